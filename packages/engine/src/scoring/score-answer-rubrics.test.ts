/** The built-in scorer judges each answer by its question's rubric, and its feedback speaks to that rubric. */
import { describe, expect, it } from 'vitest';
import {
  UNJUDGED_RECOGNITION_CONFIDENCE,
  NOT_SCORED_FEEDBACK,
  OFF_TOPIC_SCORE_CAP,
  scoreAnswer,
  UNHEARD_FEEDBACK,
  type ScoreAnswerInput,
} from './score-answer';

const backend = {
  kind: 'technical' as const,
  skill: null,
  expectedPoints: [],
  jdSkills: ['PostgreSQL', 'Redis', 'Kubernetes'],
  difficulty: 'medium' as const,
};
const score = (input: Partial<ScoreAnswerInput> & { question: string; answer: string }) =>
  scoreAnswer({ ...backend, ...input });

const EXACTLY_ONCE =
  'True exactly-once delivery is not possible over a network, so I would build effectively-once processing. Kafka gives at-least-once delivery if you commit offsets after processing, so the consumer must be idempotent. Each payment event carries an idempotency key, and in the same PostgreSQL transaction that applies the payment I insert the key into a table with a unique constraint; a redelivered event hits the constraint and is skipped. The offset is committed only after the transaction commits. The trade-off is an extra write per event and a table to prune, which is far cheaper than a double charge.';

describe('technical and design rubric: correctness, depth, trade-offs, concrete examples', () => {
  it('scores a textbook answer without a story as strong, and never asks for the situation and task', () => {
    const result = score({
      question: 'How would you make sure a payment event from Kafka is processed exactly once?',
      answer: EXACTLY_ONCE,
    });
    expect(result.rubric).toBe('technical');
    expect(result.score).toBeGreaterThanOrEqual(7);
    expect(result.feedback).not.toMatch(/situation|task|story/);
  });

  it('gives a short, reasonable debugging answer middling marks and says what would make it stronger', () => {
    const result = score({
      question: "An API endpoint's p99 latency tripled right after a deploy. How would you debug it?",
      answer:
        'Look at the logs and metrics, check the database, see what changed in the deploy and roll back if needed.',
    });
    expect(result.cap).toBeNull();
    expect(result.score).toBeGreaterThanOrEqual(2.5);
    expect(result.score).toBeLessThan(6);
    expect(result.feedback).not.toMatch(/did not address/);
    expect(result.feedback).toMatch(/Missing: .*(depth|reasoning or trade-offs)/);
  });

  it('asks a thin design answer for the components and the scale', () => {
    const result = score({
      question: 'Design a URL shortener that handles a million reads per second.',
      answer:
        'I would use a database and a cache and put everything in the cloud so it scales, with microservices and a load balancer.',
    });
    expect(result.rubric).toBe('design');
    expect(result.score).toBeLessThanOrEqual(4);
    expect(result.feedback).toMatch(/the components, the data and how the design meets the scale/);
  });

  it('caps a keyword list at 1 and says why', () => {
    const result = score({
      question: 'How would you speed up a slow React page?',
      answer:
        'React, useMemo, useCallback, Redux, Webpack, lazy loading, code splitting, virtual DOM, hooks.',
    });
    expect(result.cap).toBe('keyword-list');
    expect(result.score).toBeLessThanOrEqual(OFF_TOPIC_SCORE_CAP);
    expect(result.feedback).toMatch(/listed terms without explaining/);
  });

  it('caps "I don\'t know" at 1 however it is phrased', () => {
    const result = score({
      question: 'A pod is stuck in CrashLoopBackOff. How do you troubleshoot it?',
      answer: "Honestly I don't know, I have never really worked with Kubernetes at all in my jobs so far.",
    });
    expect(result.cap).toBe('does-not-know');
    expect(result.score).toBeLessThanOrEqual(1);
    expect(result.feedback).not.toMatch(/^Good/);
  });
});

describe('behavioural rubric: situation, task, own action, result', () => {
  const question = 'Tell me about a time you disagreed with a teammate about a technical decision.';

  it('scores a complete story with a measured result as strong', () => {
    const result = score({
      question,
      kind: 'behavioural',
      answer:
        'At my current job a teammate wanted to replace our job scheduler before peak season. I was the tech lead, so it was my call. I asked him to write down the problems he wanted to solve while I listed the risks, and we found that two of his three problems could be fixed with a retry policy and better alerting. I paired with him on that. Failed jobs dropped from forty a week to three, and we migrated properly in January.',
    });
    expect(result.rubric).toBe('behavioural');
    expect(result.score).toBeGreaterThanOrEqual(7);
  });

  it('names the missing parts of the story', () => {
    const result = score({
      question,
      kind: 'behavioural',
      answer:
        'We had a disagreement about the scheduler once. I set up a meeting with him and we talked it through for an hour together.',
    });
    expect(result.feedback).toMatch(/Missing: the task and result of the story/);
  });
});

describe('motivation rubric: specificity to the role and company', () => {
  const question = 'Why do you want to join our company, and why this role?';

  it('keeps a generic answer low and a specific one high', () => {
    const generic = score({
      question,
      kind: 'behavioural',
      answer:
        "It's a great company with a good reputation and I think I could grow a lot here. The salary is good too.",
    });
    const specific = score({
      question,
      kind: 'behavioural',
      answer:
        "Your platform handles payouts for small merchants, and I've spent three years on exactly that problem at my current company, reconciliation and idempotent payments. This role rebuilds the ledger on PostgreSQL, which I've wanted to do properly since we patched ours, and I liked that your engineering blog wrote openly about the mistakes of the Kafka migration.",
    });
    expect(generic.rubric).toBe('motivation');
    expect(generic.score).toBeLessThanOrEqual(3);
    expect(generic.feedback).toMatch(/what in particular draws you to this company/);
    expect(specific.score).toBeGreaterThanOrEqual(7);
  });
});

describe('introduction rubric: communication and relevance only', () => {
  const question = 'Tell me about yourself.';

  it('rates a relevant, clear introduction well without asking for trade-offs or a story', () => {
    const result = score({
      question,
      kind: 'intro',
      answer:
        "I'm a backend engineer with six years of experience, mostly on payments. Right now I own the ledger service at a fintech, Node.js and PostgreSQL, processing two million transactions a day. Before that I built APIs for retail clients at an agency. I enjoy making systems reliable under load, which is what drew me to this role.",
    });
    expect(result.rubric).toBe('introduction');
    expect(result.score).toBeGreaterThanOrEqual(7);
    expect(result.feedback).not.toMatch(/trade-offs|story|depth/);
  });

  it('rates an introduction about hobbies low and asks for the professional background', () => {
    const result = score({
      question,
      kind: 'intro',
      answer:
        'Well, I love hiking and I have two dogs, and I have been learning to bake sourdough at the weekends. Last year I went to Japan, which was amazing.',
    });
    expect(result.score).toBeLessThanOrEqual(4);
    expect(result.feedback).toMatch(/your professional background/);
  });
});

describe('closing question', () => {
  it('is not scored and says so', () => {
    const result = score({
      question: 'That is all from me. Is there anything you would like to add or ask?',
      kind: 'closing',
      answer: 'Yes, how does on-call work on the team?',
    });
    expect(result).toMatchObject({
      status: 'not-scored',
      rubric: 'closing',
      score: 0,
      feedback: NOT_SCORED_FEEDBACK,
    });
  });
});

describe('answers that could not be heard reliably', () => {
  it('are marked unheard, not judged on knowledge and never quoted', () => {
    const result = score({
      question: 'How would you reconcile a bank account that does not balance?',
      answer:
        'so the bank the and then match the the of items in the a for the ledger and the so the if it it the difference the the 20 percent',
    });
    expect(result).toMatchObject({ status: 'unheard', cap: 'unheard', score: 0, feedback: UNHEARD_FEEDBACK });
    expect(result.feedback).toMatch(/correct the transcript, use a headset, or type the answer/i);
  });

  it('are marked unheard when a few impossible pairs come among short, broken words', () => {
    const question = 'How do you find out why a Kubernetes pod keeps restarting?';
    // Three odd pairs in 40 words: under the rate that marks text garbled outright, in words a recogniser cut short.
    const broken = score({
      question,
      answer:
        'yeah so the the pod it goes up and the low cuss of it was the red in us probe so we the look at the a vents and the log is like a crash lu and it the memory was a kill so we set it up more and yeah',
    });
    expect(broken.coherence.coherent).toBe(true);
    expect(broken).toMatchObject({ status: 'unheard', score: 0 });
    // One odd pair is a phrase of the trade, and a speaker's restarts among longer words are speech.
    const plain = score({
      question,
      answer:
        'I run kubectl describe to read the events, then the logs of the previous container. If it was killed for memory I raise the limit, and if the liveness probe fails I check its timeout and the endpoint it calls.',
    });
    expect(plain.status).toBe('scored');
    const restarts = score({
      question,
      answer:
        'I would check the the events first, describe the pod, then the previous container logs, the the exit code, whether memory limits killed it, and whether the liveness probe timeout is shorter than startup.',
    });
    expect(restarts.status).toBe('scored');
  });
});

describe('low recognition confidence', () => {
  const input = {
    question: 'How would you make sure a payment event from Kafka is processed exactly once?',
    answer: EXACTLY_ONCE,
  };

  it('marks an answer the recogniser was unsure of as unheard, whatever it says', () => {
    expect(score({ ...input, recognitionConfidence: UNJUDGED_RECOGNITION_CONFIDENCE - 0.01 })).toMatchObject({
      status: 'unheard',
      score: 0,
      feedback: UNHEARD_FEEDBACK,
    });
  });

  it('judges it from the threshold on, and when no confidence is known', () => {
    const judged = score({ ...input, recognitionConfidence: UNJUDGED_RECOGNITION_CONFIDENCE });
    expect(judged.status).toBe('scored');
    expect(judged.score).toBe(score({ ...input, recognitionConfidence: null }).score);
    expect(judged.score).toBe(score(input).score);
  });
});

describe('audience', () => {
  it('writes feedback for a recruiter in the third person', () => {
    const input = {
      question: 'Tell me about a time you helped a customer.',
      kind: 'behavioural' as const,
      answer:
        'A customer had a login problem once and it got fixed in the end, and everyone was happy about it afterwards.',
    };
    const candidate = score(input).feedback;
    const recruiter = score({ ...input, audience: 'recruiter' }).feedback;
    expect(candidate).toMatch(/\byou\b/);
    expect(recruiter).not.toMatch(/\byou(r)?\b/i);
    expect(recruiter).toMatch(/the candidate/);
    expect(score({ ...input, audience: 'recruiter' }).score).toBe(score(input).score);
  });
});

describe('a question on a line of the CV, answered by explaining how it works', () => {
  const question = "Your CV says you moved the team's builds onto a shared cache. How did that work?";
  const answer =
    'Every build hashed its inputs, the lockfile, the compiler version and the source tree, and looked that hash up in a shared bucket first. A hit downloaded the outputs instead of compiling, so a clean CI run dropped from fourteen minutes to about three. We invalidated by hash, never by time, so a stale artefact could not be served.';

  it('is judged as an explanation, not marked down for telling no story', () => {
    const asResume = score({ question, answer, kind: 'resume' });
    expect(asResume.rubric).toBe('technical');
    expect(asResume.score).toBeGreaterThanOrEqual(7);
    expect(asResume.score).toBeGreaterThan(score({ question, answer, kind: 'behavioural' }).score);
  });

  it('keeps the story reading when the story scores higher', () => {
    const story =
      'When I joined, every CI run compiled from scratch and took fourteen minutes. I proposed a shared cache keyed by a hash of the inputs, built a prototype over two weeks and rolled it out team by team. Clean runs dropped to about three minutes and the cloud bill for CI fell by a third.';
    expect(score({ question, answer: story, kind: 'resume' }).rubric).toBe('behavioural');
  });
});
