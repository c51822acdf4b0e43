/**
 * Listen live: while a candidate takes a first-round interview, a recruiter of the company opens the applicant and
 * listens as a silent observer — the live transcript follows the call, and the candidate's call is unaffected.
 */
import { expect, test } from '@playwright/test';
import { recruiterWithCompany, signUpAs } from './support/accounts';
import { expectAccessible } from './support/axe';

const JOB_TITLE = `Observed Platform Engineer ${Date.now().toString(36)}`;
const ANSWER =
  'I rebuilt our ledger in TypeScript on PostgreSQL and cut reconciliation time from two days to four hours.';

test('a recruiter listens live to a first-round interview as a silent observer', async ({ browser }) => {
  test.setTimeout(150_000);
  const recruiter = await recruiterWithCompany(browser);
  await recruiter.getByRole('link', { name: 'New job' }).click();
  await recruiter.getByLabel('Job title').fill(JOB_TITLE);
  await recruiter.getByLabel('Location').fill('Lisbon');
  await recruiter
    .getByLabel('Description')
    .fill('Own our payments ledger: PostgreSQL schemas, TypeScript services on Node.js, Redis caching.');
  await recruiter.getByLabel('Requirements').fill('4+ years with PostgreSQL and TypeScript');
  await recruiter.getByLabel('Candidates can apply by taking an AI interview').check();
  await recruiter.getByLabel('Difficulty').selectOption('easy');
  await recruiter.getByLabel('Duration (minutes)').fill('5');
  await recruiter.getByRole('button', { name: 'Create job' }).click();
  await expect(recruiter).toHaveURL(/\/dashboard\/recruiter\/jobs\/[0-9a-f-]{36}$/);
  const jobId = recruiter.url().split('/').at(-1)!;
  await recruiter.getByRole('button', { name: 'Publish' }).click();
  await expect(recruiter.getByText('published', { exact: true })).toBeVisible();

  const candidate = await (await browser.newContext()).newPage();
  await signUpAs(candidate, 'Candidate', 'Olive Observed');
  await candidate.goto(`/jobs/${jobId}`);
  await candidate.getByRole('link', { name: 'Apply with a first-round AI interview' }).click();
  await candidate.getByLabel('I have read how the AI is used').check();
  await candidate.getByRole('button', { name: 'Start first-round interview' }).click();
  const captions = candidate.getByRole('list', { name: 'Live captions' });
  await expect(captions).toContainText('I am Iris', { timeout: 30_000 });

  // The recruiter opens the applicant: the interview is live, and they listen in.
  await recruiter.goto(`/dashboard/recruiter/jobs/${jobId}/applicants`);
  await recruiter.getByRole('link', { name: 'Olive Observed' }).click();
  const panel = recruiter.getByTestId('live-observer');
  await expect(panel).toContainText('Olive Observed is taking the interview now.', { timeout: 15_000 });
  await panel.getByRole('button', { name: 'Listen live' }).click();
  await expect(panel).toContainText('Listening silently — Olive Observed cannot see or hear you.');
  const transcript = panel.getByRole('list', { name: 'Live transcript' });
  await expect(transcript).toContainText('I am Iris');
  await expectAccessible(recruiter, '', () => expect(transcript).toBeVisible());

  // What the candidate says reaches the observer as it is said.
  await candidate.getByLabel('Type your answer').fill(ANSWER);
  await candidate.getByLabel('Type your answer').press('Enter');
  await expect(transcript).toContainText(ANSWER.slice(0, 40), { timeout: 20_000 });

  // Leaving changes nothing for the candidate; listening again picks the call up where it is.
  await panel.getByRole('button', { name: 'Leave' }).click();
  await expect(panel.getByRole('button', { name: 'Listen live' })).toBeVisible();
  await expect(candidate.getByTestId('agent-status')).toHaveAttribute('data-call-state', 'joined');
  await panel.getByRole('button', { name: 'Listen live' }).click();
  await expect(transcript).toContainText(ANSWER.slice(0, 40));

  // The candidate stops: the observer is told the interview ended.
  await candidate.getByRole('button', { name: 'Stop Interview' }).click();
  await expect(panel).toContainText('The interview has ended.', { timeout: 20_000 });
});
