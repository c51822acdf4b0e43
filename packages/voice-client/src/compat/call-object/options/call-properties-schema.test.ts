import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LANGUAGES, THEME_COLOR_KEYS } from '../call-object-constants';
import { callPropertiesSchema, validateCallProperties } from './call-properties-schema';
import { gridLayoutSchema, layoutSchema } from './layout-schema';
import { themeSchema } from './theme-schema';

const KNOWN = new Set(Object.keys(callPropertiesSchema.shape));
const hexDigit = fc.constantFrom(...'0123456789abcdefABCDEF');
const hexColor = fc
  .oneof(
    fc.string({ unit: hexDigit, minLength: 3, maxLength: 3 }),
    fc.string({ unit: hexDigit, minLength: 6, maxLength: 6 }),
  )
  .map((digits) => `#${digits}`);

function messageOf(input: unknown, mode: 'call-object' | 'frame' = 'frame'): string {
  const result = validateCallProperties(input, mode);
  return result.ok ? '' : result.message;
}

describe('call properties', () => {
  it('rejects any unknown property name, naming it', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((key) => !KNOWN.has(key) && key !== '__proto__'),
        (key) => {
          expect(messageOf({ [key]: 1 })).toContain(`unknown property ${key}`);
        },
      ),
    );
  });

  it.each(['url', 'baseUrl', 'token'])('%s must be a string', (name) => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.object()), (value) => {
        expect(messageOf({ [name]: value })).toBe(`${name}: ${name} must be a string`);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(messageOf({ [name]: value })).toBe('');
      }),
    );
  });

  it('lang is one of the listed languages', () => {
    for (const lang of LANGUAGES) expect(messageOf({ lang })).toBe('');
    fc.assert(
      fc.property(
        fc.string().filter((lang) => !(LANGUAGES as readonly string[]).includes(lang)),
        (lang) => {
          expect(messageOf({ lang })).toMatch(/^lang: lang must be one of da, de, en-us/);
        },
      ),
    );
    expect(messageOf({ lang: 'pt-br' })).not.toBe('');
  });

  it('layout is custom-v1, browser or none', () => {
    for (const layout of ['custom-v1', 'browser', 'none'])
      expect(layoutSchema.safeParse(layout).success).toBe(true);
    expect(layoutSchema.safeParse('grid').error?.issues[0]?.message).toBe(
      'layout must be one of custom-v1, browser, none',
    );
  });

  it('userData is JSON of at most 4096 characters', () => {
    expect(messageOf({ userData: 'x'.repeat(4094) })).toBe('');
    expect(messageOf({ userData: 'x'.repeat(4095) })).toBe(
      'userData: userData must be at most 4096 characters as JSON',
    );
    expect(messageOf({ userData: { when: new Date() } })).toBe(
      'userData: userData must be serialisable to JSON',
    );
    fc.assert(
      fc.property(fc.jsonValue(), (userData) => {
        const fits = JSON.stringify(userData).length <= 4096;
        expect(messageOf({ userData }) === '').toBe(fits);
      }),
    );
  });

  it('refuses frame-only options in call-object mode and receiveSettings outside it', () => {
    expect(messageOf({ theme: { colors: { accent: '#fff' } } }, 'call-object')).toBe(
      'theme is not allowed in call-object mode',
    );
    expect(messageOf({ showLeaveButton: true, cssText: 'a{}' }, 'call-object')).toBe(
      'showLeaveButton is not allowed in call-object mode; cssText is not allowed in call-object mode',
    );
    expect(messageOf({ receiveSettings: {} }, 'frame')).toBe(
      'receiveSettings is only allowed in call-object mode',
    );
    expect(validateCallProperties({ url: 'wss://h/c', receiveSettings: {} }, 'call-object')).toEqual({
      ok: true,
      properties: { url: 'wss://h/c', receiveSettings: {} },
    });
  });
});

describe('theme', () => {
  const colorsArb = fc.dictionary(fc.constantFrom(...THEME_COLOR_KEYS), hexColor);

  it('accepts colors, or both light and dark, with hex colours of 3 or 6 digits', () => {
    fc.assert(
      fc.property(colorsArb, colorsArb, (light, dark) => {
        expect(themeSchema.safeParse({ colors: light }).success).toBe(true);
        expect(themeSchema.safeParse({ light: { colors: light }, dark: { colors: dark } }).success).toBe(
          true,
        );
      }),
    );
  });

  it('needs both light and dark, or colors', () => {
    for (const theme of [
      {},
      { light: { colors: {} } },
      { dark: { colors: {} } },
      { colors: {}, light: { colors: {} } },
    ]) {
      expect(themeSchema.safeParse(theme).error?.issues[0]?.message).toBe(
        'theme needs both light and dark, or a colors property',
      );
    }
  });

  it('rejects colour values that are not 3 or 6 hex digits', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...THEME_COLOR_KEYS),
        fc.string().filter((value) => !/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value)),
        (key, value) => {
          expect(themeSchema.safeParse({ colors: { [key]: value } }).error?.issues[0]?.message).toBe(
            `theme colour ${key} must be a hex colour of 3 or 6 digits, like #fff or #1a2b3c`,
          );
        },
      ),
    );
  });

  it('rejects unknown colour keys', () => {
    expect(themeSchema.safeParse({ colors: { primary: '#fff' } }).error?.issues[0]?.message).toBe(
      'theme colors: unknown property primary',
    );
  });
});

describe('grid layout', () => {
  it('accepts integers with 1 <= min <= max <= 49 and rejects everything else', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 60 }), fc.integer({ min: -5, max: 60 }), (min, max) => {
        const valid = min >= 1 && max <= 49 && min <= max;
        expect(gridLayoutSchema.safeParse({ minTilesPerPage: min, maxTilesPerPage: max }).success).toBe(
          valid,
        );
      }),
    );
  });

  it('states the rule broken', () => {
    const message = (grid: unknown) => gridLayoutSchema.safeParse(grid).error?.issues[0]?.message;
    expect(message({ maxTilesPerPage: 50 })).toBe('maxTilesPerPage must be at most 49');
    expect(message({ minTilesPerPage: 0 })).toBe('minTilesPerPage must be at least 1');
    expect(message({ maxTilesPerPage: 2.5 })).toBe('maxTilesPerPage must be an integer');
    expect(message({ minTilesPerPage: 10, maxTilesPerPage: 9 })).toBe(
      'minTilesPerPage must not be above maxTilesPerPage',
    );
    expect(message({ minTilesPerPage: 49 })).toBeUndefined();
  });
});
