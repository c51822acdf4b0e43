/**
 * The call object in a real browser: the interview room loads its call asset (the capture worklet) through the
 * loader with retries, and a load that keeps failing ends in the error state with the catalogue's message.
 */
import { expect, test, type Page } from '@playwright/test';
import { signUpAs } from './support/accounts';

async function createInterview(page: Page, name: string) {
  await signUpAs(page, 'Candidate', name);
  await page.goto('/dashboard/candidate/interview/create');
  await page.getByLabel('Job Role*').fill('Backend Engineer');
  await page.getByLabel('Difficulty*').selectOption('easy');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Job Description (optional)').fill('Backend Engineer building APIs in Node.js.');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Submit Interview' }).click();
}

test('the room reaches joined after loading its call asset', async ({ page }) => {
  test.setTimeout(90_000);
  const assetRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('capture-worklet')) assetRequests.push(request.url());
  });
  await createInterview(page, 'Carla Call');
  await expect(page.getByTestId('agent-status')).toHaveAttribute('data-call-state', 'joined', {
    timeout: 30_000,
  });
  expect(assetRequests.length).toBeGreaterThanOrEqual(1);
  await page.getByRole('button', { name: 'Stop Interview' }).click();
});

test('a call asset that never loads is tried 3 times, 3000 ms apart, then the room says what to do', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const attemptsAtMs: number[] = [];
  await page.route(/capture-worklet/, async (route) => {
    attemptsAtMs.push(Date.now());
    await route.fulfill({ status: 503, body: 'unavailable' });
  });
  await createInterview(page, 'Rita Retry');
  await expect(page.getByRole('alert').filter({ hasText: 'Could not connect to the interview' })).toBeVisible(
    {
      timeout: 30_000,
    },
  );
  expect(attemptsAtMs).toHaveLength(3);
  expect(attemptsAtMs[1]! - attemptsAtMs[0]!).toBeGreaterThanOrEqual(2_900);
  expect(attemptsAtMs[2]! - attemptsAtMs[1]!).toBeGreaterThanOrEqual(2_900);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});
