import { describe, expect, it } from 'vitest';
import { AI_INTERVIEW_DISCLOSURE, type InterviewPlan } from '@intervia/shared';
import {
  classifyCandidateUtterance,
  MAX_FOLLOW_UPS_PER_QUESTION,
  closingText,
  INITIAL_DIALOGUE_STATE,
  isThinAnswer,
  openInterview,
  respondToCandidate,
  restoreDialogueState,
  resumeInterview,
  steerTurn,
  timeWarningText,
} from './interview-dialogue';

const plan: InterviewPlan = {
  difficulty: 'medium',
  durationMinutes: 10,
  questions: [
    { text: 'Tell me about yourself.', kind: 'intro', skill: null, expectedPoints: ['background'] },
    {
      text: 'Describe a problem you hit with Redis.',
      kind: 'technical',
      skill: 'Redis',
      expectedPoints: ['the diagnosis method'],
    },
    { text: 'Tell me about a conflict.', kind: 'behavioural', skill: null, expectedPoints: [] },
    { text: 'Any questions for me?', kind: 'closing', skill: null, expectedPoints: [] },
  ],
};
const persona = { assistantName: 'Iris', candidateFirstName: 'Sam', role: 'Backend Engineer' };
const FULL_ANSWER =
  'At Acme I led the migration of our session store to Redis, which cut p95 latency from 80 ms to 12 ms, and I wrote the runbook for failover.';

describe('interview dialogue', () => {
  it('greets the candidate by name, introduces itself and asks the first question', () => {
    const step = openInterview(plan, persona);
    expect(step.sentences[0]).toBe('Hello Sam!');
    expect(step.sentences.join(' ')).toContain('I am Iris');
    expect(step.sentences.join(' ')).toContain('Backend Engineer');
    expect(step.sentences.at(-1)).toBe('Tell me about yourself.');
    // The intro questions open with their own lead-in ("To start", "Let us begin with …"); the greeting adds none.
    expect(step.sentences.join(' ')).not.toMatch(/Let us begin\./);
    expect(step).toMatchObject({ questionIndex: 0, endCall: false });
  });

  it('asks the planned questions in order, following up on what full answers said as time allows', () => {
    let state = openInterview(plan, persona).state;
    const asked: (number | null)[] = [];
    let followUps = 0;
    let step = respondToCandidate(plan, persona, state, FULL_ANSWER, 500);
    for (let turn = 0; turn < 12 && !step.endCall; turn += 1) {
      if (step.followUp) {
        followUps += 1;
        // A follow-up takes up the answer's words, never a stock sentence.
        expect(step.sentences.join(' ')).toMatch(
          /^You (mentioned|said|brought up|described)|trade-off|differently/,
        );
      } else asked.push(step.questionIndex);
      state = step.state;
      step = respondToCandidate(plan, persona, state, FULL_ANSWER, 500);
    }
    expect(asked).toEqual([1, 2, 3]);
    expect(followUps).toBeGreaterThan(0);
    expect(step.endCall).toBe(true);
    expect(step.sentences.join(' ')).toContain('That is the end of our interview');
  });

  it('never quotes an answer the recogniser was unsure of: asks for its main point once, then thanks plainly and moves on', () => {
    const state = { currentQuestionIndex: 1, followUpAsked: false, finished: false };
    const misheard =
      'We put the parakeets in front of the day to base and it cut the ten page load time by half.';
    // Heard with confidence, the answer's words are taken up.
    const trusted = respondToCandidate(plan, persona, state, misheard, 500, undefined, {
      recognitionConfidence: 0.9,
    });
    expect(trusted.sentences.join(' ')).toMatch(/parakeets|day to base|half|page load/);
    // Below the "I may have misheard" line, none of them is.
    const first = respondToCandidate(plan, persona, state, misheard, 500, undefined, {
      recognitionConfidence: 0.4,
    });
    expect(first.followUp).toBe('clarify');
    expect(first.questionIndex).toBe(1);
    expect(first.sentences.join(' ')).toMatch(/may not have caught all of that/);
    expect(first.sentences.join(' ')).not.toMatch(/parakeets|day to base|half|page load/i);
    const second = respondToCandidate(plan, persona, first.state, misheard, 500, undefined, {
      recognitionConfidence: 0.4,
    });
    expect(second.followUp).toBeUndefined();
    expect(second.questionIndex).toBe(2);
    // The thanks does not judge words that may be wrong ("That is all right" would call a full answer thin).
    expect(second.sentences[0]).toBe('Thank you.');
    expect(second.sentences.join(' ')).not.toMatch(/parakeets|day to base|half|page load/i);
    // An unknown confidence (a typed answer) is taken as said.
    const typed = respondToCandidate(plan, persona, state, misheard, 500, undefined, {
      recognitionConfidence: null,
    });
    expect(typed.followUp).not.toBe('clarify');
  });

  it('asks one follow-up on a short answer, then moves on', () => {
    const state = { currentQuestionIndex: 1, followUpAsked: false, finished: false };
    const first = respondToCandidate(plan, persona, state, 'I used it for caching.', 500);
    expect(first.questionIndex).toBe(1);
    expect(first.sentences.join(' ')).toMatch(/concrete example of how you used Redis/);
    expect(first.sentences.join(' ')).toMatch(/the diagnosis method/);
    expect(first.acknowledgement).toBeUndefined();
    const second = respondToCandidate(plan, persona, first.state, 'Just caching really.', 500);
    expect(second.questionIndex).toBe(2);
    expect(second.acknowledgement).toBe(second.sentences[0]);
  });

  it('repeats the question on request without moving on', () => {
    const state = { currentQuestionIndex: 1, followUpAsked: false, finished: false };
    const step = respondToCandidate(plan, persona, state, 'Sorry, could you repeat the question?', 500);
    expect(step.sentences).toEqual(['Of course.', 'Describe a problem you hit with Redis.']);
    expect(step.state).toEqual(state);
  });

  it('gives thinking time on "let me think"', () => {
    const state = { currentQuestionIndex: 1, followUpAsked: false, finished: false };
    const step = respondToCandidate(plan, persona, state, 'Hmm, let me think', 500);
    expect(step.intent).toBe('think');
    expect(step.sentences[0]).toMatch(/Take your time/);
    expect(step.state).toEqual(state);
  });

  it('jumps to the closing question when time is short, and skips the follow-up', () => {
    const state = { currentQuestionIndex: 1, followUpAsked: false, finished: false };
    const step = respondToCandidate(plan, persona, state, 'Short.', 60);
    expect(step.questionIndex).toBe(3);
    expect(step.sentences.join(' ')).toMatch(/last question/);
  });

  it('does not announce a closing question that announces itself', () => {
    const closingSaysSo: InterviewPlan = {
      ...plan,
      questions: plan.questions.map((question) =>
        question.kind === 'closing'
          ? {
              ...question,
              text: 'We are nearly done. Why would you be a strong fit, and what would you like to ask me?',
            }
          : question,
      ),
    };
    const state = { currentQuestionIndex: 1, followUpAsked: false, finished: false };
    const said = respondToCandidate(closingSaysSo, persona, state, 'Short.', 60).sentences.join(' ');
    expect(said).toMatch(/We are nearly done\./);
    expect(said).not.toMatch(/nearly out of time/);
  });

  it('says time is up when it ends the interview before the closing question', () => {
    const state = { currentQuestionIndex: 1, followUpAsked: false, finished: false };
    const step = respondToCandidate(plan, persona, state, FULL_ANSWER, 5);
    expect(step.endCall).toBe(true);
    expect(step.sentences[0]).toBe('That is all the time we have.');
    expect(step.sentences.join(' ')).toContain('That is the end of our interview');
  });

  it('ends the call when the candidate asks to stop', () => {
    const step = respondToCandidate(
      plan,
      persona,
      INITIAL_DIALOGUE_STATE,
      'I would like to stop the interview now',
      500,
    );
    expect(step).toMatchObject({ endCall: true, intent: 'stop' });
  });

  it('classifies utterances', () => {
    expect(classifyCandidateUtterance('   ')).toBe('empty');
    expect(classifyCandidateUtterance('pardon?')).toBe('repeat');
    expect(classifyCandidateUtterance('Give me a second')).toBe('think');
    expect(classifyCandidateUtterance(FULL_ANSWER)).toBe('answer');
  });

  it('treats hedging without specifics as thin, but not a detailed answer', () => {
    expect(
      isThinAnswer('I guess I did stuff with it, not sure, things like caching and sort of sessions maybe'),
    ).toBe(true);
    expect(isThinAnswer(FULL_ANSWER)).toBe(false);
  });

  it('resumes at the pending question after a restart', () => {
    const state = restoreDialogueState(plan, [
      { role: 'assistant', questionIndex: 0 },
      { role: 'user', questionIndex: null },
      { role: 'assistant', questionIndex: 1 },
      { role: 'user', questionIndex: null },
      { role: 'assistant', questionIndex: 1 },
    ]);
    expect(state).toEqual({ currentQuestionIndex: 1, followUpAsked: true, finished: false });
    expect(resumeInterview(plan, state).sentences).toEqual([
      'Welcome back.',
      'Let us continue where we left off.',
      'Describe a problem you hit with Redis.',
    ]);
  });

  it('has time warning and closing words for each reason', () => {
    expect(timeWarningText('duration')).toMatch(/one minute left/);
    expect(timeWarningText('quota')).toMatch(/on your plan/);
    expect(closingText('time-up', persona)[0]).toMatch(/end of our time/);
    expect(closingText('quota', persona)[0]).toMatch(/interview minutes/);
  });
});

describe('the conversation over the whole duration', () => {
  const state = { currentQuestionIndex: 1, followUpAsked: false, finished: false };

  it('answers "I am not sure… I would google it" with an encouraging simpler angle, not thanks', () => {
    const step = respondToCandidate(
      plan,
      persona,
      state,
      'I am not really sure... I would probably google it.',
      500,
    );
    expect(step.followUp).toBe('simpler-angle');
    expect(step.sentences.join(' ')).not.toMatch(/thank/i);
    expect(step.questionIndex).toBe(1);
  });

  it('moves on after a second vague answer without thanking for it', () => {
    const nudged = respondToCandidate(plan, persona, state, 'No idea.', 500);
    const next = respondToCandidate(plan, persona, nudged.state, 'Still not sure, sorry.', 480);
    expect(next.questionIndex).toBe(2);
    expect(next.sentences.join(' ')).not.toMatch(/thank|helpful/i);
  });

  it('asks at most two follow-ups on one question, then moves on', () => {
    let step = respondToCandidate(plan, persona, state, FULL_ANSWER, 500);
    const kinds = [step.followUp];
    step = respondToCandidate(plan, persona, step.state, FULL_ANSWER, 480);
    kinds.push(step.followUp);
    step = respondToCandidate(plan, persona, step.state, FULL_ANSWER, 460);
    expect(kinds.filter(Boolean)).toHaveLength(2);
    expect(new Set(kinds).size).toBe(2);
    expect(step.followUp).toBeUndefined();
    expect(step.questionIndex).toBe(2);
  });

  it('never says two acknowledgements in a row', () => {
    const thanking = {
      ...plan,
      questions: plan.questions.map((question) =>
        question.kind === 'closing' ? { ...question, text: 'Thank you. Any questions for me?' } : question,
      ),
    };
    const step = respondToCandidate(
      thanking,
      persona,
      { currentQuestionIndex: 2, followUpAsked: true, secondFollowUpAsked: true, finished: false },
      FULL_ANSWER,
      500,
    );
    expect(step.sentences.filter((sentence) => /^(thank|thanks)\b/i.test(sentence))).toHaveLength(1);
  });

  it('introduces the persona in the greeting, in its style', () => {
    const challenging = openInterview(plan, { ...persona, assistantName: 'Vera', style: 'challenging' });
    expect(challenging.sentences.join(' ')).toMatch(/I am Vera/);
    expect(challenging.sentences.join(' ')).toMatch(/push for detail/);
    const friendly = openInterview(plan, { ...persona, style: 'friendly' });
    expect(friendly.sentences.join(' ')).toMatch(/Take your time/);
  });

  it('counts the conversation at speaking pace and rebuilds it from stored turns', () => {
    const restored = restoreDialogueState(plan, [
      { role: 'assistant', questionIndex: 0, text: 'Tell me about yourself.' },
      { role: 'user', questionIndex: null, text: FULL_ANSWER },
    ]);
    expect(restored.spokenSeconds).toBeGreaterThan(10);
    const step = respondToCandidate(plan, persona, restored, FULL_ANSWER, 570, 30);
    expect(step.state.spokenSeconds).toBeGreaterThan(restored.spokenSeconds ?? 0);
  });
});

describe('a model-led turn held to the rules', () => {
  const state = { currentQuestionIndex: 1, followUpAsked: false, finished: false };
  const clock = { remainingSeconds: 500, elapsedSeconds: 100 };

  it('follows the model’s own follow-up while time allows, at most twice', () => {
    const first = steerTurn(plan, persona, state, FULL_ANSWER, clock, {
      type: 'follow-up',
      question: 'What made p95 the number you watched?',
    });
    expect(first).toMatchObject({ overruled: false, questionIndex: 1 });
    expect(first.sentences).toEqual(['What made p95 the number you watched?']);
    const second = steerTurn(plan, persona, first.state, FULL_ANSWER, clock, {
      type: 'follow-up',
      question: 'And the runbook?',
    });
    const third = steerTurn(plan, persona, second.state, FULL_ANSWER, clock, {
      type: 'follow-up',
      question: 'Anything else?',
    });
    expect(third).toMatchObject({ overruled: true, questionIndex: 2 });
  });

  it('does not end the call before the closing question, and asks it when time is short', () => {
    const early = steerTurn(plan, persona, state, FULL_ANSWER, clock, { type: 'end-call' });
    expect(early).toMatchObject({ overruled: true, endCall: false, questionIndex: 2 });
    const late = steerTurn(
      plan,
      persona,
      state,
      FULL_ANSWER,
      { remainingSeconds: 60, elapsedSeconds: 540 },
      {
        type: 'follow-up',
        question: 'Tell me more?',
      },
    );
    expect(late).toMatchObject({ overruled: true, questionIndex: 3 });
  });

  it('ends the call after the closing answer whatever the model chose', () => {
    const closing = { currentQuestionIndex: 3, followUpAsked: false, finished: false };
    const step = steerTurn(plan, persona, closing, 'What does the team look like?', clock, {
      type: 'ask-next-question',
    });
    expect(step).toMatchObject({ endCall: true, overruled: true });
  });

  it('takes up the candidate’s question at the close before saying goodbye, quoting only the posting', () => {
    const closing = { currentQuestionIndex: 3, followUpAsked: false, finished: false };
    const question = "Yes, thank you. What does the team's on-call rotation look like?";
    const offline = respondToCandidate(plan, persona, closing, question, 60);
    expect(offline.endCall).toBe(true);
    expect(offline.sentences[0]).toBe('That is a good question to ask the hiring team.');
    expect(offline.sentences.join(' ')).toMatch(/AI interviewer/);
    expect(offline.sentences.join(' ')).toMatch(/That is the end of our interview/);
    const withPosting = respondToCandidate(
      plan,
      {
        ...persona,
        postingText: 'Backend Engineer\n- Take part in a weekly on-call rotation with five others.',
      },
      closing,
      question,
      60,
    );
    expect(withPosting.sentences).toContain(
      'It says: "Take part in a weekly on-call rotation with five others."',
    );
    // The model-led path ends the same way.
    const steered = steerTurn(plan, persona, closing, question, clock, { type: 'end-call' });
    expect(steered.sentences[0]).toBe('That is a good question to ask the hiring team.');
    // No question, no extra words.
    expect(
      respondToCandidate(plan, persona, closing, 'No, thank you, that was all.', 60).sentences[0],
    ).toMatch(/^Thank you, Sam\./);
  });

  it('honours the candidate asking to stop, whatever the model chose', () => {
    const step = steerTurn(plan, persona, state, 'I would like to stop the interview now', clock, {
      type: 'follow-up',
      question: 'Why?',
    });
    expect(step).toMatchObject({ endCall: true, intent: 'stop' });
  });
});

describe('what candidates are told', () => {
  it('the first-round disclosure says as many follow-ups per answer as the interviewer may ask', () => {
    const words = ['none', 'one', 'two', 'three'];
    expect(AI_INTERVIEW_DISCLOSURE[0]).toContain(`up to ${words[MAX_FOLLOW_UPS_PER_QUESTION]} follow-up`);
  });
});
