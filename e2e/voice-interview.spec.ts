/**
 * The live voice interview end to end, offline: Chromium's fake microphone plays spoken answers (made with flite),
 * the server hears them through Silero VAD + pocketsphinx, the interviewer answers with espeak-ng audio, the call
 * ends, and every turn is in the database.
 */
import { expect, test } from '@playwright/test';
import { spokenMicrophoneLaunch, speechToolsReady, SPEECH_TOOLS_MISSING } from './support/spoken-microphone';
import { signUpAs } from './support/accounts';
import { BACKEND_API_INTERVIEW, startPracticeInterview } from './support/interviews';
import { sentenceWordErrors } from '../bench/support/word-error-rate';

const ANSWER =
  'In my last role I led the migration of our billing service to a new database, which cut our monthly costs by thirty percent.';

test.skip(!speechToolsReady, SPEECH_TOOLS_MISSING);

test.use({
  launchOptions: spokenMicrophoneLaunch({
    text: ANSWER,
    voice: 'slt',
    silenceBeforeSeconds: 0.5,
    silenceAfterSeconds: 7,
  }),
});

test('a spoken interview: questions are heard, answers are recognised, the call ends and turns are stored', async ({
  page,
}) => {
  test.setTimeout(180_000);
  let audioFrames = 0;
  page.on('websocket', (socket) => {
    socket.on('framereceived', (frame) => {
      if (typeof frame.payload !== 'string') audioFrames += 1;
    });
  });

  await signUpAs(page, 'Candidate', 'Vera Voice');
  await startPracticeInterview(page, { ...BACKEND_API_INTERVIEW, recordCamera: true });
  const captions = page.getByRole('list', { name: 'Live captions' });
  // Chromium's own speech service fails headless, so the offline recogniser takes over (e2e/recogniser-choice.spec.ts).
  await expect(page.getByTestId('recognizer-status')).toContainText(
    'Heard by: Intervia’s offline recogniser',
    {
      timeout: 20_000,
    },
  );
  await expect.poll(() => audioFrames, { message: 'interviewer audio reaches the page' }).toBeGreaterThan(10);
  await page.screenshot({ path: test.info().outputPath('voice-room.png'), fullPage: true });

  // The spoken answers come back as the candidate's captions (pocketsphinx: words may be wrong, text is there).
  const youCaption = captions.locator('li').filter({ hasText: /^You/ }).first();
  await expect(youCaption).toBeVisible({ timeout: 60_000 });

  // Three questions (3 minutes) later the interviewer ends the call and the feedback panel appears.
  await expect(page.getByRole('heading', { name: 'Interview Feedback' })).toBeVisible({ timeout: 150_000 });
  await expect(page.getByText('Overall Score')).toBeVisible({ timeout: 20_000 });

  const calls = (await (await page.request.get('/api/call')).json()).calls as {
    id: string;
    endedReason: string;
  }[];
  expect(calls[0]?.endedReason).toMatch(/assistant-ended-call|exceeded-max-duration/);
  const call = (await (await page.request.get(`/api/call/${calls[0]!.id}`)).json()).call as {
    turns: { role: string; source: string; text: string; timings: Record<string, number | null> | null }[];
  };
  const spoken = call.turns.filter((turn) => turn.role === 'user' && turn.source === 'voice');
  expect(spoken.length).toBeGreaterThanOrEqual(1);
  expect(spoken.every((turn) => turn.text.length > 0)).toBe(true);
  // Word error through the whole call path (fake microphone → WebSocket → VAD → streaming recogniser), recorded on the
  // test as an annotation. The fake microphone loops the clip from whenever capture starts, so the first turn may
  // begin mid-sentence: the best-heard answer is the one held to a bound. Measured 2026-11-28 (three runs of seven
  // answers): best answer 16.7 % each time, the answers 16.7–33 % — the 18 % goal is met by the best answer
  // only, so the bound below is a regression guard, not the goal (docs/performance.md, "Recognition").
  const wordErrorRates = spoken.map((turn) => {
    const { errors, words } = sentenceWordErrors(ANSWER, turn.text);
    return errors / words;
  });
  test.info().annotations.push({
    type: 'word error per spoken answer',
    description: wordErrorRates.map((rate) => `${(rate * 100).toFixed(1)} %`).join(', '),
  });
  expect(Math.min(...wordErrorRates)).toBeLessThanOrEqual(0.25);
  // The camera recording (chunks uploaded during the call) plays back as WebM.
  await expect
    .poll(async () => (await page.request.get(`/api/call/${calls[0]!.id}/recording`)).status(), {
      timeout: 20_000,
    })
    .toBe(200);
  const recording = await (await page.request.get(`/api/call/${calls[0]!.id}/recording`)).body();
  expect(recording.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
  expect(recording.length).toBeGreaterThan(5000);

  const timed = call.turns.find((turn) => turn.role === 'assistant' && turn.timings?.vadEndMs != null);
  expect(timed?.timings).toMatchObject({
    vadEndMs: expect.any(Number),
    sttFinalMs: expect.any(Number),
    firstAudioSentMs: expect.any(Number),
  });
});
