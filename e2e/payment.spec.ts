import { expect, test } from '@playwright/test';
import { signUpAs, signUpThroughModal } from './support/accounts';
import { verificationLinkFor } from './support/outbox';

test('upgrade with the manual provider: the plan from the pricing button, usage, an administrator grants it', async ({
  browser,
  page,
}) => {
  const candidate = await signUpAs(page, 'Candidate', 'Paul Payer');
  await expect(page.getByTestId('minutes-left')).toContainText('Free plan: 5 of 5 interview minutes left');

  // The landing page's plan button carries the choice to /payment.
  await page.goto('/');
  await page
    .locator('#pricing')
    .getByRole('radio', { name: /Yearly/ })
    .click();
  await page.locator('#pricing').getByRole('link', { name: 'Choose Basic' }).click();
  await expect(page).toHaveURL(/\/payment\?plan=basic&period=yearly/);
  await expect(page.getByTestId('chosen-plan')).toContainText(
    'Basic: $99 billed yearly · 150 interview minutes a month',
  );
  await expect(page.getByRole('progressbar', { name: 'Interview minutes used' })).toBeVisible();
  await expect(page.getByText('plans are granted by its administrator')).toBeVisible();
  await page.getByRole('button', { name: 'Request this plan' }).click();
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
  await expect(page.getByText('Current plan', { exact: true })).toBeVisible();
  await expect(page.getByText('This is your current plan.')).toBeVisible();
  await page.goto('/dashboard/candidate');
  await expect(page.getByTestId('minutes-left')).toContainText(
    'Basic plan: 150 of 150 interview minutes left',
  );
});

test('the Payment page asks a signed-out visitor to sign in', async ({ page }) => {
  await page.goto('/payment?plan=professional&period=monthly');
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
});
