/**
 * The applicant page's controls follow the viewer's company role, notes are a thread with author and time, and a
 * failed save never loses what was typed.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { recruiterWithCompany, signUpAs, uniqueEmail } from './support/accounts';
import { createJob, publishJob } from './support/jobs';

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

async function memberOf(browser: Browser, owner: Page, company: string): Promise<Page> {
  const email = uniqueEmail('member');
  await owner.goto('/account');
  await owner.getByLabel('Email', { exact: true }).fill(email);
  await owner.getByRole('button', { name: 'Create invitation' }).click();
  const link = (await owner.locator('li', { hasText: email }).locator('code').textContent())!;
  const page = await (await browser.newContext()).newPage();
  await page.goto(new URL(link).pathname);
  await page.getByRole('button', { name: 'Create your account' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Mia Member');
  await dialog.getByLabel('Password').fill('practice-makes-42');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('button', { name: `Join ${company}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/recruiter$/);
  return page;
}

test('members add notes but cannot set the status; notes are a thread; failed saves keep the text', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const owner = await recruiterWithCompany(browser, 'Harbour Notes');
  const jobId = await createJob(owner, {
    title: 'Account Manager',
    location: 'Porto',
    description: 'Grow our accounts in the north: quarterly reviews, renewals and upsells with a small team.',
  });
  await publishJob(owner);

  const candidate = await (await browser.newContext()).newPage();
  await signUpAs(candidate, 'Candidate', 'Ana Diaz');
  expect(
    (
      await candidate.request.put('/api/candidate/profile', {
        data: {
          fullName: 'Ana Diaz',
          headline: 'Account Manager',
          email: 'ana@example.com',
          location: 'Porto',
          summary: 'Account manager who keeps renewals high.',
          skills: ['Renewals'],
          experience: [
            { title: 'AM', organisation: 'Paystream', period: '2020 - 2024', highlights: ['Renewals +12%'] },
          ],
          education: [],
          links: [],
        },
      })
    ).status(),
  ).toBe(200);
  expect((await candidate.request.post(`/api/jobs/${jobId}/apply-directly`, { data: {} })).status()).toBe(
    201,
  );

  // A member: the status is shown but cannot be changed; they add a note.
  const member = await memberOf(browser, owner, 'Harbour Notes');
  await member.goto(`/dashboard/recruiter/jobs/${jobId}`);
  await expect(member.getByText('Admins and owners publish and close jobs.')).toBeVisible();
  await expect(member.getByRole('button', { name: 'Close job' })).toHaveCount(0);
  await member.goto(`/dashboard/recruiter/jobs/${jobId}/applicants`);
  await member.getByRole('link', { name: 'Ana Diaz' }).click();
  await expect(member.getByLabel('Status')).toBeDisabled();
  await expect(member.getByText('Company admins and owners set the status')).toBeVisible();
  await member.getByLabel('Notes (your team only)').fill('Strong on renewals; ask about churn.');
  await member.getByRole('button', { name: 'Save' }).click();
  await expect(member.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expect(member.getByRole('list', { name: 'Team notes' })).toContainText('You');

  // The owner sees the member's note with author and time; a failed status save keeps the note they typed.
  await owner.goto(`/dashboard/recruiter/jobs/${jobId}/applicants`);
  await owner.getByRole('link', { name: 'Ana Diaz' }).click();
  const thread = owner.getByRole('list', { name: 'Team notes' });
  await expect(thread).toContainText('Mia Member');
  await expect(thread).toContainText('Strong on renewals; ask about churn.');
  await expect(thread.locator('time')).toHaveCount(1);
  await owner.route('**/api/recruiter/applications/*', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'service-unavailable', message: 'Try again in a moment.' } }),
        })
      : route.continue(),
  );
  await owner.getByLabel('Status').selectOption('shortlisted');
  await owner.getByLabel('Notes (your team only)').fill('Agreed — second round next week.');
  await owner.getByRole('button', { name: 'Save' }).click();
  await expect(owner.getByRole('alert')).toContainText('The status was not saved');
  await expect(thread).toContainText('Agreed — second round next week.');
  await expect(owner.getByLabel('Status')).toHaveValue('shortlisted');
  await owner.unroute('**/api/recruiter/applications/*');

  // A failed note save keeps the text in the box.
  await owner.route('**/api/recruiter/applications/*/notes', (route) => route.abort('failed'));
  await owner.getByLabel('Notes (your team only)').fill('Reference check booked.');
  await owner.getByRole('button', { name: 'Save' }).click();
  await expect(owner.getByRole('alert').filter({ hasText: 'Your note was not saved' })).toBeVisible();
  await expect(owner.getByLabel('Notes (your team only)')).toHaveValue('Reference check booked.');
  await expect(owner.getByRole('status').filter({ hasText: 'Saved' })).toHaveCount(0);
  await owner.unroute('**/api/recruiter/applications/*/notes');
  await owner.getByRole('button', { name: 'Save' }).click();
  await expect(owner.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expect(thread.getByRole('listitem')).toHaveCount(3);
  if (SHOTS) {
    await owner.screenshot({ path: `${SHOTS}/notes-desktop.png` });
    await member.setViewportSize({ width: 390, height: 844 });
    await member.screenshot({ path: `${SHOTS}/notes-member-mobile.png`, fullPage: true });
  }
});
