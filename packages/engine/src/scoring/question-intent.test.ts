import { describe, expect, it } from 'vitest';
import { answerSignals } from './answer-signals';
import { asksForExperience, intentMissOf, type IntentEvidence } from './question-intent';

const evidence = (overrides: Partial<IntentEvidence>): IntentEvidence => ({
  pastEvents: 0,
  subjectSentences: 0,
  sentences: 2,
  lifeTalk: 0,
  ...overrides,
});
const timeQuestion = 'Tell me about a time you missed a deadline.';

describe('asksForExperience', () => {
  it('reads a question that asks for an event the candidate lived, not one that asks how or what', () => {
    expect(asksForExperience(timeQuestion)).toBe(true);
    expect(asksForExperience('Describe a situation where a patient refused treatment.')).toBe(true);
    expect(asksForExperience('Have you ever had to cover a shift at short notice?')).toBe(true);
    expect(asksForExperience('How would you reduce the time our CI pipeline takes?')).toBe(false);
    expect(asksForExperience('What does the volatile keyword do in C?')).toBe(false);
  });
});

describe('intentMissOf', () => {
  it('finds an experience question answered with nothing that happened, nothing done and nothing on its subject', () => {
    const skills = "I'm strong in Excel: pivot tables, lookups and macros, and I type fast.";
    expect(intentMissOf(timeQuestion, skills, evidence({}))).toBe('no-experience');
  });

  it('does not take a wish ("I\'d like to …") for a way of handling the event', () => {
    const wish = "What I'd really like is a role with fewer evening events, the hours are long here.";
    expect(intentMissOf(timeQuestion, wish, evidence({}))).toBe('no-experience');
    expect(intentMissOf(timeQuestion, "I'd like to think I'd warn people early.", evidence({}))).toBeNull();
  });

  it('accepts a story, a hypothetical handling, or an answer on the subject', () => {
    const story = 'We shipped the release two days late because the payment provider changed its API.';
    expect(intentMissOf(timeQuestion, story, evidence({ pastEvents: 3 }))).toBeNull();
    const hypothetical = "I'd tell my lead as early as possible and agree what could slip.";
    expect(intentMissOf(timeQuestion, hypothetical, evidence({}))).toBeNull();
    const onSubject = 'Deadlines slip for me when estimates are guesses, so I estimate from past tickets.';
    expect(intentMissOf(timeQuestion, onSubject, evidence({ subjectSentences: 1 }))).toBeNull();
  });

  it('finds an answer that touches its subject once and then wanders into life outside work', () => {
    expect(
      intentMissOf(
        'How do you bleed a radiator?',
        'anecdote',
        evidence({ sentences: 6, subjectSentences: 1, lifeTalk: 3, pastEvents: 8 }),
      ),
    ).toBe('wandering');
  });

  it('does not call a long answer on its subject wandering, even with words about weekends and family', () => {
    expect(
      intentMissOf(
        'How would you handle a weekend outage?',
        'answer',
        evidence({ sentences: 6, subjectSentences: 4, lifeTalk: 3 }),
      ),
    ).toBeNull();
    // A procedure that names pets or meals is not an anecdote: nothing happened in it.
    expect(
      intentMissOf(
        'How do you calculate a drug dose?',
        'answer',
        evidence({ sentences: 5, subjectSentences: 1, lifeTalk: 3, pastEvents: 0 }),
      ),
    ).toBeNull();
    // Several sentences in other words than the question's, but no life outside work: not wandering.
    expect(
      intentMissOf('What is a left join?', 'answer', evidence({ sentences: 5, subjectSentences: 0 })),
    ).toBeNull();
  });
});

describe('what happened, not a state', () => {
  it('does not count a participle that describes a state ("it is really organised") as an event', () => {
    const signalsOf = (answer: string) =>
      answerSignals({ question: timeQuestion, answer, skill: null, expectedPoints: [], jdSkills: [] });
    expect(
      signalsOf('The best part of the role is the filing, because it is really organised.').pastEvents,
    ).toBe(0);
    expect(signalsOf('We missed the handover, so I organised a call.').pastEvents).toBe(2);
  });
});
