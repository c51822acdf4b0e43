import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dialOutSchema, sendDtmfSchema, sipCallTransferSchema, sipReferSchema } from './dial-out-schema';
import { firstMessage } from './test-helpers';

const digits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 15 });
const e164 = digits.map((d) => `+${d}`);
const sipUri = fc.string({ maxLength: 30 }).map((rest) => `sip:${rest}`);
const tones = fc.string({ unit: fc.constantFrom(...'0123456789ABCD*#'), minLength: 1, maxLength: 20 });

describe('dial-out', () => {
  it('accepts exactly one of a sip: URI and an E.164 phone number', () => {
    fc.assert(
      fc.property(sipUri, e164, (uri, phone) => {
        expect(dialOutSchema.safeParse({ sipUri: uri }).success).toBe(true);
        expect(dialOutSchema.safeParse({ phoneNumber: phone, callerId: 'c1' }).success).toBe(true);
        expect(firstMessage(dialOutSchema, { sipUri: uri, phoneNumber: phone })).toBe(
          'dial-out needs exactly one of sipUri and phoneNumber',
        );
      }),
    );
    expect(firstMessage(dialOutSchema, {})).toBe('dial-out needs exactly one of sipUri and phoneNumber');
  });

  it('rejects phone numbers that are not a plus sign then digits, and URIs without sip:', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/^\+\d+$/.test(s)),
        (phone) => {
          expect(firstMessage(dialOutSchema, { phoneNumber: phone })).toBe(
            'phoneNumber must be E.164: a plus sign then digits',
          );
        },
      ),
    );
    expect(firstMessage(dialOutSchema, { sipUri: 'sips:a@b' })).toBe('sipUri must start with sip:');
  });

  it('refuses callerId with a SIP URI', () => {
    expect(firstMessage(dialOutSchema, { sipUri: 'sip:a@b', callerId: 'c' })).toBe(
      'callerId is not allowed with a sipUri',
    );
  });

  it('checks codecs, displayName, userId and canReceive', () => {
    const base = { phoneNumber: '+15551234' };
    expect(
      dialOutSchema.safeParse({ ...base, codecs: { audio: ['OPUS', 'G722'], video: ['VP8'] } }).success,
    ).toBe(true);
    expect(firstMessage(dialOutSchema, { ...base, codecs: { audio: [] } })).toBe(
      'audio codecs must be a non-empty list of OPUS, PCMU, PCMA, G722',
    );
    expect(firstMessage(dialOutSchema, { ...base, codecs: { audio: ['AAC'] } })).toBe(
      'audio codec must be one of OPUS, PCMU, PCMA, G722',
    );
    expect(firstMessage(dialOutSchema, { ...base, codecs: { video: ['VP9'] } })).toBe(
      'video codec must be one of H264, VP8',
    );
    expect(dialOutSchema.safeParse({ ...base, displayName: 'x'.repeat(199) }).success).toBe(true);
    expect(firstMessage(dialOutSchema, { ...base, displayName: 'x'.repeat(200) })).toBe(
      'displayName must be under 200 characters',
    );
    expect(dialOutSchema.safeParse({ ...base, userId: 'u'.repeat(36) }).success).toBe(true);
    expect(firstMessage(dialOutSchema, { ...base, userId: 'u'.repeat(37) })).toBe(
      'userId must be at most 36 characters',
    );
    expect(
      firstMessage(dialOutSchema, { ...base, permissions: { canReceive: { base: { audio: true } } } }),
    ).toBe('canReceive base must list video');
  });
});

describe('DTMF', () => {
  it('accepts 1 to 20 tones of 0-9, A-D, * and #', () => {
    fc.assert(
      fc.property(tones, (t) => {
        expect(sendDtmfSchema.safeParse({ sessionId: 's', tones: t }).success).toBe(true);
      }),
    );
  });

  it('rejects other characters, more than 20 tones and missing fields', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 20 }).filter((t) => !/^[0-9A-D*#]+$/.test(t)),
        (t) => {
          expect(firstMessage(sendDtmfSchema, { sessionId: 's', tones: t })).toBe(
            'each tone must be 0-9, A-D, * or #',
          );
        },
      ),
    );
    expect(firstMessage(sendDtmfSchema, { sessionId: 's', tones: '1'.repeat(21) })).toBe(
      'tones must be at most 20 characters',
    );
    expect(firstMessage(sendDtmfSchema, { tones: '1' })).toBe('sessionId must be a string');
    expect(firstMessage(sendDtmfSchema, { sessionId: 's' })).toBe('tones must be a string');
  });
});

describe('call transfer and refer', () => {
  it('need sessionId and an endpoint starting with sip: or +', () => {
    fc.assert(
      fc.property(fc.oneof(sipUri, e164), (toEndPoint) => {
        expect(sipCallTransferSchema.safeParse({ sessionId: 's', toEndPoint }).success).toBe(true);
        expect(sipReferSchema.safeParse({ sessionId: 's', toEndPoint }).success).toBe(true);
      }),
    );
    expect(firstMessage(sipCallTransferSchema, { sessionId: 's', toEndPoint: 'tel:123' })).toBe(
      'toEndPoint must start with sip: or +',
    );
    expect(firstMessage(sipReferSchema, { toEndPoint: 'sip:a' })).toBe('sessionId must be a string');
  });

  it('allow callerId only when transferring to a phone number', () => {
    expect(
      sipCallTransferSchema.safeParse({ sessionId: 's', toEndPoint: '+1555', callerId: 'c' }).success,
    ).toBe(true);
    expect(firstMessage(sipCallTransferSchema, { sessionId: 's', toEndPoint: 'sip:a', callerId: 'c' })).toBe(
      'callerId is only allowed when transferring to a phone number',
    );
  });
});
