import { describe, expect, it } from 'vitest';
import { answerSignals } from './answer-signals';
import { scoreAnswer } from './score-answer';

const QUESTION = 'How do you make sure a medication order is safe before you give it?';
const signalsOf = (answer: string) =>
  answerSignals({ question: QUESTION, answer, skill: null, expectedPoints: [], jdSkills: [] });
const scoreOf = (answer: string) =>
  scoreAnswer({
    question: QUESTION,
    answer,
    kind: 'technical',
    skill: null,
    expectedPoints: [],
    jdSkills: [],
    difficulty: 'medium',
  }).score;

describe('dismissals: saying the work needs no doing', () => {
  it('counts sentences that dismiss the work, not ones that give a reason or describe a quality', () => {
    expect(
      signalsOf(
        "The pharmacy system handles everything for you. You don't really need to check anything else on the ward.",
      ).dismissals,
    ).toBe(2);
    expect(
      signalsOf("You don't need to recheck the dose because the second nurse already signed it.").dismissals,
    ).toBe(0);
    expect(signalsOf('I keep the chart simple so it is easy to read at handover.').dismissals).toBe(0);
  });

  it('scores a fluent answer that dismisses the check the question is about well below one that makes it', () => {
    const dismissive = scoreOf(
      "Honestly the electronic prescribing system checks the allergies and the interactions, so it handles everything for you. Then you give the medication at the right time on the chart. You don't really need to do anything else at the bedside, the pharmacist has already looked at it.",
    );
    const sameWithoutDismissal = scoreOf(
      'Honestly the electronic prescribing system checks the allergies and the interactions, so it covers a lot of it for you. Then you give the medication at the right time on the chart. At the bedside I also look at what else is going on with the patient, the pharmacist has already looked at it.',
    );
    expect(sameWithoutDismissal - dismissive).toBeGreaterThanOrEqual(2.5);
  });
});

describe('feedback on a dismissal', () => {
  it('quotes nothing as good and says the work was waved away', () => {
    const feedback = scoreAnswer({
      question: 'How would you make sure a payment event is processed exactly once?',
      answer:
        'The broker has exactly-once delivery built in, so you turn on that setting in the config and it handles everything for you. Then every payment event is processed one time, and we log each one with its order number for the audit.',
      kind: 'technical',
      skill: null,
      expectedPoints: [],
      jdSkills: [],
      difficulty: 'medium',
    }).feedback;
    expect(feedback).not.toMatch(/^Good:/);
    expect(feedback).toContain('needs no doing');
  });
});
