import { expect, test, type Page } from '@playwright/test';
import { signUpAs, signUpThroughModal, uniqueEmail } from './support/accounts';
import { verificationLinkFor } from './support/outbox';

test('sign up → choose Candidate → candidate dashboard; the Dashboard link follows the role', async ({
  page,
}) => {
  await signUpAs(page, 'Candidate', 'Grace Hopper');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard/candidate');
  await expect(page.getByRole('heading', { name: 'Candidate' })).toBeVisible();

  // The role is chosen once: /select-role now sends the user to their dashboard.
  await page.goto('/select-role');
  await expect(page).toHaveURL(/\/dashboard\/candidate$/);

  // A candidate cannot open the recruiter dashboard.
  await page.goto('/dashboard/recruiter');
  await expect(page.getByRole('heading', { name: 'This area is for recruiters' })).toBeVisible();
});

test('logout returns to Home; logging in again lands on the dashboard via /redirect', async ({ page }) => {
  const { email, password } = await signUpAs(page, 'Recruiter', 'Rita Recruiter');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Login' }),
  ).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('wrong-password-1');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Invalid email or password.');
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/recruiter$/);
});

test('a signed-out visitor to /payment is asked to sign in and comes back to /payment', async ({ page }) => {
  await page.goto('/payment');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Create an account' }).click();
  await dialog.getByLabel('Name').fill('Pat Payer');
  await dialog.getByLabel('Email').fill(uniqueEmail('payer'));
  await dialog.getByLabel('Password').fill('plans-and-prices-7');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/payment$/);
});

test('sign-up shows inline errors for a weak password and keeps the modal open', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create an account' }).click();
  await dialog.getByLabel('Name').fill('Weak Password');
  await dialog.getByLabel('Email').fill(uniqueEmail('weak'));
  await dialog.getByLabel('Password').fill('letters');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByText('Use at least 8 characters.')).toBeVisible();
  await expect(dialog.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
});

async function signUpCandidate(page: Page) {
  const email = uniqueEmail('exporter');
  await signUpThroughModal(page, { name: 'Ex Porter', email, password: 'export-data-123' });
  await page.getByRole('button', { name: /^Candidate/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/candidate$/);
  return { email };
}

test('account page: export my data downloads JSON; deleting the account signs out', async ({ page }) => {
  const { email } = await signUpCandidate(page);
  await page.goto('/account');
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export my data' }).click();
  const download = await downloadPromise;
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  expect(body.data.profile.email).toBe(email);

  await page.getByLabel('Type DELETE to confirm').fill('DELETE');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Login' }),
  ).toBeVisible();
});

test('a new account is asked to confirm its e-mail; the link confirms it; a new address waits for its link', async ({
  page,
}) => {
  const { email } = await signUpAs(page, 'Candidate', 'Vera Verify');
  const notice = page.getByRole('region', { name: 'Confirm your e-mail address' });
  await expect(notice).toContainText(`We sent a link to ${email}`);
  await notice.getByRole('button', { name: 'Send the link again' }).click();
  await expect(notice.getByRole('status')).toHaveText('Sent. Check your inbox.');

  // The link from the mail (the outbox here): the landing page confirms, and the notice is gone.
  await page.goto(verificationLinkFor(email));
  await expect(page).toHaveURL(/\/email-verified$/);
  await expect(page.getByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeVisible();
  await expect(notice).toBeHidden();

  // A bad link says why.
  await page.goto('/email-verified?error=TOKEN_EXPIRED');
  await expect(page.getByRole('alert')).toContainText('This link has expired.');

  // Changing the address: the old one stays until the new one is confirmed.
  const next = uniqueEmail('moved');
  await page.goto('/account');
  await page.getByLabel('New email address').fill(next);
  await page.getByRole('button', { name: 'Change email' }).click();
  await expect(page.getByText(`Pending: ${next}`)).toBeVisible();
  await expect(page.getByText(`your account keeps ${email} until you open it`)).toBeVisible();
  await page.goto(verificationLinkFor(next));
  await expect(page.getByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeVisible();
  await expect(page.getByText(`${next} is confirmed`)).toBeVisible();
});
