import { expect, test } from '@playwright/test';

test('landing page opens and the navigation bar reaches every top-level page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome to/ })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Explore' }).click();
  await expect(page).toHaveURL(/\/explore$/);

  // /payment needs an account: a signed-out visitor is asked to sign in there.
  await nav.getByRole('link', { name: 'Payment' }).click();
  await expect(page).toHaveURL(/\/payment/);
  await expect(page.getByRole('dialog', { name: /Sign in/ })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();

  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown route shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the mobile menu opens and closes, and its Dashboard link goes to the candidate dashboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  const menu = page.locator('#mobile-menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard/candidate');
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
});
