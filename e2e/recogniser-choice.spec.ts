/**
 * Who hears the candidate, in the room. Headless Chromium has a webkitSpeechRecognition constructor but no working
 * speech service (on this machine it fails with `audio-capture`; with a network but no Google key, `network`), so the first test is the real fallback: the call
 * starts with the browser's recogniser, it fails, and the server's offline recogniser takes over and is named. The
 * second replaces the browser's recogniser with a small in-page stand-in that hears one answer, to prove the wiring:
 * the answer arrives as the browser's text, the room names the browser, and the switch control moves the call to
 * Intervia's recogniser and back.
 */
import { existsSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signUpAs } from './support/accounts';
import { BACKEND_API_INTERVIEW, startPracticeInterview } from './support/interviews';

const tools = ['/usr/bin/pocketsphinx_continuous', '/usr/bin/espeak-ng'];
test.skip(!tools.every(existsSync), `needs ${tools.join(', ')} (installed by .ci/run)`);

const BROWSER_ANSWER = 'I design REST APIs in Node.js and tune PostgreSQL queries.';

async function startInterview(page: Page) {
  await signUpAs(page, 'Candidate', 'Rita Recogniser');
  await startPracticeInterview(page, BACKEND_API_INTERVIEW);
}

test("Chromium's speech service fails: the offline recogniser takes over and the room says so", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await startInterview(page);
  const status = page.getByTestId('recognizer-status');
  await expect(status).toContainText('Heard by: Intervia’s offline recogniser', { timeout: 20_000 });
  // It fails before the candidate said anything: the room says it is not available, with nothing about answers.
  await expect(
    page.getByText(
      'Your browser’s speech service is not available here, so Intervia’s recogniser hears you.',
    ),
  ).toBeVisible();
  // The failed browser recogniser is not offered again.
  await expect(status.getByRole('button')).toHaveCount(0);
  await page.getByRole('button', { name: 'Stop Interview' }).click();
});

test('the browser hears an answer, and the candidate switches recogniser', async ({ page }) => {
  test.setTimeout(120_000);
  // A stand-in for a working browser recogniser: one final result a moment after it starts.
  await page.addInitScript((answer) => {
    class StandInRecognition {
      continuous = false;
      interimResults = false;
      lang = '';
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      private timer: number | undefined;
      start() {
        const said = (window as unknown as { __said?: boolean }).__said;
        if (said) return;
        this.timer = window.setTimeout(() => {
          (window as unknown as { __said?: boolean }).__said = true;
          this.onresult?.({
            resultIndex: 0,
            results: [{ isFinal: true, 0: { transcript: answer, confidence: 0.9 } }],
          });
        }, 4000);
      }
      stop() {
        window.clearTimeout(this.timer);
      }
    }
    Object.defineProperty(window, 'webkitSpeechRecognition', { value: StandInRecognition });
    Object.defineProperty(window, 'SpeechRecognition', { value: StandInRecognition });
  }, BROWSER_ANSWER);

  await startInterview(page);
  const status = page.getByTestId('recognizer-status');
  await expect(status).toContainText('Heard by: your browser’s speech service');
  await expect(page.getByText(/Your browser’s speech service hears you/)).toBeVisible();
  const captions = page.getByRole('list', { name: 'Live captions' });
  await expect(captions.locator('li').filter({ hasText: BROWSER_ANSWER })).toBeVisible({ timeout: 20_000 });

  await status.getByRole('button', { name: 'Switch to Intervia’s recogniser' }).click();
  await expect(status).toContainText('Heard by: Intervia’s offline recogniser');
  await status.getByRole('button', { name: 'Use your browser’s speech service' }).click();
  await expect(status).toContainText('Heard by: your browser’s speech service');
  await page.getByRole('button', { name: 'Stop Interview' }).click();

  const calls = (await (await page.request.get('/api/call')).json()).calls as { id: string }[];
  const call = (await (await page.request.get(`/api/call/${calls[0]!.id}`)).json()).call as {
    turns: { role: string; source: string; text: string }[];
  };
  expect(call.turns.filter((turn) => turn.role === 'user')).toContainEqual(
    expect.objectContaining({ source: 'browser-stt', text: BROWSER_ANSWER }),
  );
});
