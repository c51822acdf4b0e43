/**
 * The live voice interview end to end, offline: Chromium's fake microphone plays spoken answers (made with flite),
 * the server hears them through Silero VAD + pocketsphinx, the interviewer answers with espeak-ng audio, the call
 * ends, and every turn is in the database.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';
import { signUpAs } from './support/accounts';

const ANSWER =
  'In my last role I led the migration of our billing service to a new database, which cut our monthly costs by thirty percent.';

/** One spoken answer followed by seven seconds of silence; Chromium loops the file. */
function spokenAnswerWav(): string {
  const folder = mkdtempSync(join(tmpdir(), 'intervia-voice-e2e-'));
  const speech = join(folder, 'speech.wav');
  const answer = join(folder, 'answer.wav');
  execFileSync('flite', ['-voice', 'slt', '-o', speech, '-t', ANSWER]);
  execFileSync('sox', [speech, '-r', '16000', '-c', '1', '-b', '16', answer, 'pad', '0.5', '7']);
  return answer;
}

const tools = ['/usr/bin/flite', '/usr/bin/sox', '/usr/bin/pocketsphinx_continuous', '/usr/bin/espeak-ng'];
test.skip(!tools.every(existsSync), `needs ${tools.join(', ')} (installed by .ci/run)`);

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...CHROMIUM_ARGS,
      `--use-file-for-fake-audio-capture=${tools.every(existsSync) ? spokenAnswerWav() : ''}`,
    ],
  },
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
  await page.goto('/dashboard/candidate/interview/create');
  await page.getByLabel('Job Role*').fill('Backend Engineer');
  await page.getByLabel('Difficulty*').selectOption('easy');
  await page.getByLabel(/Interview Duration/).fill('3');
  await page.getByRole('button', { name: 'Next' }).click();
  await page
    .getByLabel('Job Description (optional)')
    .fill('Backend Engineer. Responsibilities: build APIs in Node.js and own PostgreSQL performance.');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel(/Record my camera/).check();
  await page.getByRole('button', { name: 'Submit Interview' }).click();

  const captions = page.getByRole('list', { name: 'Live captions' });
  await expect(captions).toContainText('I am Iris', { timeout: 30_000 });
  await expect(page.getByText(/Recognition: offline server recogniser/)).toBeVisible();
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
