/**
 * Scoring: the spec's stateless contract (`{jd, interview}` → result) and scoring of a stored interview from its
 * call turns. The built-in engine is the default; with an LLM configured the model scores with the same schema and
 * the engine's caps are applied in code, falling back to the engine on any failure. Every scoring is kept.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  analyzeSpeech,
  mergeModelScores,
  removeInstructionsToScorer,
  RUBRIC_CRITERIA,
  scoreTranscript,
  speechAdvice,
  summarizeCallLatency,
  transcriptFromTurns,
  type TranscriptTurn,
} from '@intervia/engine';
import { callTurns, calls, interviewScores, interviews, type Database } from '@intervia/db';
import {
  INTERVIEW_MESSAGES,
  type ScoreRequest,
  scoreResultSchema,
  type Difficulty,
  type ParsedJD,
  interviewerPersonaById,
  inTranscriptOrderByCall,
  type InterviewReport,
  type ScoreResult,
  type SpeechAnalytics,
} from '@intervia/shared';
import { z } from 'zod';
import { DomainError } from '../../domain/domain-error';
import { asData, DATA_NOT_INSTRUCTIONS, type Llm } from '../../llm/llm-client';
import { withFallback, type FallbackLog } from '../../llm/with-fallback';
import { getOwnInterview } from '../interviews/interview-service';
import { callInCurrentAttempt, scoreInCurrentAttempt } from './interview-attempts';
import { latestCallScoring, scoringStateOf } from './scoring-state';

export interface Scorer {
  score(
    input: {
      parsedJD: ParsedJD;
      difficulty: Difficulty;
      turns: TranscriptTurn[];
      /** Questions in the plan, the closing one not counted; fewer answered makes the interview incomplete. */
      plannedQuestions?: number;
      /** A first-round interview for a recruiter's job, taken once (the candidate is never told to start again). */
      firstRound?: boolean;
    },
    log: FallbackLog,
  ): Promise<ScoreResult>;
}

export const builtInScorer: Scorer = {
  async score(input) {
    return scoreTranscript(input);
  },
};

/** The model's answer: per answer a score, feedback and the exact words of the answer that back the score. */
export const llmScoresSchema = z.object({
  summary: z.string(),
  scores: z.array(
    z.object({
      score: z.number().min(0).max(10),
      feedback: z.string(),
      evidence: z.array(z.string()).max(3),
    }),
  ),
});

/** What each answer is judged on, by the rubric the engine chose for its question. */
function rubricLine(rubric: string | undefined): string {
  if (rubric === 'closing') return 'Rubric: closing question, not scored (give 0 and no evidence).';
  const criteria = RUBRIC_CRITERIA[(rubric ?? 'behavioural') as keyof typeof RUBRIC_CRITERIA];
  return `Rubric (${rubric ?? 'behavioural'}): ${criteria.join(', ')}.`;
}

/**
 * LLM scoring by the engine's rubrics, at temperature 0 with a JSON-schema answer. Everything the model says is
 * checked in code by `mergeModelScores`: the engine's caps (an empty, one-line or off-topic answer stays at the
 * engine's score), and the evidence quotes — an answer whose quote does not occur in it keeps the engine's score
 * and feedback. The engine's result is the fallback for any failure.
 */
export function createLlmScorer(llm: Llm): Scorer {
  return {
    async score(input, log) {
      const engine = scoreTranscript(input);
      const { value } = await withFallback<ScoreResult>(
        'scoring',
        async () => {
          const answer = await llm.generateStructured({
            name: 'interview_scores',
            schema: llmScoresSchema,
            temperature: 0,
            system: [
              'You are a fair, strict interview assessor. Score each answer 0-10 by the rubric given with it:',
              'technical and design questions on correctness, depth, trade-offs and concrete examples (a story is',
              'not required); behavioural questions on situation, task, own action and result; motivation on how',
              'specific it is to the role and company; the introduction on communication and relevance only.',
              'Never reward length alone; never penalise accent, speech-recognition grammar or pauses. Evidence:',
              'copy up to three short passages word for word from that answer that justify the score (no',
              'paraphrase; an empty list when nothing in it deserves credit). Feedback: one or two sentences in the',
              'second person naming what a stronger answer would add. Return one entry per answer, in order.',
              DATA_NOT_INSTRUCTIONS,
            ].join(' '),
            // Sentences addressed to the scorer are removed before the model reads the answers, so it never
            // sees them; every piece of user text sits in a data block.
            prompt: [
              `Difficulty: ${input.difficulty}.`,
              asData('role', input.parsedJD.role),
              asData('job-skills', input.parsedJD.skills.map((skill) => skill.name).join(', ')),
              ...input.turns.map((turn, index) =>
                [
                  rubricLine(engine.scores[index]?.rubric),
                  asData(
                    `answer-${index + 1}`,
                    `Question: ${turn.question}\nAnswer: ${removeInstructionsToScorer(turn.answer).text}`,
                  ),
                ].join('\n'),
              ),
            ].join('\n\n'),
          });
          return mergeModelScores(input, engine, answer);
        },
        () => engine,
        log,
      );
      return value;
    },
  };
}

/** The spec's POST /api/interviews/score: scores the given transcript against the given parsed JD. */
export async function scoreGivenTranscript(
  scorer: Scorer,
  request: ScoreRequest,
  log: FallbackLog,
): Promise<ScoreResult> {
  if (!request.jd) throw new DomainError('validation-error', INTERVIEW_MESSAGES.parsedJdNotFound);
  try {
    return await scorer.score(
      { parsedJD: request.jd, difficulty: 'medium', turns: request.interview.map((entry) => ({ ...entry })) },
      log,
    );
  } catch (error) {
    log.warn({ err: error }, 'scoring failed');
    throw new DomainError('internal-error', INTERVIEW_MESSAGES.scoringFailed);
  }
}

/**
 * The result as its reader sees it: a recruiter gets the third-person summary and per-answer feedback where they
 * were written (results scored before the feedback had a recruiter's version keep the candidate's).
 */
function forAudience(result: ScoreResult, audience: 'candidate' | 'recruiter'): ScoreResult {
  if (audience === 'candidate') return result;
  return {
    ...result,
    summary: result.recruiterSummary ?? result.summary,
    scores: result.scores.map((score) => ({ ...score, feedback: score.recruiterFeedback ?? score.feedback })),
  };
}

/** The speech analytics as their reader sees them: a recruiter reads what was observed, about the candidate. */
function analyticsForAudience(
  analytics: SpeechAnalytics | null,
  audience: 'candidate' | 'recruiter',
): SpeechAnalytics | null {
  if (!analytics || audience === 'candidate') return analytics;
  return { ...analytics, advice: speechAdvice(analytics, 'recruiter') };
}

/** The turns of the interview's current attempt (a retake leaves the earlier calls out), in order. */
async function interviewTurns(db: Database, interviewId: string) {
  const callRows = await db
    .select({ id: calls.id })
    .from(calls)
    .innerJoin(interviews, eq(interviews.id, calls.interviewId))
    .where(and(eq(calls.interviewId, interviewId), callInCurrentAttempt()))
    .orderBy(asc(calls.createdAt));
  if (callRows.length === 0) return { turns: [], callId: null };
  const rows = await db
    .select()
    .from(callTurns)
    .where(
      inArray(
        callTurns.callId,
        callRows.map((row) => row.id),
      ),
    )
    .orderBy(asc(callTurns.createdAt), asc(callTurns.sequence));
  return { turns: rows, callId: callRows.at(-1)?.id ?? null };
}

/** A transaction of the database (what a claim runs in). */
export type DatabaseTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Checked in the transaction that stores a result, before it is stored: false means someone else stored it first
 * (a scoring job run twice), and nothing is stored.
 */
export type ScoreClaim = (tx: DatabaseTransaction) => Promise<boolean>;

export async function scoreStoredInterview(
  deps: { db: Database; scorer: Scorer; log: FallbackLog },
  userId: string,
  interviewId: string,
): Promise<ScoreResult & { scoredAt: string }> {
  const scored = await scoreStoredInterviewOnce(deps, userId, interviewId, async () => true);
  if (!scored) throw new Error('an unconditional scoring was not stored');
  return scored;
}

/** Scores the interview and stores the result only if `claim` agrees; null when it did not. */
export async function scoreStoredInterviewOnce(
  deps: { db: Database; scorer: Scorer; log: FallbackLog },
  userId: string,
  interviewId: string,
  claim: ScoreClaim,
): Promise<(ScoreResult & { scoredAt: string }) | null> {
  const { row } = await getOwnInterview(deps.db, userId, interviewId);
  if (!row.parsedJd || !row.plan) throw new DomainError('conflict', INTERVIEW_MESSAGES.parsedJdNotFound);
  if (row.kind === 'application') {
    // A first-round interview keeps the score the recruiter ranks by: asking again returns that score (of the
    // current attempt: after a retake, the new attempt is scored).
    const [scored] = await deps.db
      .select({ result: interviewScores.result, createdAt: interviewScores.createdAt })
      .from(interviewScores)
      .innerJoin(interviews, eq(interviews.id, interviewScores.interviewId))
      .where(and(eq(interviewScores.interviewId, interviewId), scoreInCurrentAttempt()))
      .orderBy(desc(interviewScores.createdAt))
      .limit(1);
    if (scored)
      return { ...scoreResultSchema.parse(scored.result), scoredAt: scored.createdAt.toISOString() };
  }
  const { turns, callId } = await interviewTurns(deps.db, interviewId);
  if (turns.some((turn) => turn.transcription === 'pending')) {
    throw new DomainError('conflict', INTERVIEW_MESSAGES.answersBeingTranscribed);
  }
  const transcript = transcriptFromTurns(row.plan, turns);
  if (transcript.length === 0) {
    throw new DomainError(
      'conflict',
      'This interview has no answers yet. Take the interview first, then score it.',
    );
  }
  let result: ScoreResult;
  try {
    result = await deps.scorer.score(
      {
        parsedJD: row.parsedJd,
        difficulty: row.difficulty,
        turns: transcript,
        plannedQuestions: row.plan.questions.filter((question) => question.kind !== 'closing').length,
        firstRound: row.kind === 'application',
      },
      deps.log,
    );
  } catch (error) {
    deps.log.warn({ err: error }, 'scoring failed');
    throw new DomainError('internal-error', INTERVIEW_MESSAGES.scoringFailed);
  }
  const analytics = analyzeSpeech(turns);
  const stored = await deps.db.transaction(async (tx) => {
    if (!(await claim(tx))) return null;
    const [row] = await tx
      .insert(interviewScores)
      .values({
        interviewId,
        userId,
        callId,
        overallScore: result.overallScore,
        result,
        analytics,
        source: result.source ?? 'built-in',
      })
      .returning({ createdAt: interviewScores.createdAt });
    await tx
      .update(interviews)
      .set({ status: 'scored', updatedAt: new Date() })
      .where(eq(interviews.id, interviewId));
    return { createdAt: row?.createdAt ?? new Date() };
  });
  if (!stored) return null;
  return { ...result, scoredAt: stored.createdAt.toISOString() };
}

/** The reply latency of the latest call that has turns: p50/p95 of each stage over its interviewer replies. */
function latestCallLatency(turns: readonly (typeof callTurns.$inferSelect)[]) {
  const callId = turns.at(-1)?.callId;
  if (!callId) return null;
  const replies = turns.filter((turn) => turn.callId === callId && turn.role === 'assistant');
  return summarizeCallLatency(
    callId,
    replies.map((turn) => turn.timings),
  );
}

/**
 * Everything the report page shows: the latest result, its history, analytics and the timed transcript. A recruiter
 * reads the summary written about the candidate in the third person.
 */
export async function interviewReport(
  db: Database,
  userId: string,
  interviewId: string,
  audience: 'candidate' | 'recruiter' = 'candidate',
): Promise<InterviewReport> {
  const { row } = await getOwnInterview(db, userId, interviewId);
  const callScoring = await latestCallScoring(db, interviewId);
  const history = await db
    .select()
    .from(interviewScores)
    .where(eq(interviewScores.interviewId, interviewId))
    .orderBy(desc(interviewScores.createdAt));
  const { turns } = await interviewTurns(db, interviewId);
  // Every scoring is listed in the history; the result shown is the newest of the current attempt.
  const attemptStartedAt = row.attemptStartedAt;
  const latest = history.find((entry) => !attemptStartedAt || entry.createdAt >= attemptStartedAt);
  const recorded = await db
    .select({ id: calls.id, chunks: calls.recordingChunks })
    .from(calls)
    .where(eq(calls.interviewId, interviewId));
  const scoring = scoringStateOf(callScoring, latest?.createdAt ?? null);
  return {
    scoring,
    recordings: recorded
      .filter((call) => call.chunks > 0)
      .map((call) => ({ callId: call.id, url: `/api/call/${call.id}/recording` })),
    interviewId,
    title: row.title,
    role: row.parsedJd?.role ?? row.title,
    createdAt: row.createdAt.toISOString(),
    difficulty: row.difficulty,
    status: row.status,
    interviewerName: interviewerPersonaById(row.personaId).name,
    latest: latest ? forAudience(scoreResultSchema.parse(latest.result), audience) : null,
    analytics: analyticsForAudience(
      latest?.analytics ?? (turns.length ? analyzeSpeech(turns) : null),
      audience,
    ),
    latency: latestCallLatency(turns),
    history: history.map((entry) => ({
      overallScore: entry.overallScore,
      source: entry.source,
      scoredAt: entry.createdAt.toISOString(),
    })),
    // Scoring and analytics go by the stored order (the answer the interviewer replied to); the transcript reads
    // by when each turn started.
    transcript: inTranscriptOrderByCall(turns).map((turn) => ({
      id: turn.id,
      role: turn.role,
      text: turn.text,
      startedAtMs: turn.startedAtMs,
      endedAtMs: turn.endedAtMs,
      source: turn.source,
      confidence: turn.confidence,
      recognisedText: turn.recognisedText,
      correctedAt: turn.correctedAt?.toISOString() ?? null,
      transcription: turn.transcription,
    })),
    corrections: {
      // The candidate corrects their own answers once the call is over; a recruiter reads them.
      allowed: audience === 'candidate' && scoring.status !== 'in-call' && scoring.status !== 'not-requested',
      rescores: row.kind !== 'application',
    },
  };
}
