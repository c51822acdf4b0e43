/**
 * The call's camera recording (1280x720 WebM from MediaRecorder), uploaded in numbered chunks while the interview
 * runs and appended in order to one file under the candidate's files folder; played back from the report page.
 */
import { eq } from 'drizzle-orm';
import { calls, type Database } from '@intervia/db';
import { HttpError } from '../../http/errors';
import type { UserFiles } from '../user-files';
import { getOwnCall } from './call-service';
import { recordingKey } from './recording-key';

export const RECORDING_CHUNK_MAX_BYTES = 8 * 1024 * 1024;
export const RECORDING_MAX_BYTES = 500 * 1024 * 1024;

/** A WebM file starts with the EBML header's magic number; later chunks continue it and have no header. */
const WEBM_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

export { recordingKey };

export async function appendRecordingChunk(
  deps: { db: Database; files: UserFiles },
  userId: string,
  callId: string,
  sequence: number,
  chunk: Buffer,
): Promise<{ chunks: number; bytes: number }> {
  const call = await getOwnCall(deps.db, userId, callId);
  if (!call.videoRecordingEnabled) {
    throw new HttpError('conflict', 'Video recording was not enabled for this call.');
  }
  const [row] = await deps.db
    .select({ chunks: calls.recordingChunks, bytes: calls.recordingBytes })
    .from(calls)
    .where(eq(calls.id, callId));
  const expected = row?.chunks ?? 0;
  if (!Number.isInteger(sequence) || sequence !== expected) {
    throw new HttpError('conflict', `Recording chunk ${expected} is expected next, not ${sequence}.`);
  }
  if (chunk.length === 0) throw new HttpError('validation-error', 'The recording chunk is empty.');
  if (sequence === 0 && !chunk.subarray(0, WEBM_MAGIC.length).equals(WEBM_MAGIC)) {
    throw new HttpError('unsupported-media-type', 'The recording must be a WebM video (video/webm).');
  }
  const bytes = (row?.bytes ?? 0) + chunk.length;
  if (bytes > RECORDING_MAX_BYTES) throw new HttpError('payload-too-large', 'The recording is too large.');
  await deps.files.append(userId, recordingKey(callId), chunk);
  await deps.db
    .update(calls)
    .set({ recordingChunks: expected + 1, recordingBytes: bytes })
    .where(eq(calls.id, callId));
  return { chunks: expected + 1, bytes };
}
