/**
 * How a score result reads on screen and in exports: the per-answer mark (a score out of 10, "Not scored" for the
 * closing question, "Could not be heard reliably" with what to do), the rubric's name, the incomplete-interview
 * notice and the overall score's heading, and which summary each reader gets. Pure, so every view says the same.
 */
import type { QuestionScore, ScoreResult, ScoringRubric } from '@intervia/shared';

/** Who reads the report: the candidate ("you") or a recruiter ("the candidate"). */
export type ReportAudience = 'candidate' | 'recruiter';

export const NOT_SCORED_LABEL = 'Not scored';
export const UNHEARD_LABEL = 'Could not be heard reliably';

const UNHEARD_ADVICE: Record<ReportAudience, string> = {
  candidate:
    'This answer was left out of your score. Correct the transcript if it is wrong, use a headset, or type your answers next time.',
  recruiter:
    'This answer was left out of the score. The transcript may be wrong: consider a retake with a headset or typed answers.',
};

const NOT_SCORED_NOTE: Record<ReportAudience, string> = {
  candidate:
    'The closing question is your chance to ask or add something; it does not count towards your score.',
  recruiter: 'The closing question does not count towards the score.',
};

/** A question asked as an incomplete interview ended, never answered: left out of the score. */
const NOT_ANSWERED_NOTE: Record<ReportAudience, string> = {
  candidate: 'The interview ended before this question was answered, so it is left out of your score.',
  recruiter: 'The interview ended before this question was answered, so it is left out of the score.',
};

const RUBRIC_NAMES: Record<ScoringRubric, string> = {
  technical: 'Technical: correctness, depth, trade-offs, examples',
  design: 'Design: correctness, depth, trade-offs, examples',
  behavioural: 'Behavioural: situation, task, own action, result',
  motivation: 'Motivation and fit: specific to the role and company',
  introduction: 'Introduction: communication and relevance',
  closing: 'Closing question',
};

export interface AnswerPresentation {
  /** What stands where the score would: "7/10", "Not scored" or "Could not be heard reliably". */
  mark: string;
  /** "scored" draws a plain score; the others draw a badge. */
  tone: 'scored' | 'not-scored' | 'unheard';
  /**
   * A sentence under the mark saying why (not scored) or what to do (unheard); null for a scored answer, and null
   * when the candidate's feedback already opens with the mark (the built-in scorer's does), so nothing is said twice.
   */
  note: string | null;
  /** The rubric the answer was judged by, named for people; null when the scorer did not say. */
  rubricName: string | null;
}

/** Older results carry no status: a closing rubric still reads as not scored. */
function statusOf(item: QuestionScore): 'scored' | 'not-scored' | 'unheard' {
  if (item.status) return item.status;
  return item.rubric === 'closing' ? 'not-scored' : 'scored';
}

export function presentAnswer(item: QuestionScore, audience: ReportAudience): AnswerPresentation {
  const status = statusOf(item);
  // The closing question's rubric name would only repeat "Not scored".
  const rubricName = item.rubric && item.rubric !== 'closing' ? RUBRIC_NAMES[item.rubric] : null;
  if (status === 'scored') return { mark: `${item.score}/10`, tone: status, note: null, rubricName };
  const mark = status === 'not-scored' ? NOT_SCORED_LABEL : UNHEARD_LABEL;
  const saidAlready = audience === 'candidate' && item.feedback.toLowerCase().startsWith(mark.toLowerCase());
  const note =
    status === 'unheard'
      ? UNHEARD_ADVICE[audience]
      : item.rubric === 'closing'
        ? NOT_SCORED_NOTE[audience]
        : NOT_ANSWERED_NOTE[audience];
  return { mark, tone: status, note: saidAlready ? null : note, rubricName };
}

/** "Incomplete interview — 1 of 5 questions answered", or null for a complete interview. */
export function incompleteNotice(result: ScoreResult): string | null {
  if (!result.incomplete) return null;
  const { answeredQuestions, plannedQuestions } = result;
  if (answeredQuestions === undefined || plannedQuestions === undefined || plannedQuestions === 0)
    return 'Incomplete interview — it ended before every question was answered';
  const noun = plannedQuestions === 1 ? 'question' : 'questions';
  return `Incomplete interview — ${answeredQuestions} of ${plannedQuestions} ${noun} answered`;
}

/**
 * The overall score as shown ("51/100"), or null when there is none to show: nothing was answered, or too little was
 * said to judge fairly — the summary then says so, and a number beside it would contradict it.
 */
export function overallScoreShown(result: ScoreResult): string | null {
  if (result.insufficientData || result.answeredQuestions === 0) return null;
  return `${result.overallScore}/100`;
}

/** Where no overall score is shown. */
export const NO_OVERALL_SCORE = 'Not scored';

/** The overall score's heading: an incomplete interview's score covers only the answered questions. */
export function overallScoreHeading(result: ScoreResult): string {
  return result.incomplete && overallScoreShown(result) !== null
    ? 'Overall Score (answered questions only)'
    : 'Overall Score';
}

/** The summary in the reader's person: the third-person text for recruiters when the scorer wrote one. */
export function summaryFor(result: ScoreResult, audience: ReportAudience): string {
  return audience === 'recruiter' && result.recruiterSummary ? result.recruiterSummary : result.summary;
}

/**
 * The technical details of a model's scoring, in plain words: how far its scores agree with the built-in engine's,
 * and what was dropped because it did not hold up. Null for a built-in result.
 */
export function modelAgreementLines(result: ScoreResult): string[] | null {
  const agreement = result.modelAgreement;
  if (!agreement) return null;
  const answers =
    agreement.comparedAnswers === 1 ? '1 scored answer' : `${agreement.comparedAnswers} scored answers`;
  const lines = [
    `Compared over ${answers}: the language model and the built-in scorer differ by ${agreement.meanAbsoluteDifference.toFixed(1)} points out of 10 on average.`,
    agreement.spearman === null
      ? 'Rank agreement: too few answers to rank.'
      : `Rank agreement (Spearman): ${agreement.spearman.toFixed(2)}.`,
  ];
  if (agreement.quotesRejected > 0) {
    lines.push(
      `${agreement.quotesRejected} ${agreement.quotesRejected === 1 ? 'quote' : 'quotes'} given as evidence did not occur in the answer and ${agreement.quotesRejected === 1 ? 'was' : 'were'} dropped.`,
    );
  }
  if (agreement.answersFallenBack > 0) {
    lines.push(
      `${agreement.answersFallenBack} ${agreement.answersFallenBack === 1 ? 'answer keeps' : 'answers keep'} the built-in score (the model's was not backed by the answer or exceeded a cap).`,
    );
  }
  return lines;
}
