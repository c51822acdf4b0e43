/**
 * Nothing lost at Stop: Chromium's fake microphone plays a spoken answer (flite), the offline recogniser streams it
 * (partial captions), and the candidate presses Stop Interview as soon as the answer is under way — before the
 * silence rule has ended the turn. The answer must still be recognised, be in the transcript and be scored.
 */
import { expect, test } from '@playwright/test';
import { spokenMicrophoneLaunch, speechToolsReady, SPEECH_TOOLS_MISSING } from './support/spoken-microphone';
import { signUpAs } from './support/accounts';
import { startPracticeInterview } from './support/interviews';

const ANSWER =
  'I led the migration of our billing service to a new database and it cut our monthly costs by thirty percent.';

test.skip(!speechToolsReady, SPEECH_TOOLS_MISSING);

test.use({
  launchOptions: spokenMicrophoneLaunch({
    text: ANSWER,
    voice: 'rms',
    silenceBeforeSeconds: 8,
    silenceAfterSeconds: 20,
  }),
});

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

test('Stop pressed while a spoken answer is being heard keeps the answer: it is in the transcript and scored', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpAs(page, 'Candidate', 'Stella Stop');
  await startPracticeInterview(page, {
    role: 'Backend Engineer',
    difficulty: 'easy',
    minutes: 5,
    jobDescription: 'Backend Engineer. Responsibilities: migrate billing services and own database costs.',
  });
  const captions = page.getByRole('list', { name: 'Live captions' });
  // Chromium's own speech service fails headless, so the offline recogniser takes over (recogniser-choice.spec.ts).
  await expect(page.getByTestId('recognizer-status')).toContainText(
    'Heard by: Intervia’s offline recogniser',
    {
      timeout: 20_000,
    },
  );

  // The candidate's answer as it is heard: partial captions grow while the recogniser listens.
  const youCaption = captions.locator('li').filter({ hasText: /^You/ }).first();
  await expect
    .poll(async () => words((await youCaption.textContent().catch(() => '')) ?? ''), {
      timeout: 60_000,
      intervals: [100],
      message: 'the answer is being heard',
    })
    .toBeGreaterThanOrEqual(6);
  await page.getByRole('button', { name: 'Stop Interview' }).click();

  await expect(page.getByRole('heading', { name: 'Interview Feedback' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Overall Score')).toBeVisible({ timeout: 60_000 });
  const answer = page.getByTestId('answer').first();
  await expect(answer).toBeVisible();

  const calls = (await (await page.request.get('/api/call')).json()).calls as { interviewId: string }[];
  const interviewId = calls[0]!.interviewId;
  const report = (await (await page.request.get(`/api/interviews/${interviewId}/report`)).json()).report as {
    scoring: { status: string };
    transcript: { role: string; source: string; text: string; confidence: number | null }[];
    latest: { scores: { answer: string }[] };
  };
  expect(report.scoring.status).toBe('scored');
  const spoken = report.transcript.filter((turn) => turn.role === 'user' && turn.source === 'voice');
  expect(spoken.length).toBeGreaterThanOrEqual(1);
  const heard = spoken.map((turn) => turn.text).join(' ');
  // The recogniser's words are in the transcript (offline recognition may get some wrong), with a confidence.
  expect(words(heard)).toBeGreaterThanOrEqual(6);
  expect(spoken.every((turn) => turn.confidence !== null)).toBe(true);
  await expect(answer).toContainText(spoken[0]!.text);
  // …and the answer was scored.
  expect(report.latest.scores.some((score) => score.answer.includes(spoken[0]!.text))).toBe(true);
});
