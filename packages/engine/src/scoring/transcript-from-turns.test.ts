import { describe, expect, it } from 'vitest';
import type { InterviewPlan, PlannedQuestion } from '@intervia/shared';
import { transcriptFromTurns, type RecordedTurn } from './transcript-from-turns';

const question = (
  text: string,
  kind: PlannedQuestion['kind'],
  skill: string | null = null,
): PlannedQuestion => ({
  text,
  kind,
  skill,
  expectedPoints: skill ? [`uses ${skill}`] : [],
});

const plan: InterviewPlan = {
  difficulty: 'medium',
  durationMinutes: 10,
  questions: [
    question('Tell me about yourself.', 'intro'),
    question('How do you tune PostgreSQL?', 'technical', 'PostgreSQL'),
    question('Any questions for us?', 'closing'),
  ],
  reserve: [question('Tell me about a disagreement.', 'behavioural')],
};

const asks = (questionIndex: number | null, text = 'asked'): RecordedTurn => ({
  role: 'assistant',
  text,
  questionIndex,
});
const says = (text: string): RecordedTurn => ({ role: 'user', text, questionIndex: null });

describe('transcriptFromTurns', () => {
  it('pairs each planned question with the candidate turns that follow it', () => {
    expect(
      transcriptFromTurns(plan, [
        asks(0),
        says(' I build backends. '),
        asks(1),
        says('With EXPLAIN ANALYZE.'),
      ]),
    ).toEqual([
      {
        question: 'Tell me about yourself.',
        answer: 'I build backends.',
        kind: 'intro',
        skill: null,
        expectedPoints: [],
      },
      {
        question: 'How do you tune PostgreSQL?',
        answer: 'With EXPLAIN ANALYZE.',
        kind: 'technical',
        skill: 'PostgreSQL',
        expectedPoints: ['uses PostgreSQL'],
      },
    ]);
  });

  it('joins the answers to a follow-up or a repeat into the entry of the question it belongs to', () => {
    const transcript = transcriptFromTurns(plan, [
      asks(1),
      says('Indexes.'),
      asks(null, 'Could you give an example?'),
      says('I added a partial index.'),
      asks(1, 'Let me repeat the question.'),
      says('It cut latency.'),
    ]);
    expect(transcript).toHaveLength(1);
    expect(transcript[0]?.answer).toBe('Indexes. I added a partial index. It cut latency.');
  });

  it('lists a reserve question asked before the closing one before it, as it was asked', () => {
    const transcript = transcriptFromTurns(plan, [
      asks(0),
      says('Hi.'),
      asks(3),
      says('We agreed.'),
      asks(2),
      says('No.'),
    ]);
    expect(transcript.map((entry) => entry.question)).toEqual([
      'Tell me about yourself.',
      'Tell me about a disagreement.',
      'Any questions for us?',
    ]);
  });

  it('reads reserve questions by their index after the plan and orders entries by the asking order', () => {
    const transcript = transcriptFromTurns(plan, [
      asks(3),
      says('We agreed on a test.'),
      asks(0),
      says('Hi.'),
    ]);
    expect(transcript.map((entry) => [entry.question, entry.answer])).toEqual([
      ['Tell me about yourself.', 'Hi.'],
      ['Tell me about a disagreement.', 'We agreed on a test.'],
    ]);
  });

  it('ignores speech before the first question and questions the plan does not hold', () => {
    const transcript = transcriptFromTurns(plan, [says('Hello?'), asks(9), says('Lost.'), asks(2)]);
    expect(transcript).toEqual([
      { question: 'Any questions for us?', answer: '', kind: 'closing', skill: null, expectedPoints: [] },
    ]);
  });

  it('gives an empty transcript when no question was asked', () => {
    expect(transcriptFromTurns(plan, [says('Hello?')])).toEqual([]);
  });
});

describe('transcriptFromTurns: recognition confidence', () => {
  const heard = (text: string, confidence: number | null): RecordedTurn => ({
    role: 'user',
    text,
    questionIndex: null,
    confidence,
  });

  it("carries a voice answer's confidence, weighted by each turn's words when the answer has several", () => {
    const [, technical] = transcriptFromTurns(plan, [
      asks(0),
      says('I build backends.'),
      asks(1),
      heard('one two three four five six', 0.9),
      heard('seven eight', 0.1),
    ]);
    expect(technical?.recognitionConfidence).toBeCloseTo((0.9 * 6 + 0.1 * 2) / 8, 5);
  });

  it('leaves the confidence out of a typed answer and ignores turns without one', () => {
    const [intro, technical] = transcriptFromTurns(plan, [
      asks(0),
      says('I build backends.'),
      asks(1),
      heard('I add an index', null),
      heard('and read the query plan', 0.3),
    ]);
    expect(intro).not.toHaveProperty('recognitionConfidence');
    expect(technical?.recognitionConfidence).toBeCloseTo(0.3, 5);
  });
});
