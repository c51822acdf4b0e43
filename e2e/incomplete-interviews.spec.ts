/**
 * An interview stopped after one answer is listed apart as incomplete (never "Scored" like a finished one), its
 * report says so, and the candidate can resume it where it stopped — the interviewer welcomes them back — or delete
 * it.
 */
import { expect, test } from '@playwright/test';
import { signUpAs } from './support/accounts';
import { startPracticeInterview, typeAnswer } from './support/interviews';

const JD =
  'We are hiring a Data Analyst to build revenue dashboards in Tableau, write SQL for ad-hoc analysis and present findings to finance.';
const ANSWER =
  'I have built revenue dashboards in Tableau for three years, and my SQL reports cut the monthly close from five days to two for the finance team.';

test('an interview stopped after one answer is incomplete, listed apart, and can be resumed or deleted', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpAs(page, 'Candidate', 'Ines Incomplete');
  await startPracticeInterview(page, { role: 'Data Analyst', difficulty: 'easy', jobDescription: JD });
  const captions = page.getByRole('list', { name: 'Live captions' });
  await typeAnswer(page, ANSWER);
  await expect(captions).toContainText(ANSWER);
  // The interviewer moves on to the next question; the candidate stops there.
  await expect
    .poll(async () => captions.locator('li').count(), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(3);
  await page.getByRole('button', { name: 'Stop Interview' }).click();
  await expect(page.getByRole('heading', { name: 'Interview Feedback' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('incomplete-notice')).toContainText(
    /Incomplete interview — 1 of \d+ questions answered/,
    {
      timeout: 30_000,
    },
  );

  // The list keeps it apart from complete interviews, marked incomplete, with Resume and Delete.
  await page.goto('/dashboard/candidate/interviews');
  const incomplete = page.getByRole('region', { name: 'Incomplete interviews' });
  await expect(incomplete).toBeVisible();
  const row = incomplete.getByRole('row', { name: /Data Analyst/ });
  await expect(row).toContainText('Incomplete');
  await expect(row).not.toContainText('Scored');
  await page.screenshot({ path: 'test-results/incomplete-interviews-list.png', fullPage: true });

  // Resume: the room opens and the interviewer continues where it stopped, with the earlier answer in the captions.
  await row.getByRole('link', { name: 'Resume' }).click();
  await expect(captions).toContainText('Welcome back', { timeout: 30_000 });
  await expect(captions).toContainText(ANSWER);
  await page.getByRole('button', { name: 'Stop Interview' }).click();
  await expect(page.getByRole('heading', { name: 'Interview Feedback' })).toBeVisible({ timeout: 30_000 });

  // Delete it from the list.
  await page.goto('/dashboard/candidate/interviews');
  const again = page
    .getByRole('region', { name: 'Incomplete interviews' })
    .getByRole('row', { name: /Data Analyst/ });
  await again.getByRole('button', { name: /Delete/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Delete/ })
    .click();
  await expect(page.getByText('Deleted “Data Analyst”.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Incomplete interviews' })).toHaveCount(0);
});
