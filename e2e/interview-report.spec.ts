/** The full report: a recording that shows its length and can be sought, and a progress chart with axes. */
import { expect, test } from '@playwright/test';
import { signUpAs } from './support/accounts';
import { startPracticeInterview } from './support/interviews';

const JD =
  'We are hiring a Data Analyst to build revenue dashboards in Tableau, write SQL for ad-hoc analysis and present findings to finance.';

test('the recording shows its length and can be sought; the progress chart has labelled axes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpAs(page, 'Candidate', 'Rory Record');
  // The recording is saved after the scoring is read (as on a slow connection): the full report must still show it
  // once the feedback says it is saved, even when the page's last read of the report was a moment before.
  await page.route('**/api/call/*/recording?seq=*', async (route) => {
    if (route.request().method() !== 'GET') await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  await startPracticeInterview(page, {
    role: 'Data Analyst',
    difficulty: 'easy',
    jobDescription: JD,
    recordCamera: true,
  });
  const captions = page.getByRole('list', { name: 'Live captions' });
  await page
    .getByLabel('Type your answer')
    .fill(
      'I build revenue dashboards in Tableau and write SQL every day, and I check the numbers with finance.',
    );
  await page.getByLabel('Type your answer').press('Enter');
  await expect(captions.getByText('Iris', { exact: true })).toHaveCount(2, { timeout: 20_000 });
  await page.waitForTimeout(3000);
  await page.getByRole('button', { name: 'Stop Interview' }).click();
  await expect(page.getByRole('heading', { name: 'Interview Feedback' })).toBeVisible({ timeout: 30_000 });
  // The recording goes on uploading after the call; the feedback says when it is saved.
  await expect(page.getByRole('status').filter({ hasText: /recording/ })).toContainText(
    'Your recording is saved',
    { timeout: 30_000 },
  );
  await page.getByRole('link', { name: 'Open full report' }).click();

  const video = page.locator('video').first();
  await expect(video).toBeVisible();
  const playback = await video.evaluate(
    (element: HTMLVideoElement) =>
      new Promise<{ duration: number; seekedTo: number }>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no metadata: duration ${element.duration}`)),
          20_000,
        );
        const seek = () => {
          const target = element.duration / 2;
          element.addEventListener(
            'seeked',
            () => {
              clearTimeout(timer);
              resolve({ duration: element.duration, seekedTo: element.currentTime });
            },
            { once: true },
          );
          element.currentTime = target;
        };
        if (element.readyState >= 1) seek();
        else element.addEventListener('loadedmetadata', seek, { once: true });
      }),
  );
  expect(Number.isFinite(playback.duration)).toBe(true);
  expect(playback.duration).toBeGreaterThan(2);
  expect(playback.seekedTo).toBeGreaterThan(1);

  // Progress: the interview just stopped after one answer is incomplete, so it is not plotted; two earlier scored
  // interviews are added to the real list, so the chart has two points.
  const current = page.url().split('/').pop()!;
  const earlier = (id: string, createdAt: string, overallScore: number) => ({
    id,
    title: 'Data Analyst',
    difficulty: 'easy',
    durationMinutes: 10,
    status: 'scored',
    createdAt,
    overallScore,
    incomplete: false,
    kind: 'practice',
  });
  await page.route('**/api/interviews', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    const body = (await response.json()) as { interviews: Record<string, unknown>[] };
    body.interviews.push(
      earlier('00000000-0000-4000-8000-000000000001', '2026-10-01T10:00:00.000Z', 41),
      earlier('00000000-0000-4000-8000-000000000002', '2026-10-08T10:00:00.000Z', 63),
    );
    return route.fulfill({ response, json: body });
  });
  await page.reload();
  const chart = page.getByTestId('progress-chart');
  await expect(chart).toBeVisible();
  for (const label of ['Overall score', 'Interview date', '0', '50', '100', '1 Oct', '41']) {
    await expect(chart.getByText(label, { exact: true })).toHaveCount(1);
  }
  await expect(chart.getByTestId('progress-point')).toHaveCount(2);
  expect(current).toMatch(/^[0-9a-f-]{36}$/);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await chart.scrollIntoViewIfNeeded();
    await chart.screenshot({ path: `test-results/screens/progress-chart-${width}.png` });
  }
});
