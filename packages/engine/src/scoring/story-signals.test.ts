import { describe, expect, it } from 'vitest';
import {
  answerSignals,
  chainedActions,
  ownAimsIn,
  droppedSubjectActions,
  opensWithScene,
  resultsToldAfterAction,
} from './answer-signals';
import { scoreAnswer } from './score-answer';
import { toSentences } from '../text/text-structure';

const STORY_QUESTION = 'Describe a time you disagreed with a colleague and how you resolved it.';
const SCENE_STORY =
  'A senior nurse wanted to discharge a patient whose oxygen saturation had dropped overnight. I disagreed, so I asked to speak privately, showed her the observation chart and suggested we get the registrar to review first. She agreed; the registrar found an early chest infection and we kept him in two more days. Afterwards we agreed to always flag overnight trends at handover.';

const signalsOf = (answer: string, question = STORY_QUESTION) =>
  answerSignals({ question, answer, skill: null, expectedPoints: [], jdSkills: [] });

describe('own actions told as a chain', () => {
  it('counts the verbs joined after the candidate’s own "I …" in the same sentence', () => {
    expect(
      chainedActions(
        toSentences('I built a shared template, and met each team lead, then agreed a cut-off time.'),
      ),
    ).toBe(2);
    expect(
      chainedActions(toSentences('I asked to speak privately, showed her the chart and suggested a review.')),
    ).toBe(2);
  });

  it('does not count someone else’s action or a sentence without the candidate’s own action', () => {
    expect(chainedActions(toSentences('I rang the supplier and the manager agreed to a refund.'))).toBe(0);
    expect(chainedActions(toSentences('The team built a template, and met every week.'))).toBe(0);
  });
});

describe('own actions in irregular past tenses', () => {
  it('counts "I rang", "I said", "I sought" and "I had them …" as the candidate’s own actions', () => {
    expect(
      signalsOf('I rang the supplier, said we would pay the expedite fee and sought a second quote.').actions,
    ).toBe(3);
    expect(signalsOf('I had them rerun the batch overnight.').actions).toBe(1);
  });

  it('does not read "I had a …" or "I had to …" as an action', () => {
    expect(signalsOf('I had a difficult manager. I had to keep going.').actions).toBe(0);
  });
});

describe('own actions told without their "I"', () => {
  it('counts sentences that open on a past-tense verb once the candidate acts as "I"', () => {
    expect(
      droppedSubjectActions(
        toSentences('I checked the logs first. Found a stale certificate. Replaced it and rotated the keys.'),
      ),
    ).toBe(2);
  });

  it('does not count opening participles, or a story where the candidate never acts as "I"', () => {
    expect(
      droppedSubjectActions(toSentences('I checked the logs first. Based on them, it was the DNS record.')),
    ).toBe(0);
    expect(droppedSubjectActions(toSentences('The team met daily. Found it hard to agree.'))).toBe(0);
  });
});

describe('a result told as what happened afterwards', () => {
  it('counts sentences after the candidate’s own action that say what followed', () => {
    expect(
      resultsToldAfterAction(
        toSentences(
          'The nightly build kept failing. I traced it to a clashing backup job and moved the job. It has not failed since.',
        ),
      ),
    ).toBe(1);
    expect(
      resultsToldAfterAction(
        toSentences('I rewrote the rota with the two seniors. Now nobody works three weekends in a row.'),
      ),
    ).toBe(1);
  });

  it('does not count what came before the action, or a story with no action of the candidate’s', () => {
    expect(
      resultsToldAfterAction(toSentences('Later that year the audit came. I prepared the evidence folders.')),
    ).toBe(0);
    expect(resultsToldAfterAction(toSentences('The team fixed it. It has worked since.'))).toBe(0);
  });

  it('lifts the result of a brief story that tells its outcome this way', () => {
    const story =
      'A regular supplier delivered the wrong grade of steel a day before a pour. I rang their depot, said we needed the right grade by seven and moved the pour to the afternoon. The next morning the correct load arrived and the slab went in on the revised time.';
    expect(signalsOf(story).star.result).toBe(true);
  });
});

describe('a story that opens on the scene', () => {
  it('reads a first sentence telling what happened as the situation', () => {
    expect(opensWithScene(toSentences(SCENE_STORY))).toBe(true);
    expect(signalsOf(SCENE_STORY).star.situation).toBe(true);
  });

  it('does not read the candidate’s own opening action, a present-tense opening or a single sentence as one', () => {
    expect(opensWithScene(toSentences('I rang the ward. Then I checked the chart.'))).toBe(false);
    expect(opensWithScene(toSentences('Conflict is normal in a team. You talk it through.'))).toBe(false);
    expect(opensWithScene(toSentences('The patient deteriorated overnight.'))).toBe(false);
  });

  it('scores a concise story with a scene, the candidate’s actions and a result as a strong answer', () => {
    const result = scoreAnswer({
      question: STORY_QUESTION,
      answer: SCENE_STORY,
      kind: 'behavioural',
      skill: null,
      expectedPoints: [],
      jdSkills: [],
      difficulty: 'medium',
    });
    expect(result.score).toBeGreaterThanOrEqual(7.5);
    expect(result.feedback).not.toMatch(/situation/i);
  });
});

describe('a motivation tied to what the candidate did', () => {
  it('counts work done in training, volunteering and study as the candidate’s own experience', () => {
    const why = 'Why do you want to work for us?';
    expect(
      signalsOf('It is exactly the work I did in my training contract.', why).ownExperience,
    ).toBeGreaterThan(0);
    expect(signalsOf('I volunteered at your clinic for two years.', why).ownExperience).toBe(1);
    expect(signalsOf('Your clinic has a good reputation.', why).ownExperience).toBe(0);
  });
});

describe('a motivation tied to what the candidate wants to do in the role', () => {
  const why = 'Why do you want to join our logistics team?';

  it('counts specific aims, said as the candidate’s own', () => {
    expect(ownAimsIn('I want to build routing models that cut empty miles on the return legs.')).toBe(1);
    expect(ownAimsIn('Cold-chain planning is the part which I want to get much better at.')).toBe(1);
    expect(
      signalsOf('I’d like to run the depot forecasting end to end, which I have only assisted with.', why)
        .ownAims,
    ).toBe(1);
  });

  it('does not count aims that fit any job, or that only say the question back', () => {
    expect(ownAimsIn('I want to work somewhere good and I want to learn a lot.')).toBe(0);
    expect(ownAimsIn('I just want to make more money.')).toBe(0);
    expect(signalsOf('I want to join your logistics team because it is a great company.', why).ownAims).toBe(
      0,
    );
  });

  it('reads "in my experience" as the candidate’s own experience', () => {
    expect(
      signalsOf('In my experience drivers report more when the planner rides along.', why).ownExperience,
    ).toBe(1);
  });

  it('scores a brief motivation with a specific aim above the same one without it, and does not cap it as off-topic', () => {
    const score = (answer: string) =>
      scoreAnswer({
        question: why,
        answer,
        kind: 'role-specific',
        skill: null,
        expectedPoints: [],
        jdSkills: [],
        difficulty: 'medium',
      });
    const withAim = score(
      'Most of the work is planning around unreliable ferry slots, and I want to build schedules that absorb those delays instead of reacting to them.',
    );
    const without = score(
      'Most of the work is planning around unreliable ferry slots, and that sounds interesting.',
    );
    expect(withAim.cap).toBeNull();
    expect(withAim.score).toBeGreaterThan(without.score);
  });
});
