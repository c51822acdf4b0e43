import { describe, expect, it } from 'vitest';
import { arcCoverage, introductionArcOf } from './introduction-arc';
import { scoreAnswer } from './score-answer';

const introduce = (answer: string) =>
  scoreAnswer({
    question: 'Tell me about yourself.',
    answer,
    kind: 'intro',
    skill: null,
    expectedPoints: [],
    jdSkills: [],
    difficulty: 'medium',
  });

describe('introduction arc', () => {
  it('finds where the candidate is now, how they got there and where they want to go', () => {
    const arc = introductionArcOf(
      'I trained as an electrician in 2015. I now run the maintenance team at a food plant and I want to move into controls.',
    );
    expect(arc).toEqual({ present: true, past: true, future: true });
    expect(arcCoverage(arc)).toBe(1);
    expect(introductionArcOf('I like football and my dog.')).toEqual({
      present: false,
      past: false,
      future: false,
    });
  });

  it('scores a concise introduction that covers the whole arc as a good one, not as a thin one', () => {
    const concise = introduce(
      'I qualified as a paralegal in 2019 and have worked in conveyancing since then. I currently run the post-completion team and I want to move into a solicitor apprenticeship.',
    );
    expect(concise.score).toBeGreaterThanOrEqual(5.5);
  });

  it('gives no arc credit to an introduction that is not about work', () => {
    const life = introduce(
      'I grew up by the sea, I currently live with two cats, and I want to travel to Japan one day.',
    );
    expect(life.score).toBeLessThanOrEqual(1);
  });
});
