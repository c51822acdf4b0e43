/**
 * The feedback a candidate reads after a short practice interview answered in the typed-answer box: the closing
 * question reads "Not scored" (never 0/10), and an answer typed as garbled, recogniser-like text is marked "Could not
 * be heard reliably" with what to do, on the feedback panel and on the full report.
 */
import { expect, test, type Page } from '@playwright/test';
import { signUpAs } from './support/accounts';
import { PAYMENT_API_INTERVIEW, startPracticeInterview, typeAnswer } from './support/interviews';

const GOOD_ANSWER =
  'I am a backend engineer with six years of experience building payment APIs in Node.js and PostgreSQL. Most recently I led the move of our ledger service to idempotent writes, which cut duplicate charges to zero.';
/** Enough words (40 or more) for one answer alone to be judged: a score is shown for it. */
const JUDGEABLE_ANSWER = `${GOOD_ANSWER} I also wrote the runbook our on-call engineers use for failed payouts.`;
/** What a recogniser produces when it did not hear the candidate: function words in impossible orders. */
const GARBLED_ANSWER = 'the of a for the and to the of in the with a the of and for the in a of the to';
const CLOSING_ANSWER = 'No, thank you for your time.';
/** The two closing questions the built-in planner writes. */
const CLOSING_QUESTION = /before we wrap up|we are nearly done/i;

/** The assistant's captions so far, final ones only. */
async function interviewerLines(page: Page): Promise<string[]> {
  return page
    .getByRole('list', { name: 'Live captions' })
    .locator('li')
    .evaluateAll((items) =>
      items
        .filter((item) => item.querySelector('span')?.textContent === 'Iris')
        .map((item) => item.querySelectorAll('span')[1]?.textContent ?? ''),
    );
}

test('typed practice interview: the closing question is not scored and a garbled answer is marked as unheard', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpAs(page, 'Candidate', 'Fiona Feedback');
  await startPracticeInterview(page, PAYMENT_API_INTERVIEW);
  const feedback = page.getByRole('heading', { name: 'Interview Feedback' });

  // Answer each question as it comes: a real introduction, then garbled text, then real answers, until the closing
  // question is answered and the interview ends on its own.
  let answered = 0;
  let closingAnswered = false;
  while (!closingAnswered && answered < 8) {
    const before = (await interviewerLines(page)).length;
    await expect(page.getByLabel('Type your answer')).toBeEnabled({ timeout: 20_000 });
    // Let the interviewer finish the turn (an acknowledgement and a question can be two captions).
    await page.waitForTimeout(1500);
    const lines = await interviewerLines(page);
    const last = lines.at(-1) ?? '';
    if (CLOSING_QUESTION.test(last)) {
      await typeAnswer(page, CLOSING_ANSWER);
      closingAnswered = true;
    } else {
      await typeAnswer(page, answered === 1 ? GARBLED_ANSWER : GOOD_ANSWER);
      answered += 1;
      await expect
        .poll(async () => (await interviewerLines(page)).length, { timeout: 30_000 })
        .toBeGreaterThan(before);
    }
  }
  expect(closingAnswered, 'the interviewer asked the closing question').toBe(true);

  await expect(feedback).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('overall-score')).toBeVisible({ timeout: 30_000 });

  const items = page.locator('li[data-answer-status]');
  const closing = page.locator('li[data-answer-status="not-scored"]');
  await expect(closing).toHaveCount(1);
  await expect(closing).toContainText(CLOSING_ANSWER);
  await expect(closing.getByTestId('question-score')).toHaveText('Not scored');
  await expect(closing).not.toContainText('0/10');

  const unheard = page.locator('li[data-answer-status="unheard"]');
  await expect(unheard).toHaveCount(1);
  await expect(unheard).toContainText(GARBLED_ANSWER);
  await expect(unheard.getByTestId('question-score')).toHaveText(/Could not be heard reliably/);
  // What to do, said once: by the scorer's feedback, or by the page's note when the feedback does not say it.
  await expect(unheard).toContainText(/correct the transcript/i);
  await expect(unheard).toContainText('headset');

  // The good introduction is scored out of 10 and says which rubric judged it.
  const scored = page.locator('li[data-answer-status="scored"]');
  await expect(scored.first().getByTestId('question-score')).toHaveText(/^\d+(\.\d)?\/10$/);
  await expect(scored.first().getByTestId('question-rubric')).toContainText('Judged on');
  expect(await items.count()).toBeGreaterThanOrEqual(3);
  // Every planned question was answered: no incomplete notice.
  await expect(page.getByTestId('incomplete-notice')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/feedback-answer-status.png', fullPage: true });

  // The full report says the same.
  await page.getByRole('link', { name: 'Open full report' }).click();
  await expect(page.getByRole('heading', { name: 'Questions' })).toBeVisible();
  await expect(page.locator('li[data-answer-status="not-scored"]').getByTestId('question-score')).toHaveText(
    'Not scored',
  );
  await expect(page.locator('li[data-answer-status="unheard"]').getByTestId('question-score')).toHaveText(
    /Could not be heard reliably/,
  );
});

test('an interview stopped after one answer is shown as incomplete, with a score for the answered questions only', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpAs(page, 'Candidate', 'Ivan Incomplete');
  await startPracticeInterview(page, { ...PAYMENT_API_INTERVIEW, minutes: 10 });
  const before = (await interviewerLines(page)).length;
  await typeAnswer(page, JUDGEABLE_ANSWER);
  await expect
    .poll(async () => (await interviewerLines(page)).length, { timeout: 30_000 })
    .toBeGreaterThan(before);
  await page.getByRole('button', { name: 'Stop Interview' }).click();

  await expect(page.getByRole('heading', { name: 'Interview Feedback' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('incomplete-notice')).toHaveText(
    /^Incomplete interview — 1 of \d+ questions answered$/,
    { timeout: 30_000 },
  );
  await expect(page.getByText('Overall Score (answered questions only)')).toBeVisible();
  await expect(page.getByTestId('score-summary')).toContainText(/incomplete/i);
  await page.screenshot({ path: 'test-results/feedback-incomplete.png', fullPage: true });
});
