/**
 * A job without a first-round AI interview still takes applications: "Apply" is the candidate's main action, they
 * send their profile with a note (kept when sending fails), the page then says "Applied", and the recruiter sees the
 * applicant with what they sent. The job's own application page is offered beside it.
 */
import { expect, test } from '@playwright/test';
import { recruiterWithCompany, signUpAs } from './support/accounts';
import { createJob, publishJob } from './support/jobs';

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
const JOB_TITLE = `Customer Success Manager ${Date.now().toString(36)}`;

test('a candidate applies with their profile to a job without an AI round; the recruiter sees them', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const recruiter = await recruiterWithCompany(browser, 'Harbour Freight');
  const jobId = await createJob(recruiter, {
    title: JOB_TITLE,
    location: 'Lisbon',
    description: 'Look after our enterprise customers: onboarding, quarterly business reviews and renewals.',
    applyUrl: 'https://careers.harbour.example/jobs/42',
  });
  await publishJob(recruiter);

  const candidate = await (await browser.newContext()).newPage();
  await signUpAs(candidate, 'Candidate', 'Ana Diaz');
  await candidate.goto(`/jobs/${jobId}`);
  const apply = candidate.getByRole('link', { name: 'Apply', exact: true });
  await expect(apply).toHaveClass(/btn-primary/);
  await expect(candidate.getByRole('link', { name: 'Apply on Harbour Freight’s site' })).toHaveAttribute(
    'href',
    'https://careers.harbour.example/jobs/42',
  );
  await expect(candidate.getByRole('link', { name: 'Practise this interview' })).toHaveClass(/btn-secondary/);
  await apply.click();

  // An empty profile is refused with what to do, and the note typed with it stays.
  await candidate
    .getByLabel('Note to the recruiter (optional)')
    .fill('I ran renewals for 40 enterprise accounts.');
  await candidate.getByRole('button', { name: 'Send application' }).click();
  await expect(candidate.getByRole('alert')).toContainText('Your profile is empty');
  await expect(candidate.getByLabel('Note to the recruiter (optional)')).toHaveValue(
    'I ran renewals for 40 enterprise accounts.',
  );
  const saved = await candidate.request.put('/api/candidate/profile', {
    data: {
      fullName: 'Ana Diaz',
      headline: 'Customer Success Lead',
      email: 'ana@example.com',
      phone: '',
      location: 'Lisbon',
      summary: 'Customer success lead who keeps enterprise customers close and renewals high.',
      skills: ['Onboarding', 'Renewals', 'Salesforce'],
      experience: [
        {
          title: 'CS Lead',
          organisation: 'Paystream',
          period: '2020 - 2024',
          highlights: ['Raised renewals by 12%'],
        },
      ],
      education: [],
      links: [],
    },
  });
  expect(saved.status()).toBe(200);
  await candidate.getByRole('button', { name: 'Send application' }).click();
  await expect(candidate.getByText(/Applied on .*Harbour Freight has your profile/)).toBeVisible();

  // Back on the job page the main action now says Applied.
  await candidate.goto(`/jobs/${jobId}`);
  await expect(candidate.getByRole('link', { name: /^Applied on/ })).toBeVisible();
  await expect(candidate.getByRole('link', { name: 'Apply', exact: true })).toHaveCount(0);
  if (SHOTS) {
    await candidate.screenshot({ path: `${SHOTS}/job-applied-desktop.png` });
    await candidate.setViewportSize({ width: 390, height: 844 });
    await candidate.screenshot({ path: `${SHOTS}/job-applied-mobile.png` });
  }

  // The recruiter sees the applicant and what they sent.
  await recruiter.goto(`/dashboard/recruiter/jobs/${jobId}/applicants`);
  await expect(recruiter.getByRole('cell', { name: 'Applied with profile' })).toBeVisible();
  await recruiter.getByRole('link', { name: 'Ana Diaz' }).click();
  await expect(recruiter.getByText('I ran renewals for 40 enterprise accounts.')).toBeVisible();
  await expect(recruiter.getByText('Customer Success Lead', { exact: true })).toBeVisible();
  await expect(recruiter.getByText('Raised renewals by 12%')).toBeVisible();
  if (SHOTS) await recruiter.screenshot({ path: `${SHOTS}/applicant-direct-desktop.png`, fullPage: true });
});
