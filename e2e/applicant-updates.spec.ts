/**
 * The applicant page follows an interview to its result without a reload: it re-reads the applicant while the
 * interview runs or is being scored, and stops once scored. The server's answers are real; the interview's progress
 * is played by rewriting them (a full voice interview is proven in recruiter-first-round.spec.ts).
 */
import { expect, test } from '@playwright/test';
import { recruiterWithCompany, signUpAs } from './support/accounts';
import { createJob, publishJob } from './support/jobs';

test('the applicant page shows the interview ending and the score arriving on its own', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const recruiter = await recruiterWithCompany(browser, 'Harbour Live');
  const jobId = await createJob(recruiter, {
    title: 'Dispatcher',
    location: 'Porto',
    description:
      'Plan the routes of our delivery fleet every morning and keep drivers and customers informed.',
  });
  await publishJob(recruiter);

  const candidate = await (await browser.newContext()).newPage();
  await signUpAs(candidate, 'Candidate', 'Dana Driver');
  await candidate.request.put('/api/candidate/profile', {
    data: {
      fullName: 'Dana Driver',
      headline: 'Dispatcher',
      email: 'dana@example.com',
      location: 'Porto',
      summary: 'Dispatcher who plans routes and keeps everyone informed.',
      skills: ['Logistics'],
      experience: [
        { title: 'Dispatcher', organisation: 'CTT', period: '2018 - 2025', highlights: ['On time 98%'] },
      ],
      education: [],
      links: [],
    },
  });
  const applied = await candidate.request.post(`/api/jobs/${jobId}/apply-directly`, { data: {} });
  const applicationId = (await applied.json()).application.id as string;

  // The interview's progress over successive reads: running, then scoring, then scored.
  const phases = [
    { interviewStatus: 'in-progress', overallScore: null },
    { interviewStatus: 'completed', overallScore: null },
    { interviewStatus: 'scored', overallScore: 77 },
  ];
  let reads = 0;
  await recruiter.route(`**/api/recruiter/applications/${applicationId}`, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    const body = await response.json();
    const phase = phases[Math.min(Math.floor(reads / 2), phases.length - 1)]!;
    reads += 1;
    body.applicant = { ...body.applicant, method: 'ai-interview', interviewId: null, ...phase };
    body.report = null;
    await route.fulfill({ response, json: body });
  });
  await recruiter.route(`**/api/recruiter/applications/${applicationId}/live`, (route) =>
    route.fulfill({
      json: { inProgress: false, callId: null, observable: false, reason: 'not-in-progress' },
    }),
  );

  await recruiter.goto(`/dashboard/recruiter/applications/${applicationId}`);
  await expect(recruiter.getByRole('status').filter({ hasText: 'In progress' })).toBeVisible();
  await expect(recruiter.getByText('This page updates on its own')).toBeVisible();
  await expect(recruiter.getByRole('status').filter({ hasText: 'Completed — scoring' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(recruiter.getByText('77/100')).toBeVisible({ timeout: 20_000 });
  await expect(recruiter.getByRole('status').filter({ hasText: 'Scored' })).toBeVisible();
  await expect(recruiter.getByText('This page updates on its own')).toHaveCount(0);
  // Once scored, it stops asking.
  const settled = reads;
  await recruiter.waitForTimeout(6000);
  expect(reads).toBe(settled);
});
