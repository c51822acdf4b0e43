import { describe, expect, it } from 'vitest';
import { DEFAULT_PLATFORM_URL, parsePlatformUrl } from './platform-url';
import { loadPlatformUrl, savePlatformUrl, type SettingsArea } from './settings-storage';

function memoryArea(initial: Record<string, unknown> = {}) {
  const data = { ...initial };
  const area = {
    get: async (key: string) => ({ [key]: data[key] }),
    set: async (items: Record<string, unknown>) => void Object.assign(data, items),
  } as unknown as SettingsArea;
  return { area, data };
}

describe('parsePlatformUrl', () => {
  it('accepts http and https addresses and normalises them', () => {
    expect(parsePlatformUrl(' https://intervia.example.com/ ')).toEqual({
      ok: true,
      url: 'https://intervia.example.com',
    });
    expect(parsePlatformUrl('http://LOCALHOST:3000')).toEqual({ ok: true, url: 'http://localhost:3000' });
    expect(parsePlatformUrl('https://example.com/intervia/?x=1#top')).toEqual({
      ok: true,
      url: 'https://example.com/intervia',
    });
  });

  it('names the problem with anything else', () => {
    expect(parsePlatformUrl('   ')).toEqual({ ok: false, problem: 'empty' });
    expect(parsePlatformUrl('intervia.example.com')).toEqual({ ok: false, problem: 'not-a-url' });
    expect(parsePlatformUrl('localhost:3000')).toEqual({ ok: false, problem: 'not-a-url' });
    expect(parsePlatformUrl('ftp://intervia.example.com')).toEqual({
      ok: false,
      problem: 'unsupported-scheme',
    });
    expect(parsePlatformUrl('javascript:alert(1)')).toEqual({ ok: false, problem: 'not-a-url' });
    expect(parsePlatformUrl('https://me:secret@intervia.example.com')).toEqual({
      ok: false,
      problem: 'has-credentials',
    });
  });
});

describe('platform URL setting', () => {
  it('defaults to the local platform, and ignores a corrupt stored value', async () => {
    expect(await loadPlatformUrl(memoryArea().area)).toBe(DEFAULT_PLATFORM_URL);
    expect(await loadPlatformUrl(memoryArea({ platformUrl: 'file:///etc' }).area)).toBe(DEFAULT_PLATFORM_URL);
  });

  it('saves a valid address normalised, and an invalid one changes nothing', async () => {
    const { area, data } = memoryArea();
    expect(await savePlatformUrl('https://intervia.example.com/', area)).toEqual({
      ok: true,
      url: 'https://intervia.example.com',
    });
    expect(await loadPlatformUrl(area)).toBe('https://intervia.example.com');
    expect(await savePlatformUrl('not a url', area)).toEqual({ ok: false, problem: 'not-a-url' });
    expect(data).toEqual({ platformUrl: 'https://intervia.example.com' });
  });
});
