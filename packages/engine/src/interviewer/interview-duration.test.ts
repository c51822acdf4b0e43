/**
 * The whole duration, with a simulated clock: the dialogue is driven with thirty-second answers, the clock moves by
 * each answer and by the interviewer's words at speaking pace, and the call ends when the dialogue ends it or the
 * limit is reached (as the live session does).
 */
import { describe, expect, it } from 'vitest';
import type { InterviewPlan } from '@intervia/shared';
import { analyzeInterviewInput } from '../analysis/analyze-interview-input';
import { JOB_DESCRIPTION_FIXTURES } from '../analysis/fixtures/job-descriptions';
import { planInterview } from '../planning/plan-interview';
import { openInterview, plannedQuestionAt, respondToCandidate } from './interview-dialogue';
import { simulateCall } from './interview-simulation.testing';
import { FRONTEND_CHECKOUT_POSTING } from '../planning/fixtures/postings';

const persona = { assistantName: 'Iris', candidateFirstName: 'Sam', role: 'Frontend Engineer' };

function planFor(minutes: number, preferences = ''): InterviewPlan {
  const { parsedJD } = analyzeInterviewInput({
    title: 'Frontend Engineer',
    jobDescription: FRONTEND_CHECKOUT_POSTING,
  });
  return planInterview({
    parsedJD,
    resume: null,
    difficulty: 'medium',
    durationMinutes: minutes,
    preferences,
  });
}

describe('an interview fills its duration', () => {
  it('lasts at least 8 of 10 minutes with thirty-second answers, asks at least 8 questions and ends on time', () => {
    const call = simulateCall(planFor(10), 600);
    expect(call.seconds).toBeGreaterThanOrEqual(8 * 60);
    expect(call.seconds).toBeLessThanOrEqual(600);
    expect(call.endedBy).toBe('interviewer');
    expect(call.questions).toBeGreaterThanOrEqual(8);
    expect(call.followUps).toBeGreaterThan(0);
  });

  it('lasts at least 18 of 20 minutes and asks at least 14 questions', () => {
    const call = simulateCall(planFor(20), 1200);
    expect(call.seconds).toBeGreaterThanOrEqual(18 * 60);
    expect(call.endedBy).toBe('interviewer');
    expect(call.questions).toBeGreaterThanOrEqual(14);
  });

  it('asks the preferred topics in a 10-minute interview with preferences', () => {
    const plan = planFor(
      10,
      'Focus on React performance and accessibility, and ask one behavioural question about mentoring',
    );
    const call = simulateCall(plan, 600);
    const said = call.spoken.join(' ');
    expect(call.questions).toBeGreaterThanOrEqual(8);
    expect(said).toMatch(/React performance/);
    expect(said).toMatch(/accessibility/);
    expect(said).toMatch(/mentored or coached/);
  });

  it('asks both wishes of a 5-minute interview and says goodbye within the time, at every difficulty', () => {
    // Each question still to ask is budgeted at its own length: a long hard question leaves no room for a second
    // follow-up on the question before it (which ran this call to 302 s).
    for (const [name, fixture] of Object.entries(JOB_DESCRIPTION_FIXTURES)) {
      const { parsedJD } = analyzeInterviewInput(fixture);
      for (const difficulty of ['easy', 'medium', 'hard'] as const) {
        const plan = planInterview({
          parsedJD,
          resume: null,
          difficulty,
          durationMinutes: 5,
          preferences: 'Focus on code review, and ask one behavioural question about mentoring',
        });
        const call = simulateCall(plan, 300);
        const said = call.spoken.join(' ');
        expect(said, `${name} ${difficulty}`).toMatch(/code review/);
        expect(said, `${name} ${difficulty}`).toMatch(/mentor/);
        expect(call.endedBy, `${name} ${difficulty}`).toBe('interviewer');
        expect(call.seconds, `${name} ${difficulty}`).toBeLessThanOrEqual(300);
      }
    }
  });

  it('wraps up with the closing question in the last minutes and says goodbye before the limit', () => {
    const plan = planFor(10);
    const call = simulateCall(plan, 600);
    const closing = plan.questions.at(-1)?.text ?? '';
    const closingTurn = call.spoken.findIndex((text) => text.includes(closing));
    expect(closingTurn).toBeGreaterThan(0);
    expect(call.spoken.at(-1)).toMatch(/end of our interview/);
  });

  it('says the minutes left as the wizard does, never rounded up (1:47 is about 1 minute)', () => {
    const opening = openInterview(planFor(10), persona, { remainingSeconds: 107, reason: 'quota' });
    expect(opening.sentences.join(' ')).toMatch(/about 1 minute of interview time left on your plan/);
    expect(openInterview(planFor(10), persona, { remainingSeconds: 600 }).sentences.join(' ')).toMatch(
      /about 10 minutes/,
    );
  });

  it('keeps to a shorter limit than the plan (the quota) and says so in the greeting', () => {
    const plan = planFor(10);
    const opening = openInterview(plan, persona, { remainingSeconds: 300, reason: 'quota' });
    expect(opening.sentences.join(' ')).toMatch(/about 5 minutes of interview time left on your plan/);
    expect(opening.sentences.join(' ')).not.toMatch(/10 minutes/);
    const call = simulateCall(plan, 300);
    expect(call.endedBy).toBe('interviewer');
    expect(call.seconds).toBeLessThanOrEqual(300);
    expect(call.seconds).toBeGreaterThanOrEqual(4 * 60);
  });

  it('counts typed answers at speaking pace: instant typed answers do not race through the plan', () => {
    const typed = simulateCall(planFor(10), 600, { typed: true });
    const spokenCall = simulateCall(planFor(10), 600);
    expect(typed.endedBy).toBe('interviewer');
    expect(typed.seconds).toBeGreaterThanOrEqual(8 * 60);
    expect(Math.abs(typed.questions - spokenCall.questions)).toBeLessThanOrEqual(2);
  });

  it('asks reserve questions by their stored index after the plan’s own', () => {
    const plan = planFor(10);
    const call = simulateCall(plan, 600);
    const reserveAsked = call.spoken.some((text) =>
      (plan.reserve ?? []).some((question) => text.includes(question.text)),
    );
    expect(reserveAsked).toBe(true);
    expect(plannedQuestionAt(plan, plan.questions.length)).toEqual(plan.reserve?.[0]);
  });
});

describe('a run of short answers', () => {
  const SHORT_ANSWERS = [
    'I mostly fixed bugs in the checkout and helped with releases.',
    'We used Storybook for the components.',
    'I think I would profile it first and see.',
  ];

  it('still asks at least 8 questions in 10 minutes: nudges give way once the interview falls a question behind', () => {
    const call = simulateCall(planFor(10), 600, { answers: SHORT_ANSWERS });
    expect(call.questions).toBeGreaterThanOrEqual(8);
    expect(call.followUps).toBeGreaterThan(0);
  });

  it('nudges the first short answers, in their own words', () => {
    const call = simulateCall(planFor(10), 600, { answers: SHORT_ANSWERS });
    expect(call.spoken.slice(1, 4).join(' ')).toMatch(
      /You mentioned that you mostly fixed bugs in the checkout/,
    );
  });
});

describe('taking up a short answer a little behind the pace', () => {
  const short =
    'I decided to move the filtering to the server because the lists were far too long for the browser.';
  const long = `${short} It took two sprints, we had to rewrite the paging on both sides, and the designers wanted the same feel as before, so we kept the client-side sorting for small lists and measured it on real customer data.`;

  function replyAt(answer: string, elapsedSeconds: number) {
    const plan = planFor(10);
    const opening = openInterview(plan, persona, { remainingSeconds: 600 });
    const state = { ...opening.state, currentQuestionIndex: 1 };
    return respondToCandidate(plan, persona, state, answer, 600 - elapsedSeconds, elapsedSeconds);
  }

  it('follows up a short answer half a question behind, not a long one', () => {
    expect(replyAt(short, 130).followUp).toBe('why-choice');
    expect(replyAt(long, 130).followUp).toBeUndefined();
    // Both are taken up on pace.
    expect(replyAt(long, 100).followUp).toBe('why-choice');
  });
});
