/** Recruiter page details: the landing page invites recruiters, "an owner", the company's minutes on Payment, and the
 * applicants table keeps Status in view on a phone. */
import { expect, test } from '@playwright/test';
import { recruiterWithCompany, signUpAs } from './support/accounts';
import { createJob, publishJob } from './support/jobs';

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

test('the landing page has a call to action for recruiters', async ({ page }) => {
  await page.goto('/');
  const cta = page.getByRole('link', { name: /Post a job and let first-round AI interviews rank/ });
  await expect(cta).toHaveAttribute('href', '/dashboard/recruiter');
  await cta.click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('recruiter: "an owner", the company\'s first-round minutes on Payment, Status visible in the applicants table on a phone', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const recruiter = await recruiterWithCompany(browser, 'Harbour Mobile');
  await recruiter.goto('/account');
  await expect(recruiter.getByText('you are an owner')).toBeVisible();
  await recruiter.goto('/payment');
  // First-round interviews are paid from the owner's plan (the server counts them there), so Payment says so and
  // shows the minutes used and the plans.
  await expect(
    recruiter.getByRole('heading', { name: /Minutes for your company.s first-round interviews/ }),
  ).toBeVisible();
  await expect(recruiter.getByText('Interview minutes used this period')).toBeVisible();
  await expect(recruiter.getByRole('listitem', { name: 'Free' })).toHaveAttribute('aria-current', 'true');
  await expect(recruiter.getByRole('button', { name: 'Upgrade to Basic' })).toBeVisible();

  await recruiter.goto('/dashboard/recruiter');
  const jobId = await createJob(recruiter, {
    title: 'Warehouse Team Lead',
    location: 'Porto',
    description:
      'Lead the night shift of our Porto warehouse: people, safety, and on-time dispatch every day.',
  });
  await publishJob(recruiter);

  const candidate = await (await browser.newContext()).newPage();
  await signUpAs(candidate, 'Candidate', 'Bartholomew Longname-Applicant');
  await candidate.request.put('/api/candidate/profile', {
    data: {
      fullName: 'Bartholomew Longname-Applicant',
      headline: 'Shift lead',
      email: 'bart@example.com',
      location: 'Porto',
      summary: 'Shift lead who keeps a warehouse safe and on time.',
      skills: ['Leadership'],
      experience: [
        { title: 'Shift lead', organisation: 'DHL', period: '2019 - 2025', highlights: ['Zero accidents'] },
      ],
      education: [],
      links: [],
    },
  });
  expect((await candidate.request.post(`/api/jobs/${jobId}/apply-directly`, { data: {} })).status()).toBe(
    201,
  );

  await recruiter.setViewportSize({ width: 390, height: 844 });
  await recruiter.goto(`/dashboard/recruiter/jobs/${jobId}/applicants`);
  const status = recruiter.getByRole('row', { name: /Bartholomew/ }).getByText('New', { exact: true });
  await expect(status).toBeInViewport();
  const box = (await status.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  const table = recruiter.getByRole('table');
  const overflow = await table.evaluate((element) => {
    const scroller = element.parentElement!;
    return scroller.scrollWidth - scroller.clientWidth;
  });
  expect(overflow).toBeLessThanOrEqual(0);
  if (SHOTS) await recruiter.screenshot({ path: `${SHOTS}/applicants-mobile.png`, fullPage: true });
});

test('inviting the same candidate twice sends the invite again instead of a second "Waiting" row', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const recruiter = await recruiterWithCompany(browser, 'Harbour Invites');
  await recruiter.getByRole('link', { name: 'New job' }).click();
  await recruiter.getByLabel('Job title').fill('Data Analyst');
  await recruiter.getByLabel('Location').fill('Remote');
  await recruiter
    .getByLabel('Description')
    .fill('Turn our shipping data into decisions: SQL, dashboards and clear written summaries.');
  await recruiter.getByLabel('Candidates can apply by taking an AI interview').check();
  await recruiter.getByRole('button', { name: 'Create job' }).click();
  await expect(recruiter).toHaveURL(/\/dashboard\/recruiter\/jobs\/[0-9a-f-]{36}$/);
  await recruiter.getByRole('link', { name: /^Applicants/ }).click();
  for (let i = 0; i < 2; i += 1) {
    await recruiter.getByLabel('Candidate name (optional)').fill('Lee Park');
    await recruiter.getByLabel('Candidate email').fill('lee.park@example.com');
    await recruiter.getByRole('button', { name: 'Send invite' }).click();
    await expect(recruiter.getByLabel('Invite link')).toBeVisible();
  }
  await expect(recruiter.getByText('already had a waiting invite: it was sent again')).toBeVisible();
  await expect(recruiter.getByRole('listitem').filter({ hasText: 'lee.park@example.com' })).toHaveCount(1);
  // The invitation's email went out (to the outbox here) and the list says so.
  await expect(recruiter.getByRole('listitem').filter({ hasText: 'lee.park@example.com' })).toContainText(
    'email sent',
  );
  await recruiter.setViewportSize({ width: 390, height: 844 });
  if (SHOTS) await recruiter.screenshot({ path: `${SHOTS}/invite-resent-mobile.png`, fullPage: true });
});

test('a job that fails to save puts the keyboard on the first invalid field and announces why', async ({
  browser,
}) => {
  const recruiter = await recruiterWithCompany(browser, 'Focus Freight');
  await recruiter.getByRole('link', { name: 'New job' }).click();
  await recruiter.getByLabel('Location').fill('Leeds');
  await recruiter.getByLabel('Currency').fill('euros');
  await recruiter.getByRole('button', { name: 'Create job' }).click();
  await expect(recruiter.getByLabel('Job title')).toBeFocused();
  await expect(recruiter.getByRole('alert')).toHaveText('Please correct the highlighted fields.');
  // Fixing the first moves the keyboard to the next one still wrong on the next attempt.
  await recruiter.getByLabel('Job title').fill('Route Planner');
  await recruiter
    .getByLabel('Description')
    .fill('Plan delivery routes across the north of England and keep our drivers on time.');
  await recruiter.getByRole('button', { name: 'Create job' }).click();
  await expect(recruiter.getByLabel('Currency')).toBeFocused();
  await expect(recruiter.getByLabel('Currency')).toHaveAccessibleDescription(
    'Currency is a three-letter code such as USD.',
  );
});

test('a job whose interview is longer than the company’s minutes left says how long it can run, to the recruiter and candidates', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // A new company's owner is on Free: 5 minutes a month, so a 15-minute first round is cut to 5.
  const recruiter = await recruiterWithCompany(browser, 'Short Shift');
  await recruiter.goto('/dashboard/recruiter');
  // A new job warns as its duration is typed, before it is created.
  await recruiter.getByRole('link', { name: 'New job' }).click();
  await recruiter.getByLabel('Candidates can apply by taking an AI interview').check();
  await recruiter.getByLabel('Duration (minutes)').fill('12');
  await expect(recruiter.getByTestId('first-round-length-warning')).toContainText(
    'Free plan, which has 5 minutes left this month: a candidate’s interview will be cut to 5 minutes instead of this job’s 12 minutes.',
  );
  await recruiter.getByLabel('Duration (minutes)').fill('5');
  await expect(recruiter.getByTestId('first-round-length-warning')).toHaveCount(0);
  await recruiter.goto('/dashboard/recruiter');
  const jobId = await createJob(recruiter, {
    title: 'Night Shift Supervisor',
    location: 'Hull',
    description:
      'Run the night shift of our Hull depot: rotas, safety checks and on-time loading of every van.',
    aiInterview: { difficulty: 'easy', minutes: 15 },
  });
  await expect(recruiter.getByTestId('first-round-length-warning')).toHaveText(
    'First-round interviews are paid from your company owner’s Free plan, which has 5 minutes left this month: a candidate’s interview will be cut to 5 minutes instead of this job’s 15 minutes. See plans',
  );
  await publishJob(recruiter);
  // The warning follows the duration as it is edited, before it is saved.
  await recruiter.getByLabel('Duration (minutes)').fill('5');
  await expect(recruiter.getByTestId('first-round-length-warning')).toHaveCount(0);
  await recruiter.getByLabel('Duration (minutes)').fill('20');
  await expect(recruiter.getByTestId('first-round-length-warning')).toContainText(
    'Free plan, which has 5 minutes left this month: a candidate’s interview will be cut to 5 minutes instead of this job’s 20 minutes.',
  );
  await recruiter.getByLabel('Duration (minutes)').fill('5');
  await recruiter.getByRole('button', { name: 'Save changes' }).click();
  await expect(recruiter.getByText('Saved.')).toBeVisible();
  await expect(recruiter.getByTestId('first-round-length-warning')).toHaveCount(0);
  await recruiter.getByLabel('Duration (minutes)').fill('15');
  await recruiter.getByRole('button', { name: 'Save changes' }).click();
  await expect(recruiter.getByText('Saved.')).toBeVisible();
  await expect(recruiter.getByTestId('first-round-length-warning')).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/jobs/${jobId}`);
  await expect(visitor.getByTestId('first-round-length')).toContainText(
    'Short Shift runs a first-round interview with an AI interviewer. This interview runs for up to 5 minutes.',
  );
  await expect(visitor.getByText(/minutes left/)).toHaveCount(0);
  await expect(visitor.getByText('15-minute')).toHaveCount(0);
  await signUpAs(visitor, 'Candidate', 'Casey Shift');
  await visitor.goto(`/dashboard/candidate/jobs/${jobId}/apply`);
  await expect(visitor.getByText('Short Shift · up to 5 minutes', { exact: true })).toBeVisible();
  await expect(visitor.getByText(/minutes left/)).toHaveCount(0);
});
