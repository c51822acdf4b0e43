/**
 * The call's camera recording (1280x720 WebM from MediaRecorder), uploaded in numbered chunks while the interview
 * runs and appended in order to one file under the candidate's files folder; played back from the report page.
 */
import { existsSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { calls, type Database } from '@intervia/db';
import { DomainError } from '../../domain/domain-error';
import { isRowId, type RecordingChunkResponse } from '@intervia/shared';
import type { UserFiles } from '../user-files';
import { getOwnCall } from './call-service';

export const RECORDING_CHUNK_MAX_BYTES = 8 * 1024 * 1024;
export const RECORDING_MAX_BYTES = 500 * 1024 * 1024;

/** A WebM file starts with the EBML header's magic number; later chunks continue it and have no header. */
const WEBM_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

export const recordingKey = (callId: string) => `recordings/${callId}.webm`;

const NO_RECORDING = 'This call has no recording.';

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

export async function appendRecordingChunk(
  deps: { db: Database; files: UserFiles },
  userId: string,
  callId: string,
  sequence: number,
  chunk: Buffer,
): Promise<RecordingChunkResponse> {
  const call = await getOwnCall(deps.db, userId, callId);
  if (!call.videoRecordingEnabled) {
    throw new DomainError('conflict', 'Video recording was not enabled for this call.');
  }
  const [row] = await deps.db
    .select({ chunks: calls.recordingChunks, bytes: calls.recordingBytes })
    .from(calls)
    .where(eq(calls.id, callId));
  const expected = row?.chunks ?? 0;
  if (!Number.isInteger(sequence) || sequence !== expected) {
    throw new DomainError('conflict', `Recording chunk ${expected} is expected next, not ${sequence}.`);
  }
  if (chunk.length === 0) throw new DomainError('validation-error', 'The recording chunk is empty.');
  if (sequence === 0 && !chunk.subarray(0, WEBM_MAGIC.length).equals(WEBM_MAGIC)) {
    throw new DomainError('unsupported-media-type', 'The recording must be a WebM video (video/webm).');
  }
  const bytes = (row?.bytes ?? 0) + chunk.length;
  if (bytes > RECORDING_MAX_BYTES) throw new DomainError('payload-too-large', 'The recording is too large.');
  await deps.files.append(userId, recordingKey(callId), chunk);
  await deps.db
    .update(calls)
    .set({ recordingChunks: expected + 1, recordingBytes: bytes })
    .where(eq(calls.id, callId));
  return { chunks: expected + 1, bytes };
}
