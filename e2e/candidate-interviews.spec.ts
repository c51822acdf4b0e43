/**
 * The candidate's interviews beyond the happy path: the plan's minutes in the wizard and the call, a refused start,
 * resuming and deleting interviews, and the live room's layout while captions pile up.
 */
import { expect, test, type Page } from '@playwright/test';
import { QUOTA_EXHAUSTED_MESSAGE } from '@intervia/shared';
import { signUpAs } from './support/accounts';

const JD =
  'We are hiring a Data Analyst to build revenue dashboards in Tableau, write SQL for ad-hoc analysis and present findings to finance.';

async function fillWizard(page: Page, role: string, { submit = true } = {}) {
  await page.goto('/dashboard/candidate/interview/create');
  await page.getByLabel('Job Role*').fill(role);
  await page.getByLabel('Difficulty*').selectOption('easy');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Job Description (optional)').fill(JD);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  if (submit) await page.getByRole('button', { name: 'Submit Interview' }).click();
}

const captionsOf = (page: Page) => page.getByRole('list', { name: 'Live captions' });

test('the wizard shows the minutes left and offers to fit the duration; the timer and the greeting agree', async ({
  page,
}) => {
  await signUpAs(page, 'Candidate', 'Mina Minutes');
  await page.goto('/dashboard/candidate/interview/create');
  await expect(page.getByLabel('Interview Duration (minutes)*')).toHaveValue('10');
  await expect(page.getByTestId('minutes-left-warning')).toHaveText(
    'Your Free plan has 5 minutes left this month, so this interview will stop after 5 minutes.',
  );
  await fillWizard(page, 'Data Analyst', { submit: false });
  await expect(page.getByText('10 minutes (stops after 5 — the minutes left on your plan)')).toBeVisible();
  for (let step = 4; step > 1; step -= 1) await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Set the duration to 5 minutes' }).click();
  await expect(page.getByLabel('Interview Duration (minutes)*')).toHaveValue('5');
  await expect(page.getByTestId('minutes-left')).toHaveText('Free plan: 5 minutes left this month.');
  await expect(page.getByTestId('minutes-left-warning')).toHaveCount(0);
  for (let step = 1; step < 4; step += 1) await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('5 minutes', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Submit Interview' }).click();

  await expect(captionsOf(page)).toContainText('I am Iris', { timeout: 20_000 });
  await expect(captionsOf(page)).toContainText('about 5 minutes');
  const clock = await page.getByLabel('Time left').textContent();
  expect(clock).toMatch(/^[45]:\d\d left$/);
  await page.getByRole('button', { name: 'Stop Interview' }).click();
  await expect(page.getByRole('heading', { name: 'Interview Feedback' })).toBeVisible({ timeout: 20_000 });
});

test('with no minutes left the wizard says so with the way to /payment, and a refused start shows only the refusal', async ({
  page,
}) => {
  await signUpAs(page, 'Candidate', 'Nora Nominutes');
  // The server's refusal (and that it stores nothing) is proven by the billing integration tests; here the page
  // gets a plan with 10 seconds left and the server's 402 answer.
  await page.route('**/api/billing', (route) =>
    route.fulfill({
      json: {
        plan: { id: 'free', period: null, provider: 'free', renewsOrEndsAt: null },
        usage: {
          usedSeconds: 290,
          allowanceSeconds: 300,
          remainingSeconds: 10,
          windowStart: new Date().toISOString(),
          windowEnd: new Date().toISOString(),
        },
        paymentProvider: 'manual',
        isAdmin: false,
      },
    }),
  );
  await page.route('**/api/interviews', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 402,
          json: { error: { code: 'payment-required', message: QUOTA_EXHAUSTED_MESSAGE } },
        })
      : route.continue(),
  );
  await page.goto('/dashboard/candidate/interview/create');
  await expect(page.getByRole('alert')).toContainText(QUOTA_EXHAUSTED_MESSAGE);
  await expect(page.getByRole('link', { name: 'See plans on the Payment page' })).toHaveAttribute(
    'href',
    '/payment',
  );
  await fillWizard(page, 'Data Analyst');
  await expect(page.getByRole('alert')).toHaveText(
    `${QUOTA_EXHAUSTED_MESSAGE} See plans on the Payment page`,
  );
  await expect(page.getByRole('alert')).toHaveCount(1);
  await expect(page.getByText('Interview started successfully', { exact: false })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Camera Preview' })).toHaveCount(0);
  await page.getByRole('link', { name: 'See plans on the Payment page' }).click();
  await expect(page).toHaveURL(/\/payment$/);
});

test('an abandoned interview can be resumed from the list, and interviews are deleted after a keyboard confirmation', async ({
  page,
}) => {
  await signUpAs(page, 'Candidate', 'Dina Delete');
  await fillWizard(page, 'Data Analyst');
  await expect(captionsOf(page)).toContainText('I am Iris', { timeout: 20_000 });
  // Leave mid-call: the interview stays "In progress".
  await page.goto('/dashboard/candidate/interviews');
  const row = page.getByRole('row', { name: /Data Analyst/ });
  await expect(row).toContainText('In progress');
  // On a phone the table scrolls inside its card; the page itself stays as wide as the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 720 });
  await row.getByRole('link', { name: 'Resume' }).click();
  await expect(page.getByRole('region', { name: 'Camera Preview' })).toBeVisible();
  await expect(captionsOf(page)).toContainText(/Welcome back|I am Iris/, { timeout: 20_000 });
  await page.goto('/dashboard/candidate/interviews');

  // Keyboard only: open, Escape cancels and changes nothing; open again, confirm.
  const remove = row.getByRole('button', { name: 'Delete' });
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete this interview?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    '“Data Analyst” will be deleted with its transcript, scores and any recording.',
  );
  await page.screenshot({ path: 'test-results/screens/delete-dialog-1280.png' });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(row).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete interview' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Deleted “Data Analyst”.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No interviews yet' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No interviews yet' })).toBeVisible();

  // From the report page too.
  await fillWizard(page, 'Marketing Analyst');
  await expect(captionsOf(page)).toContainText('I am Iris', { timeout: 20_000 });
  await page.goto('/dashboard/candidate/interviews');
  await page.getByRole('link', { name: 'Marketing Analyst', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Marketing Analyst' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete interview' }).click();
  await expect(page).toHaveURL(/\/dashboard\/candidate\/interviews$/);
  await expect(page.getByText('Deleted “Marketing Analyst”.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No interviews yet' })).toBeVisible();
});

test('a reload during the interview rejoins the call, with the answers given so far', async ({ page }) => {
  await signUpAs(page, 'Candidate', 'Remy Reload');
  await fillWizard(page, 'Data Analyst');
  // The call runs on the interview's own page, so the address can be reloaded.
  await expect(page).toHaveURL(/\/dashboard\/candidate\/interviews\/[0-9a-f-]+\?start=1$/);
  await expect(captionsOf(page)).toContainText('I am Iris', { timeout: 20_000 });
  const answer = 'I build revenue dashboards in Tableau and write SQL for finance every week.';
  const box = page.getByLabel('Type your answer');
  await expect(box).toBeEnabled({ timeout: 20_000 });
  await box.fill(answer);
  await box.press('Enter');
  await expect(captionsOf(page).locator('li')).toHaveCount(3, { timeout: 20_000 });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Stop Interview' })).toBeVisible({ timeout: 20_000 });
  await expect(captionsOf(page)).toContainText(answer, { timeout: 20_000 });
  await expect(captionsOf(page)).toContainText('Welcome back', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Stop Interview' }).click();
  await expect(page.getByRole('heading', { name: 'Interview Feedback' })).toBeVisible({ timeout: 30_000 });
  // Once the call is over, a reload shows the interview's page, not a new call.
  await expect(page).toHaveURL(/\/dashboard\/candidate\/interviews\/[0-9a-f-]+$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Data Analyst' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stop Interview' })).toHaveCount(0);
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the live room at ${viewport.width}px: captions scroll in their panel, the page and controls stay put`, async ({
    page,
  }) => {
    await signUpAs(page, 'Candidate', 'Lena Layout');
    await page.setViewportSize(viewport);
    await fillWizard(page, 'Data Analyst');
    const banner = page.getByRole('status').filter({ hasText: '✅ Interview started successfully!' });
    await expect(captionsOf(page)).toContainText('I am Iris', { timeout: 20_000 });
    // The call runs: the start banner has gone.
    await expect(banner).toHaveCount(0);

    const scroller = page.getByTestId('captions-scroller');
    const answer = page.getByLabel('Type your answer');
    for (let turn = 0; turn < 4; turn += 1) {
      const assistantLines = await captionsOf(page).getByText('Iris', { exact: true }).count();
      await answer.fill(
        `In my last role I built revenue dashboards in Tableau and wrote SQL every day; answer number ${turn + 1} covers how I checked the numbers with finance before each monthly review.`,
      );
      // The box is in view, as it is for anyone typing in it; from here on only the app could move the page.
      await answer.scrollIntoViewIfNeeded();
      const pageScrollBefore = await page.evaluate(() => window.scrollY);
      await answer.press('Enter');
      await expect(captionsOf(page).getByText('Iris', { exact: true })).toHaveCount(assistantLines + 1, {
        timeout: 20_000,
      });
      await expect(page.getByTestId('agent-status')).toHaveText('Listening', { timeout: 20_000 });
      // New captions scrolled the panel, never the page.
      expect(await page.evaluate(() => window.scrollY)).toBe(pageScrollBefore);
    }
    const metrics = await scroller.evaluate((element) => ({
      scrollHeight: element.scrollHeight,
      clientHeight: element.clientHeight,
      scrollTop: element.scrollTop,
    }));
    expect(metrics.scrollHeight, 'the captions overflow their panel').toBeGreaterThan(
      metrics.clientHeight + 50,
    );
    expect(
      metrics.scrollHeight - metrics.scrollTop - metrics.clientHeight,
      `the panel shows the newest caption (${JSON.stringify(metrics)})`,
    ).toBeLessThan(60);
    if (viewport.width >= 1024) {
      await expect(page.getByRole('button', { name: 'Stop Interview' })).toBeInViewport();
      await expect(page.getByRole('region', { name: 'Camera Preview' })).toBeInViewport();
      await expect(answer).toBeInViewport();
    }
    await page.screenshot({ path: `test-results/screens/live-room-${viewport.width}.png` });
    await page.getByRole('button', { name: 'Stop Interview' }).click();
    await expect(page.getByRole('heading', { name: 'Interview Feedback' })).toBeVisible({ timeout: 20_000 });
  });
}

test('a job-description interview also asks about the résumé saved in the profile (a visible option, on by default)', async ({
  page,
}) => {
  await signUpAs(page, 'Candidate', 'Jordan Lee');
  const saved = await page.evaluate(async () => {
    const response = await fetch('/api/candidate/profile', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        fullName: 'Jordan Lee',
        headline: 'Backend Engineer',
        skills: ['TypeScript', 'PostgreSQL', 'Kafka'],
        experience: [
          {
            title: 'Senior Backend Engineer',
            organisation: 'Paystream',
            period: '2019 - 2024',
            highlights: ['Built LedgerLite, a double-entry ledger service handling 2M transactions a day'],
          },
        ],
      }),
    });
    return response.status;
  });
  expect(saved).toBe(200);

  await page.goto('/dashboard/candidate/interview/create');
  await page.getByLabel('Job Role*').fill('Backend Engineer');
  await page.getByLabel('Difficulty*').selectOption('medium');
  await page.getByRole('button', { name: 'Next' }).click();
  const option = page.getByRole('checkbox', { name: /Also ask about my saved résumé/ });
  await expect(option).toHaveCount(0);
  await page.getByLabel('Job Description (optional)').fill(JD);
  await expect(option).toBeVisible();
  await expect(option).toBeChecked();
  await expect(page.getByText('1 role, 3 skills', { exact: false })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/wizard-saved-resume-1280.png' });
  // Uploading a résumé instead keeps the one-of rule: the option goes away.
  await page.locator('input[type=file]').setInputFiles('e2e/fixtures/resumes/jordan-lee.pdf');
  await expect(option).toHaveCount(0);
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(option).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('definition').filter({ hasText: 'Included' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit Interview' }).click();
  await expect(captionsOf(page)).toContainText('I am Iris', { timeout: 20_000 });

  const questions = await page.evaluate(async () => {
    const list = await (await fetch('/api/interviews')).json();
    const detail = await (await fetch(`/api/interviews/${list.interviews[0].id}`)).json();
    return (detail.interview.questions as string[]).join('\n');
  });
  expect(questions).toMatch(/LedgerLite/);
  await page.getByRole('button', { name: 'Stop Interview' }).click();
});
