/**
 * A short interview honours every wish the candidate stated before the posting's own questions, as far as the
 * duration can hold them as short main questions; a wish left to the reserve is named in the plan's notes.
 */
import { describe, expect, it } from 'vitest';
import type { InterviewPlan } from '@intervia/shared';
import { analyzeInterviewInput } from '../analysis/analyze-interview-input';
import { simulateCall } from '../interviewer/interview-simulation.testing';
import {
  planInterview,
  questionCountForDuration,
  questionCountForWishes,
  readPreferences,
  wishCount,
  wishesThatFit,
  wishRoomForDuration,
} from './plan-interview';
import { FRONTEND_CHECKOUT_POSTING } from './fixtures/postings';

const RESUME = `Jane Doe
Frontend developer

EXPERIENCE
Software Engineer at Acme Ltd, 2019 - present
- Built a real-time dashboard in React used by 2,000 agents

PROJECTS
- Recipe Finder: a Next.js app with Redis caching
- Chess bot - Python engine with minimax search

SKILLS
TypeScript, React, Node.js`;

function planFor(
  minutes: number,
  preferences: string,
  options: { difficulty?: 'easy' | 'medium' | 'hard'; resume?: boolean } = {},
): InterviewPlan {
  const { parsedJD, resume } = analyzeInterviewInput({
    title: 'Frontend Engineer',
    jobDescription: FRONTEND_CHECKOUT_POSTING,
    ...(options.resume ? { resumeText: RESUME } : {}),
  });
  return planInterview({
    parsedJD,
    resume,
    difficulty: options.difficulty ?? 'medium',
    durationMinutes: minutes,
    preferences,
  });
}

const main = (plan: InterviewPlan) => plan.questions.slice(1, -1);
const mainText = (plan: InterviewPlan) =>
  main(plan)
    .map((question) => question.text)
    .join(' ');

describe('the room a duration has for wishes', () => {
  it('holds two short main questions in 5 minutes, one in 3, and never less than the usual count', () => {
    expect(wishRoomForDuration(3)).toBe(1);
    expect(wishRoomForDuration(4)).toBe(1);
    expect(wishRoomForDuration(5)).toBe(2);
    expect(wishRoomForDuration(6)).toBe(2);
    expect(wishRoomForDuration(7)).toBe(3);
    for (const minutes of [3, 5, 10, 15, 20, 30, 60])
      expect(wishRoomForDuration(minutes)).toBeGreaterThanOrEqual(questionCountForDuration(minutes) - 2);
  });

  it('chooses one wish of each request before a second of any', () => {
    const wishes = [
      { request: 'topic', name: 'React performance' },
      { request: 'topic', name: 'accessibility' },
      { request: 'behavioural', name: 'mentoring' },
    ];
    expect([...wishesThatFit(wishes, 2)].map((wish) => wish.name)).toEqual([
      'React performance',
      'mentoring',
    ]);
    expect(wishesThatFit(wishes, 3).size).toBe(3);
    expect(wishesThatFit(wishes, 1).size).toBe(1);
  });
});

describe('a 5-minute interview with two wishes', () => {
  it('asks a focus topic and a behavioural request both as main questions', () => {
    const plan = planFor(5, 'Focus on React performance, and ask one behavioural question about mentoring');
    expect(plan.questions).toHaveLength(4);
    expect(mainText(plan)).toMatch(/React performance/);
    expect(mainText(plan)).toMatch(/mentor/);
    expect(plan.notes).toBeUndefined();
    // Both are asked in a call with thirty-second answers, which ends by the interviewer within the time.
    const call = simulateCall(plan, 300);
    const said = call.spoken.join(' ');
    expect(said).toMatch(/React performance/);
    expect(said).toMatch(/mentored or coached/);
    expect(call.endedBy).toBe('interviewer');
    expect(call.seconds).toBeLessThanOrEqual(300);
  });

  it('asks two focus topics both as main questions', () => {
    const plan = planFor(5, 'Focus on React performance and accessibility');
    expect(main(plan)).toHaveLength(2);
    expect(mainText(plan)).toMatch(/React performance/);
    expect(mainText(plan)).toMatch(/accessibility/i);
    expect(plan.notes).toBeUndefined();
  });

  it('with three wishes, asks one of each request and says plainly which wish waits for spare time', () => {
    const plan = planFor(
      5,
      'Focus on React performance and accessibility, and ask one behavioural question about mentoring',
    );
    expect(main(plan)).toHaveLength(2);
    expect(mainText(plan)).toMatch(/React performance/);
    expect(mainText(plan)).toMatch(/mentor/);
    // The wish that did not fit leads the reserve, and both its reason and the plan's note say so.
    const first = plan.reserve?.[0];
    expect(first?.text).toMatch(/accessibility/i);
    expect(first?.reason).toMatch(/asked if time remains/);
    expect(plan.notes).toHaveLength(1);
    expect(plan.notes?.[0]).toMatch(/5-minute interview has room for two main questions/);
    expect(plan.notes?.[0]).toMatch(/accessibility is asked only if time remains/);
    expect(plan.notes?.[0]).toMatch(/7 minutes or more/);
  });

  it('asks a focus topic and the résumé’s projects in a hard résumé interview', () => {
    const plan = planFor(5, 'Focus on React performance and ask about my projects', {
      difficulty: 'hard',
      resume: true,
    });
    expect(main(plan).map((question) => question.kind)).toContain('resume');
    expect(mainText(plan)).toMatch(/React performance/);
    expect(plan.notes).toBeUndefined();
  });

  it('names the résumé in the note when it is the wish that waits', () => {
    const plan = planFor(
      5,
      'Focus on React performance, ask about my projects, and one behavioural question about mentoring',
      { difficulty: 'hard', resume: true },
    );
    expect(main(plan)).toHaveLength(2);
    expect(plan.reserve?.[0]?.kind).toBe('resume');
    expect(plan.notes?.[0]).toMatch(/a question about your projects is asked only if time remains/);
  });
});

describe('a short interview with one wish or none', () => {
  it('asks "one behavioural question about mentoring" as its one main question', () => {
    const plan = planFor(5, 'Ask one behavioural question about mentoring');
    expect(plan.questions).toHaveLength(questionCountForDuration(5));
    expect(mainText(plan)).toMatch(/mentored or coached/);
    expect(plan.notes).toBeUndefined();
  });

  it('keeps the usual count without wishes, also in a hard résumé interview', () => {
    for (const difficulty of ['medium', 'hard'] as const) {
      const plan = planFor(5, '', { difficulty, resume: true });
      expect(plan.questions).toHaveLength(questionCountForDuration(5));
      expect(plan.notes).toBeUndefined();
    }
  });

  it('in 3 minutes asks the first wish and names the other in the note', () => {
    const plan = planFor(3, 'Focus on React performance, and ask one behavioural question about mentoring');
    expect(plan.questions).toHaveLength(3);
    expect(mainText(plan)).toMatch(/React performance/);
    expect(plan.notes?.[0]).toMatch(
      /3-minute interview has room for one main question .* the behavioural question about mentoring is asked only if time remains/,
    );
  });
});

describe('more wishes than any interview holds', () => {
  it('names the wishes left over but no duration', () => {
    const topics = Array.from({ length: 15 }, (_, at) => `topic number ${at + 1}`).join(', ');
    const plan = planFor(60, `Focus on ${topics}`);
    expect(plan.notes?.[0]).toMatch(/60-minute interview has room for 13 main questions/);
    expect(plan.notes?.[0]).toMatch(/topic number 14 and topic number 15 are asked only if time remains\.$/);
  });
});

describe('longer interviews keep their counts', () => {
  it('plans the usual count in 10 and 20 minutes when the wishes fit', () => {
    const preferences =
      'Focus on React performance and accessibility, and ask one behavioural question about mentoring';
    for (const minutes of [10, 20]) {
      const plan = planFor(minutes, preferences);
      expect(plan.questions).toHaveLength(questionCountForDuration(minutes));
      expect(plan.notes).toBeUndefined();
    }
  });
});

describe('the count a planner that writes its own questions is given', () => {
  it('is the built-in plan’s count, read from the preferences alone', () => {
    const wishes = [
      '',
      'Focus on React performance',
      'Focus on React performance, and ask one behavioural question about mentoring',
      'Focus on React performance and accessibility, and ask one behavioural question about mentoring',
      'Focus on system design and my projects',
      'Ask me three behavioural questions about teamwork and focus on testing',
      'Focus on React performance, ask about my projects, and one behavioural question about mentoring',
    ];
    for (const preferences of wishes)
      for (const resume of [false, true])
        for (const minutes of [3, 5, 6, 7, 10]) {
          const plan = planFor(minutes, preferences, { resume });
          expect(plan.questions.length, `${minutes} min, résumé ${resume}: ${preferences}`).toBe(
            questionCountForWishes(minutes, wishCount(readPreferences(preferences), resume)),
          );
        }
  });
});
