/**
 * The call's camera recording (1280x720 WebM from MediaRecorder), uploaded in numbered chunks while the interview
 * runs and appended in order to one file under the candidate's files folder; played back from the report page.
 */
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { calls, type Database } from '@intervia/db';
import { DomainError } from '../../domain/domain-error';
import { isRowId, type RecordingChunkResponse } from '@intervia/shared';
import type { UserFiles } from '../user-files';
import { getOwnCall } from './call-service';
import { recordingKey } from './recording-key';

export const RECORDING_CHUNK_MAX_BYTES = 8 * 1024 * 1024;
export const RECORDING_MAX_BYTES = 500 * 1024 * 1024;

/** A WebM file starts with the EBML header's magic number; later chunks continue it and have no header. */
const WEBM_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

export { recordingKey };

const NO_RECORDING = 'This call has no recording.';
export const RECORDING_AFTER_END_MESSAGE = 'This call has ended, so no more recording is accepted.';

function existingRecordingPath(files: UserFiles, userId: string, callId: string): string {
  const path = files.pathOf(userId, recordingKey(callId));
  if (!existsSync(path)) throw new DomainError('not-found', NO_RECORDING);
  return path;
}

/** The file of the candidate's own call's recording. */
export async function ownRecordingPath(
  deps: { db: Database; files: UserFiles },
  userId: string,
  callId: string,
): Promise<string> {
  const call = await getOwnCall(deps.db, userId, callId);
  return existingRecordingPath(deps.files, userId, call.id);
}

/** The file of a recording of one of the interview's calls (a recruiter reviewing an application). */
export async function interviewRecordingPath(
  deps: { db: Database; files: UserFiles },
  interviewId: string | null,
  callId: string,
): Promise<string> {
  const [call] =
    interviewId && isRowId(callId)
      ? await deps.db
          .select({ id: calls.id, userId: calls.userId })
          .from(calls)
          .where(and(eq(calls.id, callId), eq(calls.interviewId, interviewId)))
      : [];
  if (!call) throw new DomainError('not-found', NO_RECORDING);
  return existingRecordingPath(deps.files, call.userId, call.id);
}

/** The last chunk may arrive shortly after the call ends (the recorder flushes on stop); later ones are refused. */
const RECORDING_ACCEPTED_AFTER_END_SECONDS = 60;

/** Chunk writes of one call, one at a time on this server (the database claim guards across servers). */
const chunkWrites = new Map<string, Promise<unknown>>();

async function oneAtATime<T>(callId: string, work: () => Promise<T>): Promise<T> {
  const previous = chunkWrites.get(callId) ?? Promise.resolve();
  const current = previous.catch(() => {}).then(work);
  chunkWrites.set(callId, current);
  try {
    return await current;
  } finally {
    if (chunkWrites.get(callId) === current) chunkWrites.delete(callId);
  }
}

async function bytesOnDisk(path: string): Promise<number> {
  try {
    return (await stat(path)).size;
  } catch {
    return 0;
  }
}

/**
 * Appends chunk `sequence` of the call's recording. Each sequence number is claimed in the database with a
 * conditional update before anything is written, so parallel uploads of one number write it once; the size cap
 * counts the bytes in the file, not a counter; and chunks stop being taken shortly after the call has ended.
 */
export async function appendRecordingChunk(
  deps: { db: Database; files: UserFiles },
  userId: string,
  callId: string,
  sequence: number,
  chunk: Buffer,
  now = new Date(),
): Promise<RecordingChunkResponse> {
  const call = await getOwnCall(deps.db, userId, callId);
  if (!call.videoRecordingEnabled) {
    throw new DomainError('conflict', 'Video recording was not enabled for this call.');
  }
  return oneAtATime(callId, async () => {
    const [row] = await deps.db
      .select({ chunks: calls.recordingChunks, status: calls.status, endedAt: calls.endedAt })
      .from(calls)
      .where(eq(calls.id, callId));
    if (!row) throw new DomainError('not-found', 'Call not found.');
    if (
      row.status === 'ended' &&
      (!row.endedAt || now.getTime() - row.endedAt.getTime() > RECORDING_ACCEPTED_AFTER_END_SECONDS * 1000)
    ) {
      throw new DomainError('conflict', RECORDING_AFTER_END_MESSAGE);
    }
    const expected = row.chunks;
    if (!Number.isInteger(sequence) || sequence !== expected) {
      throw new DomainError('conflict', `Recording chunk ${expected} is expected next, not ${sequence}.`);
    }
    if (chunk.length === 0) throw new DomainError('validation-error', 'The recording chunk is empty.');
    if (sequence === 0 && !chunk.subarray(0, WEBM_MAGIC.length).equals(WEBM_MAGIC)) {
      throw new DomainError('unsupported-media-type', 'The recording must be a WebM video (video/webm).');
    }
    const key = recordingKey(callId);
    const written = sequence === 0 ? 0 : await bytesOnDisk(deps.files.pathOf(userId, key));
    const bytes = written + chunk.length;
    if (bytes > RECORDING_MAX_BYTES)
      throw new DomainError('payload-too-large', 'The recording is too large.');
    const claimed = await deps.db
      .update(calls)
      .set({ recordingChunks: sequence + 1, recordingBytes: bytes })
      .where(and(eq(calls.id, callId), eq(calls.recordingChunks, sequence)))
      .returning({ id: calls.id });
    if (claimed.length === 0) {
      throw new DomainError('conflict', `Recording chunk ${sequence} has already been received.`);
    }
    try {
      if (sequence === 0) await deps.files.remove(userId, key); // a file left by a failed first write
      await deps.files.append(userId, key, chunk);
    } catch (error) {
      await deps.db
        .update(calls)
        .set({ recordingChunks: sequence, recordingBytes: written })
        .where(and(eq(calls.id, callId), eq(calls.recordingChunks, sequence + 1)));
      throw error;
    }
    return { chunks: sequence + 1, bytes };
  });
}
