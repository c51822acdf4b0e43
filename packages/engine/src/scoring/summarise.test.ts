import { describe, expect, it } from 'vitest';
import { bestAndWeakest, incompleteNote, summarise, type SummaryAnswer } from './summarise';

const answer = (index: number, score: number, status: SummaryAnswer['status'] = 'scored'): SummaryAnswer => ({
  index,
  score,
  status,
  lacksNumbers: false,
});

describe('summarise', () => {
  it('names as best the highest-scoring answer of any kind, so it never contradicts the scores', () => {
    // The introduction (question 1) scored 2.3 and question 3 scored 2: question 1 is the best.
    const answers = [answer(0, 2.3), answer(1, 1.1), answer(2, 2), answer(3, 0, 'not-scored')];
    expect(bestAndWeakest(answers)).toEqual({ best: answers[0], weakest: answers[1] });
    const text = summarise(
      { role: 'Nurse', overallScore: 18, answers, unusedRequiredSkills: [] },
      'candidate',
    );
    expect(text).toContain('Your highest-scoring answer was to question 1 (2.3/10).');
    expect(text).toContain('Question 2 (1.1/10) has the most room to improve.');
    expect(text).not.toMatch(/question 3|question 4/i);
  });

  it('picks the earlier question on a tie and names no weakest answer when all scored the same', () => {
    const answers = [answer(0, 6), answer(1, 6)];
    expect(bestAndWeakest(answers)).toEqual({ best: answers[0], weakest: null });
    const text = summarise(
      { role: 'Nurse', overallScore: 60, answers, unusedRequiredSkills: [] },
      'candidate',
    );
    expect(text).toBe(
      'Overall this was a solid interview for the Nurse role (60/100). Your best answer was to question 1 (6/10).',
    );
  });

  it('leaves out the closing question and unheard answers and says what to do about the latter', () => {
    const answers = [answer(0, 7), answer(1, 0, 'unheard'), answer(2, 0, 'not-scored')];
    const text = summarise(
      { role: 'Analyst', overallScore: 70, answers, unusedRequiredSkills: [] },
      'candidate',
    );
    expect(text).toContain('1 answer could not be heard reliably and was left out of the score');
    expect(text).toMatch(/correct the transcript, use a headset, or type your answers/);
    expect(text).not.toMatch(/room to improve/);
  });

  it('speaks to the candidate in the second person and to a recruiter in the third', () => {
    const input = {
      role: 'Backend Engineer',
      overallScore: 58,
      answers: [
        { ...answer(0, 8), lacksNumbers: true },
        { ...answer(1, 3), lacksNumbers: true },
        answer(2, 0, 'unheard'),
      ],
      unusedRequiredSkills: ['Kubernetes'],
    };
    const candidate = summarise(input, 'candidate');
    const recruiter = summarise(input, 'recruiter');
    expect(candidate).toMatch(/Your best answer/);
    expect(candidate).toMatch(/Show your experience with Kubernetes/);
    expect(recruiter).toBe(
      "Overall this was a solid interview for the Backend Engineer role (58/100). The candidate's best answer was to question 1 (8/10). Question 2 (3/10) was the weakest. 1 answer could not be heard reliably and was left out of the score. The examples were rarely backed by numbers. The answers did not show experience with Kubernetes.",
    );
    expect(recruiter).not.toMatch(/\byou(r)?\b/i);
  });
});

describe('incompleteNote', () => {
  it('agrees the verb with the answered count and the noun with the planned count', () => {
    const note = (answered: number, planned: number) => incompleteNote({ answered, planned }, 'candidate');
    expect(note(1, 3)).toMatch(/^This interview is incomplete: 1 of 3 questions was answered, so/);
    expect(note(0, 3)).toMatch(/^This interview is incomplete: 0 of 3 questions were answered, so/);
    expect(note(2, 3)).toMatch(/^This interview is incomplete: 2 of 3 questions were answered, so/);
    expect(note(0, 1)).toMatch(/^This interview is incomplete: 0 of 1 question were answered, so/);
  });
});
