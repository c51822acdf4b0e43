import { describe, expect, it } from 'vitest';
import { leftOpenAt } from './left-open';

const GREETING = { role: 'assistant' as const, questionIndex: 0, text: 'Hello! Tell me about yourself.' };
const ANSWER = { role: 'user' as const, questionIndex: null, text: 'I build dashboards in Tableau.' };
const QUESTION_1 = {
  role: 'assistant' as const,
  questionIndex: 1,
  text: 'Thanks. Describe a problem you hit with SQL.',
};
const FOLLOW_UP_1 = {
  role: 'assistant' as const,
  questionIndex: 1,
  text: 'You mentioned the close went from five days to two. How did you measure that?',
};

describe('what a cut-off call left open', () => {
  it('is the planned question when the interviewer asked it last, or before any turn', () => {
    expect(leftOpenAt([])).toEqual({ kind: 'question' });
    expect(leftOpenAt([GREETING])).toEqual({ kind: 'question' });
    expect(leftOpenAt([GREETING, ANSWER, QUESTION_1])).toEqual({ kind: 'question' });
  });

  it('is the follow-up itself when a follow-up was asked last', () => {
    expect(leftOpenAt([GREETING, ANSWER, QUESTION_1, ANSWER, FOLLOW_UP_1])).toEqual({
      kind: 'follow-up',
      text: FOLLOW_UP_1.text,
    });
  });

  it('is the answer when the call ended before the interviewer replied to it', () => {
    expect(leftOpenAt([GREETING, ANSWER, QUESTION_1, ANSWER])).toEqual({
      kind: 'answer',
      text: ANSWER.text,
      confidence: null,
    });
  });

  it('keeps the recogniser’s confidence in the answer left open', () => {
    expect(leftOpenAt([GREETING, ANSWER, QUESTION_1, { ...ANSWER, confidence: 0.6 }])).toEqual({
      kind: 'answer',
      text: ANSWER.text,
      confidence: 0.6,
    });
  });

  it('is the answer when the interviewer said only goodbye (time ran out) or a time warning after it', () => {
    const goodbye = {
      role: 'assistant' as const,
      questionIndex: null,
      text: 'That is all the time we have. Thank you. That is the end of our interview.',
    };
    expect(leftOpenAt([GREETING, ANSWER, QUESTION_1, ANSWER, goodbye])).toEqual({
      kind: 'answer',
      text: ANSWER.text,
      confidence: null,
    });
  });

  it('is the question when the candidate last asked for time or a repeat', () => {
    const thinking = { role: 'assistant' as const, questionIndex: null, text: 'Take your time.' };
    expect(
      leftOpenAt([GREETING, ANSWER, QUESTION_1, { ...ANSWER, text: 'Let me think.' }, thinking]),
    ).toEqual({ kind: 'question' });
  });

  it('is the question again when the last answer has no words yet (kept for recognition after the call)', () => {
    expect(leftOpenAt([GREETING, ANSWER, QUESTION_1, { ...ANSWER, text: '' }])).toEqual({ kind: 'question' });
  });

  it('is the question when the interviewer repeated it without an answer in between, or said something else last', () => {
    expect(leftOpenAt([GREETING, ANSWER, QUESTION_1, QUESTION_1])).toEqual({ kind: 'question' });
    expect(
      leftOpenAt([
        GREETING,
        ANSWER,
        QUESTION_1,
        { role: 'assistant', questionIndex: null, text: 'One minute left.' },
      ]),
    ).toEqual({ kind: 'question' });
  });
});
