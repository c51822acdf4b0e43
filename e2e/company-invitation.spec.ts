/**
 * A colleague invitation is one path: the link names the company, sign-up is prefilled with the invited address,
 * the invitation makes the new account a recruiter, and accepting lands in the company's dashboard.
 */
import { expect, test } from '@playwright/test';
import { recruiterWithCompany, uniqueEmail } from './support/accounts';

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

test('an invited colleague signs up from the link and lands in the company as a recruiter', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const owner = await recruiterWithCompany(browser, 'Harbour Freight');
  const email = uniqueEmail('colleague');
  await owner.goto('/account');
  await owner.getByLabel('Email', { exact: true }).fill(email);
  await owner.getByRole('button', { name: 'Create invitation' }).click();
  const link = (await owner.locator('li', { hasText: email }).locator('code').textContent())!;
  expect(link).toMatch(/\/invite\/\w+$/);

  const colleague = await (await browser.newContext()).newPage();
  await colleague.goto(new URL(link).pathname);
  await expect(colleague.getByRole('heading', { name: 'Join Harbour Freight' })).toBeVisible();
  await expect(colleague.getByText(`invited ${email} to join Harbour Freight as a member`)).toBeVisible();
  if (SHOTS) await colleague.screenshot({ path: `${SHOTS}/invite-signed-out-desktop.png`, fullPage: true });
  await colleague.getByRole('button', { name: 'Create your account' }).click();
  const dialog = colleague.getByRole('dialog');
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await dialog.getByLabel('Name').fill('Cleo Colleague');
  await dialog.getByLabel('Password').fill('practice-makes-42');
  await dialog.getByRole('button', { name: 'Create account' }).click();

  // Back on the invitation, signed in, with no role question in between: the invitation decides it.
  await expect(colleague).toHaveURL(/\/invite\/\w+$/);
  await colleague.getByRole('button', { name: 'Join Harbour Freight' }).click();
  await expect(colleague).toHaveURL(/\/dashboard\/recruiter$/);
  await expect(colleague.getByText('Harbour Freight')).toBeVisible();
  await expect(colleague.getByRole('link', { name: 'New job' })).toBeVisible();
  await expect(colleague.getByText('Set up your company first')).toHaveCount(0);

  // The owner sees the new member.
  await owner.reload();
  await expect(owner.getByText('Cleo Colleague', { exact: true })).toBeVisible();
});

test('a recruiter who signed up first sees the pending invitation on the dashboard instead of only "set up a company"', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const owner = await recruiterWithCompany(browser, 'Lisbon Labs');
  const email = uniqueEmail('later');
  await owner.goto('/account');
  await owner.getByLabel('Email', { exact: true }).fill(email);
  await owner.getByRole('button', { name: 'Create invitation' }).click();
  await expect(owner.locator('li', { hasText: email })).toBeVisible();

  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create an account' }).click();
  await dialog.getByLabel('Name').fill('Lee Later');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('practice-makes-42');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/select-role$/);
  // The role page already points to the invitation.
  await expect(page.getByRole('link', { name: 'Review invitation to Lisbon Labs' })).toBeVisible();
  await page.getByRole('button', { name: /^Recruiter/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/recruiter$/);
  await page.setViewportSize({ width: 390, height: 844 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/invite-dashboard-mobile.png`, fullPage: true });
  await page.getByRole('link', { name: 'Review invitation to Lisbon Labs' }).click();
  await page.getByRole('button', { name: 'Join Lisbon Labs' }).click();
  await expect(page).toHaveURL(/\/dashboard\/recruiter$/);
  await expect(page.getByRole('link', { name: 'New job' })).toBeVisible();
});
