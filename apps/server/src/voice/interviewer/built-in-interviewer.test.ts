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
});
