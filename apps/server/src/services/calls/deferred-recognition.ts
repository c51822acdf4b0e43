/**
 * Answers recognised after the call. When recognition runs past its deadline during a call (a loaded machine, a
 * slow provider), the answer is not thrown away: the turn is stored with `transcription = 'pending'` and its audio,
 * and once the call has ended this queue recognises it without a deadline of the call's pace, writes the text and
 * confidence, frees the audio, and asks for the call to be scored again (scoring waits while any of its answers is
 * pending). A server stopped meanwhile picks the pending answers up when it starts again (`recover`).
 */
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { callTurns, calls, type Database } from '@intervia/db';
import type { StreamingRecognizer } from '../../voice/recognition/recognition-stream';
import { withDeadline } from '../../voice/with-deadline';
import type { InterviewVocabulary, Pcm16 } from '../../voice/voice-contracts';

/** After the call there is no one waiting on the answer, but a recogniser that never answers must not hold the line. */
export const DEFERRED_RECOGNITION_TIMEOUT_MS = 5 * 60_000;

export interface DeferredRecognitionDeps {
  db: Database;
  /** The server's recogniser; without one, pending answers stay pending (and are logged). */
  recognizer: StreamingRecognizer | null;
  /** The interview's words for the call's recogniser, as during the call (none when unknown). */
  vocabularyOf?: (callId: string) => Promise<InterviewVocabulary | null>;
  /** The call's answers are all transcribed: score it (again). */
  rescore: (callId: string) => Promise<void>;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
  timeoutMs?: number;
}

/** Audio as stored (bytes) → PCM16 samples, copied so the samples are aligned whatever the driver returned. */
function pcmOf(bytes: Uint8Array): Pcm16 {
  const copy = new Uint8Array(bytes.byteLength - (bytes.byteLength % 2));
  copy.set(bytes.subarray(0, copy.byteLength));
  return new Int16Array(copy.buffer);
}

export class DeferredRecognitionQueue {
  private tail: Promise<void> = Promise.resolve();
  private closed = false;
  private readonly abort = new AbortController();

  constructor(private readonly deps: DeferredRecognitionDeps) {}

  /** Recognises the call's pending answers once `after` settles (the session has stored its last answer). */
  enqueue(callId: string, after: Promise<unknown> = Promise.resolve()): Promise<void> {
    const done = after
      .then(
        () => {},
        () => {},
      )
      .then(() => {
        const job = this.tail.then(() => (this.closed ? undefined : this.recogniseCall(callId)));
        this.tail = job.catch((error: unknown) =>
          this.deps.log.error({ err: error, callId }, 'recognising kept answers failed'),
        );
        return this.tail;
      });
    return done;
  }

  /** Start-up: ended calls with answers still waiting for their text. */
  async recover(): Promise<number> {
    const rows = await this.deps.db
      .selectDistinct({ callId: callTurns.callId })
      .from(callTurns)
      .innerJoin(calls, eq(calls.id, callTurns.callId))
      .where(and(eq(callTurns.transcription, 'pending'), eq(calls.status, 'ended')));
    for (const row of rows) void this.enqueue(row.callId);
    if (rows.length > 0) this.deps.log.warn({ calls: rows.length }, 'answers left to transcribe');
    return rows.length;
  }

  close(): void {
    this.closed = true;
    this.abort.abort();
  }

  private async recogniseCall(callId: string): Promise<void> {
    const { db, recognizer, log } = this.deps;
    const pending = await db
      .select({ id: callTurns.id, audio: callTurns.pendingAudio })
      .from(callTurns)
      .where(
        and(
          eq(callTurns.callId, callId),
          eq(callTurns.transcription, 'pending'),
          isNotNull(callTurns.pendingAudio),
        ),
      )
      .orderBy(asc(callTurns.sequence));
    if (pending.length === 0) return;
    if (!recognizer) {
      // The server now runs without a recogniser: the audio stays, the candidate can type what they said, and the
      // interview is scored on the rest rather than waiting for ever.
      log.error(
        { callId, turns: pending.length },
        'kept answers cannot be recognised: no recogniser is configured',
      );
      await db
        .update(callTurns)
        .set({ transcription: 'failed' })
        .where(and(eq(callTurns.callId, callId), eq(callTurns.transcription, 'pending')));
      await this.deps.rescore(callId);
      return;
    }
    const vocabulary = await this.deps.vocabularyOf?.(callId).catch(() => null);
    const speaker = {}; // the call's candidate, for the recogniser to adapt to over their answers
    for (const turn of pending) {
      if (this.closed || !turn.audio) return;
      const stream = recognizer.start(vocabulary ? { vocabulary, speaker } : { speaker });
      stream.write(pcmOf(turn.audio));
      const turnAbort = new AbortController();
      const stop = () => turnAbort.abort();
      this.abort.signal.addEventListener('abort', stop);
      try {
        const result = await withDeadline(
          stream.finish({ signal: turnAbort.signal }),
          this.deps.timeoutMs ?? DEFERRED_RECOGNITION_TIMEOUT_MS,
          stop,
        );
        const text = result.text.trim();
        await db
          .update(callTurns)
          .set(
            text
              ? { text, confidence: result.confidence, transcription: null, pendingAudio: null }
              : // No words heard: the candidate is told and may type the answer; the audio stays.
                { transcription: 'failed' },
          )
          .where(eq(callTurns.id, turn.id));
      } catch (error) {
        if (this.closed) return; // Shutting down: the answer stays pending for the next start.
        log.warn({ err: error, callId, turnId: turn.id }, 'a kept answer could not be transcribed');
        await db.update(callTurns).set({ transcription: 'failed' }).where(eq(callTurns.id, turn.id));
      } finally {
        this.abort.signal.removeEventListener('abort', stop);
      }
    }
    await this.deps.rescore(callId);
  }
}

/** Whether any of these calls' answers still waits for its text (scoring waits for it). */
export async function callsAwaitingTranscription(db: Database, callIds: string[]): Promise<boolean> {
  if (callIds.length === 0) return false;
  const [row] = await db
    .select({ id: callTurns.id })
    .from(callTurns)
    .where(and(inArray(callTurns.callId, callIds), eq(callTurns.transcription, 'pending')))
    .limit(1);
  return Boolean(row);
}
