import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CALL_OPTION_SCHEMAS, validateCallOption, type CallOptionFamily } from './call-option-families';

const track = { kind: 'audio', stop: () => {} };

/** A valid value and one that breaks a rule (with the rule's words) for every family. */
const EXAMPLES: Record<CallOptionFamily, { valid: unknown; invalid: unknown; rule: string }> = {
  callProperties: { valid: { url: 'wss://h/c' }, invalid: { token: 1 }, rule: 'token must be a string' },
  userData: { valid: { a: 1 }, invalid: 'x'.repeat(4095), rule: 'at most 4096 characters' },
  layout: { valid: 'none', invalid: 'grid', rule: 'layout must be one of custom-v1, browser, none' },
  layoutConfig: {
    valid: { grid: { maxTilesPerPage: 9 } },
    invalid: { grid: { maxTilesPerPage: 50 } },
    rule: 'at most 49',
  },
  grid: { valid: { minTilesPerPage: 1 }, invalid: { minTilesPerPage: 0 }, rule: 'at least 1' },
  theme: {
    valid: { colors: { accent: '#abc' } },
    invalid: { colors: { accent: '#abcd' } },
    rule: 'hex colour of 3 or 6 digits',
  },
  subscribedTracks: { valid: 'staged', invalid: 'maybe', rule: 'true, false, staged' },
  permissions: {
    valid: { hasPresence: false, canSend: false },
    invalid: { canSend: ['smell'] },
    rule: 'canSend must be a boolean or a list',
  },
  sessionData: {
    valid: { data: { a: 1 }, mergeStrategy: 'shallow-merge' },
    invalid: { data: { a: 1 }, mergeStrategy: 'deep' },
    rule: 'replace, shallow-merge',
  },
  appMessage: { valid: { hi: 1 }, invalid: 'x'.repeat(4095), rule: 'Message data too large' },
  customTrack: {
    valid: { track, trackName: 'music' },
    invalid: { track, trackName: 'cam-audio' },
    rule: 'reserved',
  },
  customTrackName: { valid: 'a'.repeat(50), invalid: 'a'.repeat(51), rule: 'at most 50 characters' },
  sendSettings: {
    valid: { video: 'quality-optimized' },
    invalid: { video: 'ultra' },
    rule: 'video send settings must be one of',
  },
  simulcastEncodings: {
    valid: [{ maxBitrate: 100_000 }],
    invalid: [{ maxBitrate: 99 }],
    rule: 'between 100000 and 2500000',
  },
  inputSettings: {
    valid: { video: { processor: { type: 'background-blur', config: { strength: 1 } } } },
    invalid: { video: { processor: { type: 'background-blur', config: { strength: 0 } } } },
    rule: 'above 0 and at most 1',
  },
  audioLevelObserverInterval: { valid: 100, invalid: 99, rule: 'at least 100 ms' },
  recording: { valid: { type: 'raw-tracks' }, invalid: { type: 'disk' }, rule: 'cloud, raw-tracks, local' },
  updateTranscription: {
    valid: { participants: [] },
    invalid: { participants: 'all' },
    rule: 'must be an array',
  },
  stopTranscription: { valid: undefined, invalid: {}, rule: 'instanceId must be a string' },
  showNamesMode: { valid: false, invalid: true, rule: 'always, never or false' },
  nativeInCallAudioMode: { valid: 'voice', invalid: 'music', rule: 'video, voice' },
  setScreenShare: { valid: false, invalid: true, rule: 'accepts only false' },
  remoteMediaPlayer: {
    valid: { url: 'https://x/a.mp4', settings: { volume: 2 } },
    invalid: { url: 'https://x/a.mp4', settings: { volume: 2.01 } },
    rule: 'volume must be between 0.0 and 2.0',
  },
  remoteMediaPlayerSettings: { valid: { state: 'play' }, invalid: { state: 'stop' }, rule: 'play, pause' },
  dialOut: {
    valid: { phoneNumber: '+4930123', codecs: { audio: ['OPUS'] } },
    invalid: { sipUri: 'sip:a@b', callerId: 'c' },
    rule: 'callerId is not allowed with a sipUri',
  },
  sendDtmf: {
    valid: { sessionId: 's', tones: '12*#AD' },
    invalid: { sessionId: 's', tones: '12E' },
    rule: '0-9, A-D, * or #',
  },
  sipCallTransfer: {
    valid: { sessionId: 's', toEndPoint: '+4930', callerId: 'c' },
    invalid: { sessionId: 's', toEndPoint: 'tel:4930' },
    rule: 'must start with sip: or +',
  },
  sipRefer: {
    valid: { sessionId: 's', toEndPoint: 'sip:a@b' },
    invalid: { sessionId: 's' },
    rule: 'toEndPoint must be a string',
  },
};

/** Families that are objects with a fixed set of names: any other name is refused. */
const STRICT_OBJECT_FAMILIES: CallOptionFamily[] = [
  'callProperties',
  'layoutConfig',
  'grid',
  'theme',
  'permissions',
  'sessionData',
  'customTrack',
  'sendSettings',
  'inputSettings',
  'remoteMediaPlayer',
  'remoteMediaPlayerSettings',
  'dialOut',
  'sendDtmf',
  'sipCallTransfer',
  'sipRefer',
];

const families = Object.keys(CALL_OPTION_SCHEMAS) as CallOptionFamily[];

describe('call option families', () => {
  it('every family has an example of a valid value and of a broken rule', () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual([...families].sort());
  });

  it.each(families)('%s accepts its valid example and names the rule its invalid one breaks', (family) => {
    const { valid, invalid, rule } = EXAMPLES[family];
    expect(validateCallOption(family, valid)).toMatchObject({ ok: true });
    const result = validateCallOption(family, invalid);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message.startsWith(`Invalid ${family}: `)).toBe(true);
      expect(result.message).toContain(rule);
    }
  });

  it.each(STRICT_OBJECT_FAMILIES)('%s refuses any unknown option name and names it', (family) => {
    const valid = EXAMPLES[family].valid as Record<string, unknown>;
    const known = new Set(Object.keys(valid));
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 20 }).filter((key) => /^[a-z][A-Za-z]*$/.test(key)),
        (key) => {
          const shape = (CALL_OPTION_SCHEMAS[family] as { shape?: Record<string, unknown> }).shape;
          fc.pre(!known.has(key) && !(shape && key in shape) && !['colors', 'light', 'dark'].includes(key));
          const result = validateCallOption(family, { ...valid, [key]: 1 });
          expect(result.ok).toBe(false);
          if (!result.ok) expect(result.message).toContain(`unknown property ${key}`);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('never throws, and agrees with its schema, whatever the input', () => {
    fc.assert(
      fc.property(fc.constantFrom(...families), fc.anything(), (family, input) => {
        const result = validateCallOption(family, input);
        expect(result.ok).toBe(CALL_OPTION_SCHEMAS[family].safeParse(input).success);
        if (!result.ok) expect(result.message.length).toBeGreaterThan(`Invalid ${family}: `.length);
      }),
      { numRuns: 500 },
    );
  });

  it('DTMF tones: accepted exactly when 1 to 20 characters of 0-9, A-D, * and #', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789ABCDEF*#+ a'), maxLength: 25 }),
        (tones) => {
          const ok = tones.length >= 1 && tones.length <= 20 && /^[0-9A-D*#]+$/.test(tones);
          expect(validateCallOption('sendDtmf', { sessionId: 's', tones }).ok).toBe(ok);
        },
      ),
    );
  });

  it('recording type and show-names mode accept exactly their listed values', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom('cloud', 'raw-tracks', 'local')), (type) => {
        expect(validateCallOption('recording', { type }).ok).toBe(
          ['cloud', 'raw-tracks', 'local'].includes(type),
        );
      }),
    );
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.constantFrom('always', 'never', false)), (mode) => {
        expect(validateCallOption('showNamesMode', mode).ok).toBe(
          mode === 'always' || mode === 'never' || mode === false,
        );
      }),
    );
  });

  it('custom track names: 1 to 50 characters and not reserved', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (name) => {
        const reserved = [
          'cam-audio',
          'cam-video',
          'screen-video',
          'screen-audio',
          'rmpAudio',
          'rmpVideo',
          'customVideoDefaults',
        ];
        const ok = name.length >= 1 && name.length <= 50 && !reserved.includes(name);
        expect(validateCallOption('customTrackName', name).ok).toBe(ok);
      }),
    );
  });
});
