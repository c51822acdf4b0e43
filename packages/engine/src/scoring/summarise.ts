/**
 * The plain-language summary of a scored interview, written from the same numbers the report shows: the overall
 * score, and the per-question scores as rounded for display. The best answer is the highest of the scored answers
 * and the weakest the lowest, whatever their kind, so the summary can never name a best answer that scored below
 * another. The candidate is addressed in the second person; a recruiter reads about the candidate in the third.
 */
import type { AnswerStatus, ParsedJD } from '@intervia/shared';
import type { Audience } from './score-answer';

export interface SummaryAnswer {
  /** 0-based position in the interview; the summary names it 1-based, as the report numbers questions. */
  index: number;
  score: number;
  status: AnswerStatus;
  /** Whether the answer is a story or example without a single number behind it. */
  lacksNumbers: boolean;
}

export interface SummaryInput {
  role: string;
  overallScore: number;
  answers: readonly SummaryAnswer[];
  /** Skills the job requires that no answer showed. */
  unusedRequiredSkills: readonly string[];
  /** When the interview ended early: how many of the planned questions were answered. */
  incomplete?: IncompleteInterview | null;
}

export interface IncompleteInterview {
  answered: number;
  planned: number;
  /** A first-round interview for a recruiter's job is taken once: only the recruiter can allow a retake. */
  firstRound?: boolean;
}

/** A best answer below this is called the highest-scoring one, not praised as "best". */
const PRAISE_MIN_SCORE = 5;

function levelOf(overallScore: number): string {
  return overallScore >= 75
    ? 'a strong'
    : overallScore >= 55
      ? 'a solid'
      : overallScore >= 35
        ? 'a developing'
        : 'a weak';
}

/** The best and weakest of the scored answers: highest score first, the earlier question on a tie. */
export function bestAndWeakest(answers: readonly SummaryAnswer[]): {
  best: SummaryAnswer | null;
  weakest: SummaryAnswer | null;
} {
  const scored = answers.filter((answer) => answer.status === 'scored');
  if (scored.length === 0) return { best: null, weakest: null };
  const ranked = [...scored].sort((a, b) => b.score - a.score || a.index - b.index);
  const best = ranked[0]!;
  const weakest = ranked.at(-1)!;
  return { best, weakest: weakest.score < best.score ? weakest : null };
}

/**
 * Says the interview ended early, and what can be done: a practice interview's candidate resumes or starts again; a
 * first-round interview is taken once, so its candidate is told the recruiter may allow a retake, and a recruiter
 * where to allow one.
 */
export function incompleteNote(incomplete: IncompleteInterview, audience: Audience): string {
  // "1 of 3 questions was answered": the verb agrees with the answered count, the noun with the planned one.
  const questions = incomplete.planned === 1 ? 'question' : 'questions';
  const verb = incomplete.answered === 1 ? 'was' : 'were';
  const scored =
    incomplete.answered === 0 ? 'so there is nothing to score' : 'so the score covers only those';
  const next =
    audience === 'recruiter'
      ? 'a retake can be allowed from the application.'
      : incomplete.firstRound
        ? 'the recruiter may allow a retake.'
        : 'you can resume the interview or start again.';
  return `This interview is incomplete: ${incomplete.answered} of ${incomplete.planned} ${questions} ${verb} answered, ${scored}; ${next}`;
}

export function summarise(input: SummaryInput, audience: Audience): string {
  const candidate = audience === 'candidate';
  const parts: string[] = [];
  if (input.incomplete) parts.push(incompleteNote(input.incomplete, audience));
  parts.push(
    `Overall this was ${levelOf(input.overallScore)} interview for the ${input.role} role (${input.overallScore}/100).`,
  );
  const { best, weakest } = bestAndWeakest(input.answers);
  if (best) {
    const who = candidate ? 'Your' : "The candidate's";
    parts.push(
      best.score >= PRAISE_MIN_SCORE
        ? `${who} best answer was to question ${best.index + 1} (${best.score}/10).`
        : `${who} highest-scoring answer was to question ${best.index + 1} (${best.score}/10).`,
    );
  }
  if (weakest) {
    parts.push(
      candidate
        ? `Question ${weakest.index + 1} (${weakest.score}/10) has the most room to improve.`
        : `Question ${weakest.index + 1} (${weakest.score}/10) was the weakest.`,
    );
  }
  const unheard = input.answers.filter((answer) => answer.status === 'unheard').length;
  if (unheard > 0) {
    const count = unheard === 1 ? '1 answer' : `${unheard} answers`;
    parts.push(
      candidate
        ? `${count} could not be heard reliably and ${unheard === 1 ? 'was' : 'were'} left out of the score: correct the transcript, use a headset, or type your answers.`
        : `${count} could not be heard reliably and ${unheard === 1 ? 'was' : 'were'} left out of the score.`,
    );
  }
  if (input.answers.filter((answer) => answer.status === 'scored' && answer.lacksNumbers).length >= 2) {
    parts.push(
      candidate
        ? 'Back your examples with numbers: time saved, size of the team, results.'
        : 'The examples were rarely backed by numbers.',
    );
  }
  if (input.unusedRequiredSkills.length > 0) {
    const skills = input.unusedRequiredSkills.slice(0, 3).join(', ');
    parts.push(
      candidate
        ? `Show your experience with ${skills}.`
        : `The answers did not show experience with ${skills}.`,
    );
  }
  return parts.join(' ');
}

/** The summary input of an interview for a job: required skills no answer named are the ones to show next time. */
export function summaryInputOf(
  parsedJD: ParsedJD,
  overallScore: number,
  answers: readonly SummaryAnswer[],
  mentionedSkills: ReadonlySet<string>,
  incomplete: SummaryInput['incomplete'] = null,
): SummaryInput {
  return {
    role: parsedJD.role,
    overallScore,
    answers,
    incomplete,
    unusedRequiredSkills: parsedJD.skills
      .filter((skill) => skill.importance === 'required' && !mentionedSkills.has(skill.name))
      .map((skill) => skill.name),
  };
}
