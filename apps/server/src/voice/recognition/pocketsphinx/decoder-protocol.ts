/** The wire between the server and a decoder process (decoder-worker.py): binary frames in, JSON lines out. */
import { z } from 'zod';

export const DECODER_FRAME = { start: 1, audio: 2, finish: 3, cancel: 4, sync: 5 } as const;
export type DecoderFrameKind = keyof typeof DECODER_FRAME;

const HEADER_BYTES = 9;

/** type (u8), stream id (u32 LE), payload length (u32 LE), payload. */
export function encodeDecoderFrame(kind: DecoderFrameKind, streamId: number, payload?: Uint8Array): Buffer {
  const body = payload ?? new Uint8Array(0);
  const frame = Buffer.allocUnsafe(HEADER_BYTES + body.byteLength);
  frame.writeUInt8(DECODER_FRAME[kind], 0);
  frame.writeUInt32LE(streamId, 1);
  frame.writeUInt32LE(body.byteLength, 5);
  frame.set(body, HEADER_BYTES);
  return frame;
}

/** PCM16 samples as the little-endian bytes the decoder reads (a copy, so later writes to the array do not race). */
export function pcmBytes(audio: Int16Array): Uint8Array {
  const bytes = new Uint8Array(audio.byteLength);
  const view = new DataView(bytes.buffer);
  for (let index = 0; index < audio.length; index += 1) view.setInt16(index * 2, audio[index] ?? 0, true);
  return bytes;
}

const decoderMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), pid: z.number() }),
  z.object({ type: z.literal('partial'), id: z.number(), text: z.string() }),
  z.object({
    type: z.literal('final'),
    id: z.number(),
    text: z.string(),
    confidence: z.number().min(0).max(1).nullable(),
    decodeMs: z.number(),
    audioMs: z.number(),
    /** Whether the answer was decoded with its own cepstral mean (the CMN warm-up); absent from older workers. */
    ownCmn: z.boolean().optional(),
    /** [warp factor, acoustic score per frame] for the answer's warp and each warp it was also scored with. */
    warpScores: z.array(z.tuple([z.number(), z.number()])).optional(),
  }),
  z.object({ type: z.literal('synced'), id: z.number(), samples: z.number() }),
  z.object({ type: z.literal('error'), id: z.number(), message: z.string() }),
]);
export type DecoderMessage = z.infer<typeof decoderMessageSchema>;

/** One stdout line → a message; null for a line that is not one (a library printing to stdout). */
export function parseDecoderLine(line: string): DecoderMessage | null {
  try {
    const parsed = decoderMessageSchema.safeParse(JSON.parse(line));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
