/**
 * Correcting an answer after a practice interview: the candidate answers (typed here, so the test needs no speech
 * tools), stops, reads the scored feedback, corrects the answer's text in place, and the interview is scored again
 * on the correction — with what was first recorded shown beside it, on the feedback panel and the full report.
 */
import { expect, test } from '@playwright/test';
import { signUpAs } from './support/accounts';
import { PAYMENT_API_INTERVIEW, startPracticeInterview, typeAnswer } from './support/interviews';

const FIRST = 'I built payment APIs in node and tuned the sequel queries.';
const CORRECTED =
  'I built payment APIs in Node.js and tuned the SQL queries, which cut checkout latency from 900 to 200 milliseconds.';

test('a practice answer corrected after the call is stored beside the original and re-scored', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signUpAs(page, 'Candidate', 'Cora Correction');
  await startPracticeInterview(page, PAYMENT_API_INTERVIEW);
  const captions = page.getByRole('list', { name: 'Live captions' });
  await typeAnswer(page, FIRST);
  await expect(captions.locator('li').filter({ hasText: FIRST })).toBeVisible();
  await page.getByRole('button', { name: 'Stop Interview' }).click();

  await expect(page.getByRole('heading', { name: 'Interview Feedback' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Overall Score')).toBeVisible({ timeout: 30_000 });
  const answer = page.getByTestId('answer').filter({ hasText: FIRST });
  await expect(answer).toBeVisible();
  await expect(page.getByText(/your interview is scored again on what you said/)).toBeVisible();

  await answer.getByRole('button', { name: /Correct your answer/ }).click();
  const field = page.getByLabel('What you said');
  await expect(field).toHaveValue(FIRST);
  // An empty correction cannot be saved.
  await field.fill('   ');
  await expect(page.getByRole('button', { name: 'Save correction' })).toBeDisabled();
  await field.fill(CORRECTED);
  await page.getByRole('button', { name: 'Save correction' }).click();
  await expect(page.getByText(/Correction saved\. Your interview is being scored again/)).toBeVisible();

  // Scored again on the correction; the original stays beside it.
  const corrected = page.getByTestId('answer').filter({ hasText: CORRECTED });
  await expect(corrected).toContainText('Corrected by you', { timeout: 30_000 });
  await expect(corrected).toContainText(`First written as: ${FIRST}`);
  await expect(page.locator('[data-answer-status]').filter({ hasText: CORRECTED })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Overall Score')).toBeVisible();

  await page.getByRole('link', { name: 'Open full report' }).click();
  await expect(page.getByRole('heading', { name: 'Scoring history' })).toBeVisible({ timeout: 20_000 });
  const reportAnswer = page.getByTestId('answer').filter({ hasText: CORRECTED });
  await expect(reportAnswer).toContainText('Corrected by you');
  await expect(reportAnswer).toContainText(FIRST);
  // Two results: the first on the typed text, the second on the correction.
  await expect(page.getByText(/\/100 \(built-in scorer\)/)).toHaveCount(2);
});
