import { describe, expect, it } from 'vitest';
import type { QuestionScore, ScoreResult } from '@intervia/shared';
import {
  NOT_SCORED_LABEL,
  UNHEARD_LABEL,
  incompleteNotice,
  modelAgreementLines,
  overallScoreHeading,
  overallScoreShown,
  presentAnswer,
  summaryFor,
} from './score-presentation';

const answer = (fields: Partial<QuestionScore>): QuestionScore => ({
  question: 'Q?',
  answer: 'A.',
  score: 0,
  feedback: 'F.',
  ...fields,
});

const result = (fields: Partial<ScoreResult>): ScoreResult => ({
  overallScore: 62,
  summary: 'Your best answer was question 1.',
  scores: [],
  ...fields,
});

describe('presentAnswer', () => {
  it('shows a scored answer out of 10 with its rubric', () => {
    const shown = presentAnswer(answer({ score: 7.5, rubric: 'behavioural', status: 'scored' }), 'candidate');
    expect(shown).toMatchObject({ mark: '7.5/10', tone: 'scored', note: null });
    expect(shown.rubricName).toContain('situation, task, own action, result');
  });

  it('shows the closing question as not scored, never 0/10, without repeating the rubric', () => {
    const shown = presentAnswer(answer({ score: 0, rubric: 'closing', status: 'not-scored' }), 'candidate');
    expect(shown.mark).toBe(NOT_SCORED_LABEL);
    expect(shown.mark).not.toContain('/10');
    expect(shown.rubricName).toBeNull();
    expect(shown.note).toMatch(/does not count towards your score/);
  });

  it('shows a question an incomplete interview left unanswered as left out, never 0/10', () => {
    const shown = presentAnswer(answer({ score: 0, rubric: 'technical', status: 'not-scored' }), 'candidate');
    expect(shown.mark).toBe(NOT_SCORED_LABEL);
    expect(shown.note).toBe(
      'The interview ended before this question was answered, so it is left out of your score.',
    );
    expect(
      presentAnswer(answer({ score: 0, rubric: 'technical', status: 'not-scored' }), 'recruiter').note,
    ).toMatch(/left out of the score\.$/);
  });

  it('reads an older result with a closing rubric but no status as not scored', () => {
    expect(presentAnswer(answer({ rubric: 'closing' }), 'candidate').mark).toBe(NOT_SCORED_LABEL);
  });

  it('marks an unheard answer and tells the candidate what to do', () => {
    const shown = presentAnswer(answer({ score: 0, rubric: 'technical', status: 'unheard' }), 'candidate');
    expect(shown.mark).toBe(UNHEARD_LABEL);
    expect(shown.tone).toBe('unheard');
    expect(shown.note).toMatch(/correct the transcript/i);
    expect(shown.note).toMatch(/headset/);
    expect(shown.note).toMatch(/type your answers/);
  });

  it("does not repeat what the candidate's feedback already opens with, but keeps it for recruiters", () => {
    const item = answer({
      status: 'unheard',
      feedback:
        'Could not be heard reliably: the transcript is not coherent speech. Correct the transcript, use a headset, or type the answer.',
    });
    expect(presentAnswer(item, 'candidate')).toMatchObject({ mark: UNHEARD_LABEL, note: null });
    expect(presentAnswer(item, 'recruiter').note).toMatch(/retake/);
    const closing = answer({
      status: 'not-scored',
      feedback: 'Not scored: the closing question is a chance to ask.',
    });
    expect(presentAnswer(closing, 'candidate').note).toBeNull();
  });

  it('speaks of the candidate in the third person for recruiters', () => {
    const shown = presentAnswer(answer({ status: 'unheard' }), 'recruiter');
    expect(shown.note).not.toMatch(/\byour?\b/i);
    expect(shown.note).toMatch(/retake/);
    expect(presentAnswer(answer({ status: 'not-scored' }), 'recruiter').note).not.toMatch(/\byour?\b/i);
  });

  it('gives no rubric name when the scorer named none', () => {
    expect(presentAnswer(answer({ score: 4 }), 'candidate')).toMatchObject({
      mark: '4/10',
      rubricName: null,
    });
  });
});

describe('incomplete interviews', () => {
  it('says how many of the planned questions were answered', () => {
    const partial = result({ incomplete: true, answeredQuestions: 1, plannedQuestions: 5 });
    expect(incompleteNotice(partial)).toBe('Incomplete interview — 1 of 5 questions answered');
    expect(overallScoreHeading(partial)).toBe('Overall Score (answered questions only)');
  });

  it('shows no overall score when nothing was answered or too little was said to judge', () => {
    expect(
      overallScoreShown(result({ incomplete: true, answeredQuestions: 0, plannedQuestions: 4 })),
    ).toBeNull();
    const thin = result({
      overallScore: 51,
      insufficientData: true,
      incomplete: true,
      answeredQuestions: 1,
      plannedQuestions: 4,
    });
    expect(overallScoreShown(thin)).toBeNull();
    expect(overallScoreHeading(thin)).toBe('Overall Score');
    expect(overallScoreShown(result({ overallScore: 51, incomplete: true, answeredQuestions: 1 }))).toBe(
      '51/100',
    );
  });

  it('uses the singular for one planned question and still warns without counts', () => {
    expect(incompleteNotice(result({ incomplete: true, answeredQuestions: 0, plannedQuestions: 1 }))).toBe(
      'Incomplete interview — 0 of 1 question answered',
    );
    expect(incompleteNotice(result({ incomplete: true }))).toMatch(/^Incomplete interview/);
  });

  it('shows no notice and a plain heading for a complete interview', () => {
    const complete = result({ incomplete: false, answeredQuestions: 5, plannedQuestions: 5 });
    expect(incompleteNotice(complete)).toBeNull();
    expect(overallScoreHeading(complete)).toBe('Overall Score');
    expect(incompleteNotice(result({}))).toBeNull();
  });
});

describe('summaryFor', () => {
  it('gives recruiters the third-person summary when there is one, candidates always their own', () => {
    const scored = result({ recruiterSummary: "The candidate's best answer was question 1." });
    expect(summaryFor(scored, 'recruiter')).toBe("The candidate's best answer was question 1.");
    expect(summaryFor(scored, 'candidate')).toBe('Your best answer was question 1.');
    expect(summaryFor(result({}), 'recruiter')).toBe('Your best answer was question 1.');
  });
});

describe('modelAgreementLines', () => {
  it('says nothing for a built-in result', () => {
    expect(modelAgreementLines(result({ source: 'built-in' }))).toBeNull();
  });

  it('states the agreement and what was dropped, in plain words', () => {
    const lines = modelAgreementLines(
      result({
        source: 'llm',
        modelAgreement: {
          comparedAnswers: 4,
          meanAbsoluteDifference: 1.25,
          spearman: 0.8,
          quotesRejected: 1,
          answersFallenBack: 2,
        },
      }),
    );
    expect(lines).toEqual([
      'Compared over 4 scored answers: the language model and the built-in scorer differ by 1.3 points out of 10 on average.',
      'Rank agreement (Spearman): 0.80.',
      '1 quote given as evidence did not occur in the answer and was dropped.',
      "2 answers keep the built-in score (the model's was not backed by the answer or exceeded a cap).",
    ]);
  });

  it('says when there are too few answers to rank, and leaves out what did not happen', () => {
    const lines = modelAgreementLines(
      result({
        modelAgreement: {
          comparedAnswers: 1,
          meanAbsoluteDifference: 0,
          spearman: null,
          quotesRejected: 0,
          answersFallenBack: 0,
        },
      }),
    );
    expect(lines).toEqual([
      'Compared over 1 scored answer: the language model and the built-in scorer differ by 0.0 points out of 10 on average.',
      'Rank agreement: too few answers to rank.',
    ]);
  });
});
