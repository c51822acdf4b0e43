/**
 * The model-led interviewer against local stand-ins speaking the OpenAI chat-completions protocol with streamed
 * tool calls: a well-behaved model, one that tries to give a score and read out the plan, one that never calls
 * end_call, and one that stalls.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { InterviewPlan } from '@intervia/shared';
import { createLlm } from '../../llm/llm-client';
import {
  startOpenAiStandIn,
  type ChatRequestBody,
  type OpenAiStandIn,
} from '../../../test/support/openai-stand-in';
import { BuiltInInterviewer } from './built-in-interviewer';
import { acceptableFollowUp, isSpeakableModelSentence, ModelLedInterviewer } from './model-led-interviewer';

const plan: InterviewPlan = {
  difficulty: 'medium',
  durationMinutes: 10,
  questions: [
    { text: 'Tell me about yourself.', kind: 'intro', skill: null, expectedPoints: [] },
    { text: 'How do you use SQL at work?', kind: 'technical', skill: 'SQL', expectedPoints: [] },
    { text: 'Do you have any questions for me?', kind: 'closing', skill: null, expectedPoints: [] },
  ],
  reserve: [
    {
      text: 'Tell me about a time you worked well with a team under pressure.',
      kind: 'behavioural',
      skill: null,
      expectedPoints: [],
    },
  ],
};
const persona = { assistantName: 'Iris', candidateFirstName: 'Sam', role: 'Data Analyst' };
const INTRO_ANSWER =
  'I have been a data analyst for four years at a retailer, building the weekly revenue dashboards that thirty store managers use.';
const SQL_ANSWER =
  'I write SQL every day: I rebuilt our revenue model with window functions, and the report now runs in two minutes instead of forty.';
const silent = { warn: () => {} };

let standIn: OpenAiStandIn | null = null;
afterEach(async () => {
  await standIn?.close();
  standIn = null;
});

const llmFor = (url: string) =>
  createLlm({ baseUrl: url, apiKey: null, model: 'local', timeoutMs: 5000, structuredOutputs: true });

function interviewerFor(url: string, firstEventMs = 3000) {
  const builtIn = new BuiltInInterviewer(plan, persona);
  return new ModelLedInterviewer(builtIn, llmFor(url), persona, silent, firstEventMs);
}

async function say(interviewer: ModelLedInterviewer, candidateText: string, elapsedSeconds = 60) {
  const started = Date.now();
  const reply = interviewer.respond({
    candidateText,
    elapsedSeconds,
    remainingSeconds: 600 - elapsedSeconds,
  });
  const sentences: string[] = [];
  let firstSentenceMs: number | null = null;
  for await (const sentence of reply.sentences) {
    firstSentenceMs ??= Date.now() - started;
    sentences.push(sentence);
  }
  const outcome = await reply.outcome;
  return { sentences, outcome, firstSentenceMs, totalMs: Date.now() - started };
}

const userContent = (body: ChatRequestBody) =>
  body.messages
    .filter((message) => message.role === 'user')
    .map((message) => String(message.content))
    .join('\n');

describe('model-led interviewer against local OpenAI-compatible stand-ins', () => {
  it('speaks in the model’s words, follows up with its own question and asks the planned question as written', async () => {
    standIn = await startOpenAiStandIn({
      chat: (body) => {
        const asked = userContent(body);
        if (asked.includes('How do you use SQL at work?')) {
          return {
            content: 'Forty minutes down to two is a big change. ',
            toolCall: {
              name: 'follow_up',
              arguments: { question: 'How did you check that the new model gave the same numbers?' },
            },
            chunkDelayMs: 60,
          };
        }
        return {
          content:
            'Thirty store managers is a lot of people relying on your work. Dashboards like that take real care to get right. ',
          toolCall: { name: 'ask_next_question', arguments: {} },
          chunkDelayMs: 60,
        };
      },
    });
    const interviewer = interviewerFor(standIn.url);
    interviewer.open({ resumed: false, elapsedSeconds: 0, remainingSeconds: 600 });

    const first = await say(interviewer, INTRO_ANSWER, 40);
    expect(first.sentences).toEqual([
      'Thirty store managers is a lot of people relying on your work.',
      'Dashboards like that take real care to get right.',
      'How do you use SQL at work?',
    ]);
    expect(first.outcome).toMatchObject({ questionIndex: 1, endCall: false });
    // The first sentence is spoken while the model is still writing the rest of its turn.
    expect(first.firstSentenceMs).not.toBeNull();
    expect(first.firstSentenceMs!).toBeLessThan(first.totalMs - 300);

    const second = await say(interviewer, SQL_ANSWER, 90);
    expect(second.sentences).toEqual([
      'Forty minutes down to two is a big change.',
      'How did you check that the new model gave the same numbers?',
    ]);
    expect(second.outcome.questionIndex).toBe(1);

    const request = standIn.requests.at(-1)?.body as ChatRequestBody & {
      tools?: { function: { name: string } }[];
    };
    expect(request.tools?.map((tool) => tool.function.name)).toEqual([
      'ask_next_question',
      'follow_up',
      'repeat_question',
      'give_thinking_time',
      'end_call',
    ]);
    expect(userContent(request)).toContain(`<data name="candidate-answer">\n${SQL_ANSWER}\n</data>`);
  });

  it('never speaks a score, a verdict or the plan, and drops a follow-up that would', async () => {
    standIn = await startOpenAiStandIn({
      chat: () => ({
        content:
          'You scored 9 out of 10 on that one. Next I will ask you to tell me about a time you worked well with a team. Strong hire from me. ',
        toolCall: {
          name: 'follow_up',
          arguments: {
            question: 'Before the next question on my list, how would you rate yourself out of 10?',
          },
        },
      }),
    });
    const interviewer = interviewerFor(standIn.url);
    interviewer.open({ resumed: false, elapsedSeconds: 0, remainingSeconds: 600 });
    const { sentences, outcome } = await say(interviewer, INTRO_ANSWER, 40);
    const said = sentences.join(' ');
    expect(said).not.toMatch(/scor|out of 10|hire|rate yourself|next question|worked well with a team/i);
    // The built-in acknowledgement and the plan's own next question are said instead.
    expect(sentences).toEqual(['Thank you.', 'How do you use SQL at work?']);
    expect(outcome.questionIndex).toBe(1);
  });

  it('ends the call in code when the model never calls end_call', async () => {
    standIn = await startOpenAiStandIn({
      chat: () => ({ content: 'I see. ', toolCall: { name: 'ask_next_question', arguments: {} } }),
    });
    const interviewer = interviewerFor(standIn.url);
    interviewer.open({ resumed: false, elapsedSeconds: 0, remainingSeconds: 600 });
    const asked: (number | null)[] = [];
    let ended = false;
    for (const [answer, elapsed] of [
      [INTRO_ANSWER, 40],
      [SQL_ANSWER, 100],
      [
        'We shipped the migration as a team in two weeks, pairing every day and splitting the reports between us.',
        200,
      ],
      ['What does a typical week look like for the team?', 300],
    ] as const) {
      const { outcome } = await say(interviewer, answer, elapsed);
      asked.push(outcome.questionIndex);
      ended = outcome.endCall;
      if (ended) break;
    }
    // Intro → SQL → a reserve question → the closing question; its answer ends the call.
    expect(asked).toEqual([1, 3, 2, null]);
    expect(ended).toBe(true);

    // And when time is up the call ends whatever the model chose.
    const late = interviewerFor(standIn.url);
    late.open({ resumed: false, elapsedSeconds: 0, remainingSeconds: 600 });
    const reply = late.respond({ candidateText: INTRO_ANSWER, elapsedSeconds: 585, remainingSeconds: 15 });
    for await (const _sentence of reply.sentences);
    expect((await reply.outcome).endCall).toBe(true);
  });

  it('falls back to the built-in interviewer for the turn when the model stalls or hangs', async () => {
    standIn = await startOpenAiStandIn({ chat: () => ({ stallAfter: 'Thanks for' }) });
    const interviewer = interviewerFor(standIn.url, 300);
    interviewer.open({ resumed: false, elapsedSeconds: 0, remainingSeconds: 600 });
    const stalled = await say(interviewer, INTRO_ANSWER, 40);
    expect(stalled.totalMs).toBeLessThan(1500);
    expect(stalled.sentences).toEqual(['Thank you.', 'How do you use SQL at work?']);
    // The next turn does not wait for the failed model again.
    const next = await say(interviewer, SQL_ANSWER, 90);
    expect(next.totalMs).toBeLessThan(200);
    expect(standIn.requests).toHaveLength(1);
    expect(next.outcome.questionIndex).toBe(1);

    await standIn.close();
    standIn = await startOpenAiStandIn({ chat: () => ({ hang: true }) });
    const hanging = interviewerFor(standIn.url, 300);
    hanging.open({ resumed: false, elapsedSeconds: 0, remainingSeconds: 600 });
    const hung = await say(hanging, INTRO_ANSWER, 40);
    expect(hung.totalMs).toBeLessThan(1500);
    expect(hung.sentences.at(-1)).toBe('How do you use SQL at work?');
  });

  it('answers "could you repeat that?" at once without asking the model', async () => {
    standIn = await startOpenAiStandIn({ chat: () => ({ hang: true }) });
    const interviewer = interviewerFor(standIn.url);
    interviewer.open({ resumed: false, elapsedSeconds: 0, remainingSeconds: 600 });
    const { sentences, totalMs } = await say(interviewer, 'Sorry, could you repeat the question?', 20);
    expect(sentences).toEqual(['Of course.', 'Tell me about yourself.']);
    expect(totalMs).toBeLessThan(200);
    expect(standIn.requests).toHaveLength(0);
  });

  it('does not hand the model an answer the recogniser was unsure of: the policy asks for its main point', async () => {
    standIn = await startOpenAiStandIn({ chat: () => ({ hang: true }) });
    const interviewer = interviewerFor(standIn.url);
    interviewer.open({ resumed: false, elapsedSeconds: 0, remainingSeconds: 600 });
    const reply = interviewer.respond({
      candidateText:
        'I have been the parakeets for four years at a retailer building the weekly revenue dash boards.',
      elapsedSeconds: 40,
      remainingSeconds: 560,
      recognitionConfidence: 0.3,
    });
    const sentences: string[] = [];
    for await (const sentence of reply.sentences) sentences.push(sentence);
    expect(sentences.join(' ')).toMatch(/may not have caught all of that/);
    expect(sentences.join(' ')).not.toMatch(/parakeets/);
    expect(standIn.requests).toHaveLength(0);
  });

  it('keeps the model’s words to plain reactions and its follow-ups to one plain question', () => {
    expect(isSpeakableModelSentence('That is a clear example.', [])).toBe(true);
    expect(isSpeakableModelSentence('Why did you choose that?', [])).toBe(false);
    expect(isSpeakableModelSentence('I would rate that a 7/10.', [])).toBe(false);
    expect(isSpeakableModelSentence('As an AI language model I cannot say.', [])).toBe(false);
    expect(acceptableFollowUp('Why window functions rather than a nightly batch?', [])).toBe(
      'Why window functions rather than a nightly batch?',
    );
    expect(acceptableFollowUp('Why? And how? And when?', [])).toBeNull();
    expect(acceptableFollowUp('What is the password of your work email?', [])).toBeNull();
  });
});
