import { expect, test } from '@playwright/test';
import { signUpAs, signUpThroughModal } from './support/accounts';
import { verificationLinkFor } from './support/outbox';

test('upgrade with the manual provider: the plan from the pricing button, usage, an administrator grants it', async ({
  browser,
  page,
}) => {
  const candidate = await signUpAs(page, 'Candidate', 'Paul Payer');
  await expect(page.getByTestId('minutes-left')).toContainText('Free plan: 5 of 5 interview minutes left');

  // Straight to /payment: Free is marked as the current plan and nothing is preselected as if chosen.
  await page.goto('/payment');
  const freeCard = page.getByRole('listitem', { name: 'Free' });
  await expect(freeCard).toHaveAttribute('aria-current', 'true');
  await expect(freeCard.getByText('Current plan', { exact: true })).toBeVisible();
  await expect(freeCard.getByRole('button')).toHaveCount(0);
  await expect(page.getByText('Your choice')).toHaveCount(0);
  await expect(page.getByRole('listitem', { name: 'Professional' })).not.toHaveAttribute('aria-current');
  await expect(page.getByRole('button', { name: 'Upgrade to Basic' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upgrade to Professional' })).toBeVisible();

  // The landing page's plan button carries the choice to /payment.
  await page.goto('/');
  await page
    .locator('#pricing')
    .getByRole('radio', { name: /Yearly/ })
    .click();
  await page.locator('#pricing').getByRole('link', { name: 'Choose Basic' }).click();
  await expect(page).toHaveURL(/\/payment\?plan=basic&period=yearly/);
  const basicCard = page.getByRole('listitem', { name: 'Basic' });
  await expect(basicCard.getByText('Your choice')).toBeVisible();
  await expect(basicCard).toContainText('$99/year');
  await expect(basicCard).toContainText('150 interview minutes a month');
  await expect(page.getByRole('radio', { name: 'yearly' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('progressbar', { name: 'Interview minutes used' })).toBeVisible();
  await expect(page.getByText('plans are granted by its administrator')).toBeVisible();
  await basicCard.getByRole('button', { name: 'Upgrade to Basic' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'administrator grants plans' })).toBeVisible();

  // The administrator grants it.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signUpThroughModal(admin, {
    name: 'Ada Admin',
    email: 'admin-e2e@example.com',
    password: 'practice-makes-42',
  });
  // Administrator rights need the address confirmed: open the link from the outbox.
  await admin.goto(verificationLinkFor('admin-e2e@example.com'));
  await expect(admin.getByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeVisible();
  await admin.goto('/payment');
  await admin.getByLabel('User email').fill(candidate.email);
  await admin.getByRole('combobox', { name: 'Plan' }).selectOption('basic');
  await admin.getByRole('combobox', { name: 'Period' }).selectOption('yearly');
  await admin.getByRole('button', { name: 'Grant plan' }).click();
  await expect(admin.getByText(`${candidate.email} is now on Basic (yearly).`)).toBeVisible();
  await adminContext.close();

  await page.reload();
  await expect(page.getByRole('listitem', { name: 'Basic' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('listitem', { name: 'Basic' }).getByRole('button')).toHaveCount(0);
  await expect(page.getByText('Your choice')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upgrade to Professional' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Free' })).toContainText('returns to Free');
  // Monthly prices chosen: the card of the current (yearly) plan says how it is billed.
  await page.getByRole('radio', { name: 'monthly' }).click();
  await expect(page.getByRole('listitem', { name: 'Basic' })).toContainText('$10/month');
  await expect(page.getByRole('listitem', { name: 'Basic' })).toContainText(
    'You are on this plan, billed yearly.',
  );
  await page.goto('/dashboard/candidate');
  await expect(page.getByTestId('minutes-left')).toContainText(
    'Basic plan: 150 of 150 interview minutes left',
  );
});

test('the Payment page asks a signed-out visitor to sign in', async ({ page }) => {
  await page.goto('/payment?plan=professional&period=monthly');
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
});

test('changing the billing period leaves no text of the other period on the page', async ({ page }) => {
  await signUpAs(page, 'Candidate', 'Petra Period');
  await page.goto('/payment');
  await page.getByRole('button', { name: 'Upgrade to Basic' }).click();
  const answer = page.getByRole('status').filter({ hasText: 'administrator grants plans' });
  await expect(answer).toContainText('switch you to Basic (monthly)');
  await page.getByRole('radio', { name: 'yearly' }).click();
  await expect(page.getByRole('radio', { name: 'yearly' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('listitem', { name: 'Basic' })).toContainText('$99/year');
  await expect(page.getByText('(monthly)')).toHaveCount(0);
  await page.getByRole('button', { name: 'Upgrade to Basic' }).click();
  await expect(answer).toContainText('switch you to Basic (yearly)');
});
