import { describe, expect, it } from 'vitest';
import { DECODER_FRAME, encodeDecoderFrame, parseDecoderLine, pcmBytes } from './decoder-protocol';

describe('encodeDecoderFrame', () => {
  it('writes type, stream id and payload length little-endian before the payload', () => {
    const frame = encodeDecoderFrame('audio', 0x01020304, new Uint8Array([9, 8, 7]));
    expect([...frame]).toEqual([DECODER_FRAME.audio, 4, 3, 2, 1, 3, 0, 0, 0, 9, 8, 7]);
    expect(encodeDecoderFrame('finish', 1).length).toBe(9);
  });
});

describe('pcmBytes', () => {
  it('gives the samples as little-endian 16-bit bytes', () => {
    expect([...pcmBytes(Int16Array.from([1, -2, 0x1234]))]).toEqual([1, 0, 0xfe, 0xff, 0x34, 0x12]);
  });
});

describe('parseDecoderLine', () => {
  it('reads the messages the decoder sends', () => {
    expect(parseDecoderLine('{"type":"partial","id":3,"text":"i have"}')).toEqual({
      type: 'partial',
      id: 3,
      text: 'i have',
    });
    expect(
      parseDecoderLine('{"type":"final","id":3,"text":"hi","confidence":0.8,"decodeMs":12.5,"audioMs":900}'),
    ).toMatchObject({ type: 'final', confidence: 0.8 });
    expect(
      parseDecoderLine(
        '{"type":"final","id":3,"text":"hi","confidence":0.8,"decodeMs":12.5,"audioMs":900,"ownCmn":true}',
      ),
    ).toMatchObject({ type: 'final', ownCmn: true });
  });

  it('ignores lines that are not decoder messages, and confidences outside 0–1', () => {
    expect(parseDecoderLine('INFO: something')).toBeNull();
    expect(
      parseDecoderLine('{"type":"final","id":1,"text":"","confidence":3,"decodeMs":1,"audioMs":1}'),
    ).toBeNull();
  });
});
