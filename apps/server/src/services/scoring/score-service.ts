/**
 * Scoring: the spec's stateless contract (`{jd, interview}` → result) and scoring of a stored interview from its
 * call turns. The built-in engine is the default; with an LLM configured the model scores with the same schema and
 * the engine's caps are applied in code, falling back to the engine on any failure. Every scoring is kept.
 */
import { asc, desc, eq, inArray } from 'drizzle-orm';
import {
  analyzeSpeech,
  mergeModelScores,
  removeInstructionsToScorer,
  scoreTranscript,
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
  type InterviewReport,
  type ScoreResult,
} from '@intervia/shared';
import { z } from 'zod';
import { DomainError } from '../../domain/domain-error';
import { asData, DATA_NOT_INSTRUCTIONS, type Llm } from '../../llm/llm-client';
import { withFallback, type FallbackLog } from '../../llm/with-fallback';
import { getOwnInterview } from '../interviews/interview-service';
import { latestCallScoring, scoringStateOf } from './scoring-state';

export interface Scorer {
  score(
    input: {
      parsedJD: ParsedJD;
      difficulty: Difficulty;
      turns: TranscriptTurn[];
      /** Questions in the plan, the closing one not counted; fewer answered makes the interview incomplete. */
      plannedQuestions?: number;
    },
    log: FallbackLog,
  ): Promise<ScoreResult>;
}

export const builtInScorer: Scorer = {
  async score(input) {
    return scoreTranscript(input);
  },
};

const llmScoresSchema = z.object({
  summary: z.string(),
  scores: z.array(z.object({ score: z.number().min(0).max(10), feedback: z.string() })),
});

/** LLM scoring with the engine's caps enforced in code (an empty, one-line or off-topic answer stays ≤ 2). */
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
            system: [
              'You are a fair, strict interview assessor. Score each answer 0-10 for relevance to the question and',
              'the job, specificity (examples, numbers, outcomes), structure (situation, task, action, result for',
              'behavioural questions) and depth for the difficulty. Never reward length alone; never penalise accent,',
              'grammar of speech recognition or pauses. Feedback: one or two sentences naming what was missing and',
              'quoting what was good. Return one score per answer, in order.',
              DATA_NOT_INSTRUCTIONS,
            ].join(' '),
            // Sentences addressed to the scorer are removed before the model reads the answers, so it never
            // sees them; every piece of user text sits in a data block.
            prompt: [
              `Difficulty: ${input.difficulty}.`,
              asData('role', input.parsedJD.role),
              asData('job-skills', input.parsedJD.skills.map((skill) => skill.name).join(', ')),
              ...input.turns.map((turn, index) =>
                asData(
                  `answer-${index + 1}`,
                  `Question: ${turn.question}\nAnswer: ${removeInstructionsToScorer(turn.answer).text}`,
                ),
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

/** The result as its reader sees it: a recruiter gets the third-person summary where one was written. */
function forAudience(result: ScoreResult, audience: 'candidate' | 'recruiter'): ScoreResult {
  return audience === 'recruiter' && result.recruiterSummary
    ? { ...result, summary: result.recruiterSummary }
    : result;
}

async function interviewTurns(db: Database, interviewId: string) {
  const callRows = await db
    .select({ id: calls.id })
    .from(calls)
    .where(eq(calls.interviewId, interviewId))
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

export async function scoreStoredInterview(
  deps: { db: Database; scorer: Scorer; log: FallbackLog },
  userId: string,
  interviewId: string,
): Promise<ScoreResult & { scoredAt: string }> {
  const { row } = await getOwnInterview(deps.db, userId, interviewId);
  if (!row.parsedJd || !row.plan) throw new DomainError('conflict', INTERVIEW_MESSAGES.parsedJdNotFound);
  if (row.kind === 'application') {
    // A first-round interview keeps the score the recruiter ranks by: asking again returns that score.
    const [scored] = await deps.db
      .select({ result: interviewScores.result, createdAt: interviewScores.createdAt })
      .from(interviewScores)
      .where(eq(interviewScores.interviewId, interviewId))
      .orderBy(desc(interviewScores.createdAt))
      .limit(1);
    if (scored)
      return { ...scoreResultSchema.parse(scored.result), scoredAt: scored.createdAt.toISOString() };
  }
  const { turns, callId } = await interviewTurns(deps.db, interviewId);
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
      },
      deps.log,
    );
  } catch (error) {
    deps.log.warn({ err: error }, 'scoring failed');
    throw new DomainError('internal-error', INTERVIEW_MESSAGES.scoringFailed);
  }
  const analytics = analyzeSpeech(turns);
  const [stored] = await deps.db
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
  await deps.db
    .update(interviews)
    .set({ status: 'scored', updatedAt: new Date() })
    .where(eq(interviews.id, interviewId));
  return { ...result, scoredAt: (stored?.createdAt ?? new Date()).toISOString() };
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
  const latest = history[0];
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
    latest: latest ? forAudience(scoreResultSchema.parse(latest.result), audience) : null,
    analytics: latest?.analytics ?? (turns.length ? analyzeSpeech(turns) : null),
    history: history.map((entry) => ({
      overallScore: entry.overallScore,
      source: entry.source,
      scoredAt: entry.createdAt.toISOString(),
    })),
    transcript: turns.map((turn) => ({
      role: turn.role,
      text: turn.text,
      startedAtMs: turn.startedAtMs,
      endedAtMs: turn.endedAtMs,
      source: turn.source,
    })),
  };
}
