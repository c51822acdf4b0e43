/**
 * The work a call's end starts and that outlives the call: its kept answers recognised (DeferredRecognitionQueue),
 * then its scoring (CallScoring, durable jobs on the app's job queue), and scoring again when answers change (a kept answer transcribed, a
 * correction). One of each per server; routes and the call registry share them.
 */
import { eq } from 'drizzle-orm';
import { calls, interviews, type Database } from '@intervia/db';
import type { FallbackLog } from '../../llm/with-fallback';
import { recognizerOf } from '../../voice/recognition/batch-recognizer';
import type { VoiceProviders } from '../../voice/voice-contracts';
import type { JobQueue } from '../background/job-queue';
import { CallScoring, SCORING_SWEEP_MIN_AGE_MS } from '../scoring/call-scoring';
import type { Scorer } from '../scoring/score-service';
import { interviewVocabularyOf } from './call-service';
import { DeferredRecognitionQueue } from './deferred-recognition';

export interface AfterCallWork {
  scoring: CallScoring;
  transcriptions: DeferredRecognitionQueue;
  /** Start-up: kept answers still to recognise, calls still to score (a server stopped before either finished). */
  recover(): Promise<void>;
  close(): Promise<void>;
}

export function createAfterCallWork(deps: {
  db: Database;
  scorer: Scorer;
  jobs: JobQueue;
  providers: Pick<VoiceProviders, 'stt' | 'recognizer'>;
  log: FallbackLog & { error(details: object, message: string): void };
  /** A scoring run longer than this is taken for lost (SCORING_TIMEOUT_SECONDS). */
  scoringTimeoutMs?: number;
}): AfterCallWork {
  const scoring = new CallScoring({
    db: deps.db,
    scorer: deps.scorer,
    log: deps.log,
    jobs: deps.jobs,
    ...(deps.scoringTimeoutMs ? { timeoutMs: deps.scoringTimeoutMs } : {}),
    // One node owns the embedded database, so every pending call found at start is its own to queue.
    sweepMinAgeMs: deps.jobs.kind === 'pg-boss' ? SCORING_SWEEP_MIN_AGE_MS : 0,
  });
  const transcriptions = new DeferredRecognitionQueue({
    db: deps.db,
    recognizer: recognizerOf(deps.providers),
    rescore: (callId) => scoring.rescore(callId),
    // The kept answers are recognised with the interview's words, as they would have been during the call.
    vocabularyOf: async (callId) => {
      const [row] = await deps.db
        .select({
          parsedJd: interviews.parsedJd,
          parsedResume: interviews.parsedResume,
          plan: interviews.plan,
          jobDescription: interviews.jobDescription,
        })
        .from(calls)
        .innerJoin(interviews, eq(interviews.id, calls.interviewId))
        .where(eq(calls.id, callId));
      return row ? interviewVocabularyOf(row) : null;
    },
    log: deps.log,
  });
  return {
    scoring,
    transcriptions,
    async recover() {
      await transcriptions.recover();
      await scoring.recover();
    },
    async close() {
      transcriptions.close();
      scoring.close();
    },
  };
}
