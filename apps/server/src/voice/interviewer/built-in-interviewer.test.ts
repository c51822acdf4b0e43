import { describe, expect, it } from 'vitest';
import type { InterviewPlan } from '@intervia/shared';
import { BuiltInInterviewer } from './built-in-interviewer';

const plan: InterviewPlan = {
  difficulty: 'medium',
  durationMinutes: 10,
  questions: [
    { text: 'Tell me about yourself.', kind: 'intro', skill: null, expectedPoints: [] },
    { text: 'How do you use SQL at work?', kind: 'technical', skill: 'SQL', expectedPoints: [] },
    { text: 'Do you have any questions for me?', kind: 'closing', skill: null, expectedPoints: [] },
  ],
};
const persona = { assistantName: 'Iris', candidateFirstName: 'Sam', role: 'Data Analyst' };

async function spoken(reply: { sentences: AsyncIterable<string> }): Promise<string> {
  const sentences: string[] = [];
  for await (const sentence of reply.sentences) sentences.push(sentence);
  return sentences.join(' ');
}

describe('built-in interviewer', () => {
  it('says the call’s real limit when the candidate’s minutes are shorter than the interview', async () => {
    const interviewer = new BuiltInInterviewer(plan, persona, [], 'quota');
    const greeting = await spoken(
      interviewer.open({ resumed: false, elapsedSeconds: 0, remainingSeconds: 300 }),
    );
    expect(greeting).toMatch(/about 5 minutes of interview time left on your plan/);
    expect(greeting).not.toMatch(/10 minutes/);
  });

  it('says the interview’s duration when it is the limit', async () => {
    const interviewer = new BuiltInInterviewer(plan, persona);
    const greeting = await spoken(
      interviewer.open({ resumed: false, elapsedSeconds: 0, remainingSeconds: 600 }),
    );
    expect(greeting).toMatch(/We have about 10 minutes\./);
  });

  it('counts instant typed answers at speaking pace and wraps up on that clock', async () => {
    const interviewer = new BuiltInInterviewer(plan, persona);
    await spoken(interviewer.open({ resumed: false, elapsedSeconds: 0, remainingSeconds: 120 }));
    // Two minutes of interview; the answers arrive at once (typed) but are long enough to take ~90 s to say.
    const longAnswer = Array.from(
      { length: 4 },
      () =>
        'I built our reporting in SQL with window functions and it cut the weekly run from forty minutes to two.',
    ).join(' ');
    const reply = interviewer.respond({
      candidateText: `${longAnswer} ${longAnswer} ${longAnswer}`,
      elapsedSeconds: 1,
      remainingSeconds: 119,
    });
    const text = await spoken(reply);
    expect(text).toMatch(/That is the end of our interview/);
    expect(text).not.toMatch(/SQL/);
  });

  describe('a resumed call takes up what was left open', () => {
    const turn = (role: 'assistant' | 'user', text: string, questionIndex: number | null = null) => ({
      id: `${role}-${text.length}-${questionIndex}`,
      role,
      text,
      startedAtMs: 0,
      endedAtMs: 0,
      source: role === 'user' ? ('typed' as const) : ('interviewer' as const),
      questionIndex,
      timings: null,
    });
    const ANSWER =
      'I write SQL every day: I rebuilt our revenue queries with window functions and cut the monthly close from five days to two.';
    const askedSql = [
      turn('assistant', 'Hello Sam! Tell me about yourself.', 0),
      turn('user', 'I am a data analyst at a retailer.'),
      turn('assistant', 'Thank you. How do you use SQL at work?', 1),
    ];

    it('asks the planned question again when it was waiting', async () => {
      const interviewer = new BuiltInInterviewer(plan, persona, askedSql);
      expect(
        await spoken(interviewer.open({ resumed: true, elapsedSeconds: 60, remainingSeconds: 540 })),
      ).toBe('Welcome back. Let us continue where we left off. How do you use SQL at work?');
    });

    it('repeats the follow-up itself, not the main question before it', async () => {
      const followUp =
        'You mentioned you cut the monthly close from five days to two. What made that possible?';
      const interviewer = new BuiltInInterviewer(plan, persona, [
        ...askedSql,
        turn('user', ANSWER),
        turn('assistant', followUp, 1),
      ]);
      expect(
        await spoken(interviewer.open({ resumed: true, elapsedSeconds: 90, remainingSeconds: 510 })),
      ).toBe(`Welcome back. Let us continue where we left off. ${followUp}`);
    });

    it('replies to an answer the call ended on, instead of asking its question again', async () => {
      const interviewer = new BuiltInInterviewer(plan, persona, [...askedSql, turn('user', ANSWER)]);
      const said = await spoken(
        interviewer.open({ resumed: true, elapsedSeconds: 90, remainingSeconds: 510 }),
      );
      expect(said).toMatch(/^Welcome back\. /);
      expect(said).not.toMatch(/How do you use SQL at work\?/);
    });

    it('replies to the last answer when the call before ended on a goodbye as time ran out', async () => {
      const interviewer = new BuiltInInterviewer(plan, persona, [
        ...askedSql,
        turn('user', ANSWER),
        turn('assistant', 'That is all the time we have. Thank you, Sam. That is the end of our interview.'),
      ]);
      const said = await spoken(
        interviewer.open({ resumed: true, elapsedSeconds: 90, remainingSeconds: 510 }),
      );
      expect(said).toMatch(/^Welcome back\. /);
      expect(said).not.toMatch(/How do you use SQL at work\?/);
    });

    it('after a reconnect in the same call, repeats the follow-up it asked last', async () => {
      const interviewer = new BuiltInInterviewer(plan, persona, askedSql);
      await spoken(interviewer.open({ resumed: true, elapsedSeconds: 60, remainingSeconds: 540 }));
      const reply = interviewer.respondStep({
        candidateText: ANSWER,
        remainingSeconds: 500,
        elapsedSeconds: 100,
      });
      expect(reply.asksFollowUp).toBe(true);
      const again = await spoken(
        interviewer.open({ resumed: true, elapsedSeconds: 110, remainingSeconds: 490 }),
      );
      expect(again).toBe(`Welcome back. Let us continue where we left off. ${reply.sentences.join(' ')}`);
    });
  });
});
