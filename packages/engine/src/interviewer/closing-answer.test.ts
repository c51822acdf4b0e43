import { describe, expect, it } from 'vitest';
import { candidateQuestions, closingReply, postingSentenceAbout } from './closing-answer';

const POSTING = `Site Reliability Engineer
About the role
You will keep our payments platform fast and available.
Responsibilities:
- Join a weekly on-call rotation shared by six engineers, with a day off after each week on call.
- Build dashboards and alerts in Grafana.
What we offer:
- Hybrid working: two days a week in our Leeds office.
- 28 days holiday plus bank holidays.`;

describe('the candidate’s questions at the close', () => {
  it('finds questions with or without a question mark, and not statements that open with a question word', () => {
    expect(candidateQuestions("Yes, thank you. What does the team's on-call rotation look like?")).toEqual([
      "What does the team's on-call rotation look like?",
    ]);
    expect(candidateQuestions('I was wondering what the salary range is for this role.')).toHaveLength(1);
    expect(candidateQuestions('So how are new joiners onboarded')).toHaveLength(1);
    expect(candidateQuestions('No, I think I covered everything. Thank you for your time.')).toEqual([]);
    expect(candidateQuestions('What I would add is that I really enjoy incident reviews.')).toEqual([]);
    expect(candidateQuestions('Which is why I would love to join this team.')).toEqual([]);
  });

  it('says a question is one for the hiring team, that an AI interviewer cannot answer for them', () => {
    const reply = closingReply('What does the team’s on-call rotation look like?', null).join(' ');
    expect(reply).toMatch(/^That is a good question to ask the hiring team\./);
    expect(reply).toMatch(/AI interviewer, so I cannot answer for them/);
    // Nothing is claimed without a posting to quote.
    expect(reply).not.toMatch(/posting|rotation/);
  });

  it('quotes the posting’s own sentence where it speaks to the question, and nothing else', () => {
    const reply = closingReply("What does the team's on-call rotation look like?", POSTING);
    expect(reply.join(' ')).toMatch(/what the job posting says/);
    expect(reply.at(-1)).toBe(
      'It says: "Join a weekly on-call rotation shared by six engineers, with a day off after each week on call."',
    );
    // A question the posting says nothing about gets no quote.
    const training = closingReply('Is there a budget for training and conferences?', POSTING).join(' ');
    expect(training).not.toMatch(/posting|says:/);
    expect(postingSentenceAbout('Is there a budget for training and conferences?', POSTING)).toBeNull();
  });

  it('takes up two questions at most, each with its own quote', () => {
    const reply = closingReply(
      'What does the on call rotation look like? And how many days are in the office?',
      POSTING,
    );
    expect(reply[0]).toBe('Those are good questions to ask the hiring team.');
    expect(reply).toContain('It also says: "Hybrid working: two days a week in our Leeds office."');
  });

  it('leaves a question about the candidate’s own performance to the report', () => {
    expect(closingReply('How did I do? Any feedback?', POSTING)).toEqual(['Your report will answer that.']);
    expect(closingReply('Do you have any advice for me?', POSTING)).toEqual([
      'Your report will answer that.',
    ]);
  });

  it('says nothing extra when the candidate asks nothing', () => {
    expect(closingReply('No questions from me, thank you.', POSTING)).toEqual([]);
  });
});
