import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { appMessageSchema } from './app-message-schema';
import { meetingSessionDataSchema, setMeetingSessionDataSchema } from './session-data-schema';
import { firstMessage } from './test-helpers';

describe('meeting session data', () => {
  it('accepts a plain JSON object exactly when it fits in 102400 characters', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (data) => {
        expect(meetingSessionDataSchema.safeParse(data).success).toBe(JSON.stringify(data).length <= 102_400);
      }),
    );
  });

  it('says how large the data is and what the limit is', () => {
    const data = { blob: 'x'.repeat(102_400) };
    expect(firstMessage(meetingSessionDataSchema, data)).toBe(
      'Meeting session data is too large (102411 characters). Maximum size supported is 102400.',
    );
    expect(meetingSessionDataSchema.safeParse({ blob: 'x'.repeat(102_389) }).success).toBe(true);
  });

  it('rejects arrays, primitives, class instances and values JSON would change', () => {
    for (const data of [
      [],
      'text',
      1,
      null,
      new Map(),
      { at: new Date() },
      { f: () => 1 },
      { n: NaN },
      { u: undefined },
    ]) {
      expect(firstMessage(meetingSessionDataSchema, data)).toBe(
        'Meeting session data must be a plain object serialisable to JSON',
      );
    }
  });

  it('merge strategy is replace (default) or shallow-merge', () => {
    expect(setMeetingSessionDataSchema.parse({ data: {} }).mergeStrategy).toBe('replace');
    expect(setMeetingSessionDataSchema.safeParse({ data: {}, mergeStrategy: 'shallow-merge' }).success).toBe(
      true,
    );
    expect(firstMessage(setMeetingSessionDataSchema, { data: {}, mergeStrategy: 'deep-merge' })).toBe(
      'session data merge strategy must be one of replace, shallow-merge',
    );
  });
});

describe('app messages', () => {
  it('accept JSON data exactly when it fits in the limit (4096 by default)', () => {
    const schema = appMessageSchema();
    fc.assert(
      fc.property(fc.jsonValue(), (data) => {
        expect(schema.safeParse(data).success).toBe(JSON.stringify(data).length <= 4096);
      }),
    );
  });

  it('say "Message data too large" with the limit in force', () => {
    expect(firstMessage(appMessageSchema(), 'x'.repeat(4095))).toBe(
      'Message data too large. Max size is 4096',
    );
    expect(appMessageSchema(102_400).safeParse('x'.repeat(4095)).success).toBe(true);
    expect(firstMessage(appMessageSchema(102_400), 'x'.repeat(102_399))).toBe(
      'Message data too large. Max size is 102400',
    );
    expect(firstMessage(appMessageSchema(), undefined)).toBe('Message data must be serialisable to JSON');
  });
});
