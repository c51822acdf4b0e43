/**
 * Listen live: while a candidate takes a first-round interview, a recruiter of the company opens the applicant and
 * listens as an observer — the live transcript follows the call, and the candidate's call is unaffected. The
 * notices are true: consent and room say a recruiter may listen, the candidate sees while someone does, and the
 * room says the camera is recorded and shows REC while it is.
 */
import { expect, test } from '@playwright/test';
import { recruiterWithCompany, signUpAs } from './support/accounts';
import { createJob, publishJob } from './support/jobs';
import { expectAccessible } from './support/axe';

const JOB_TITLE = `Observed Platform Engineer ${Date.now().toString(36)}`;
const ANSWER =
  'I rebuilt our ledger in TypeScript on PostgreSQL and cut reconciliation time from two days to four hours.';

test('a recruiter listens live to a first-round interview as a silent observer', async ({ browser }) => {
  test.setTimeout(150_000);
  const recruiter = await recruiterWithCompany(browser);
  const jobId = await createJob(recruiter, {
    title: JOB_TITLE,
    location: 'Lisbon',
    description:
      'Own our payments ledger: PostgreSQL schemas, TypeScript services on Node.js, Redis caching.',
    requirements: '4+ years with PostgreSQL and TypeScript',
    aiInterview: { difficulty: 'easy', minutes: 5 },
  });
  await publishJob(recruiter);

  const candidate = await (await browser.newContext()).newPage();
  await signUpAs(candidate, 'Candidate', 'Olive Observed');
  await candidate.goto(`/jobs/${jobId}`);
  await candidate.getByRole('link', { name: 'Apply with a first-round AI interview' }).click();
  await expect(candidate.getByRole('region', { name: 'How the AI is used in this interview' })).toContainText(
    'A recruiter from the company may listen to the interview live',
  );
  await candidate.getByLabel('I have read how the AI is used').check();
  await candidate.getByLabel('Record my camera for the recruiter').check();
  await candidate.getByRole('button', { name: 'Start first-round interview' }).click();
  const captions = candidate.getByRole('list', { name: 'Live captions' });
  await expect(captions).toContainText('I am Iris', { timeout: 30_000 });
  // Recording was chosen: the room says so and shows REC, and says a recruiter may listen.
  const privacy = candidate.getByTestId('room-privacy-notice');
  await expect(privacy).toContainText('Your camera is recorded while the REC sign shows');
  await expect(privacy).not.toContainText('not recorded');
  await expect(privacy).toContainText('A recruiter from the company may listen to this interview live');
  await expect(candidate.getByRole('status', { name: 'Recording' })).toBeVisible({ timeout: 15_000 });
  const listening = candidate.getByTestId('listening-notice');
  await expect(listening).toHaveCount(0);

  // The recruiter opens the applicant: the interview is live, and they listen in.
  await recruiter.goto(`/dashboard/recruiter/jobs/${jobId}/applicants`);
  await recruiter.getByRole('link', { name: 'Olive Observed' }).click();
  const panel = recruiter.getByTestId('live-observer');
  await expect(panel).toContainText('Olive Observed is taking the interview now.', { timeout: 15_000 });
  await panel.getByRole('button', { name: 'Listen live' }).click();
  await expect(panel).toContainText(
    'Listening — Olive Observed cannot hear you, and sees that a recruiter is listening.',
  );
  // The candidate sees that someone is listening, for as long as they are.
  await expect(listening).toContainText('A recruiter is listening to this interview live.', {
    timeout: 10_000,
  });
  await candidate.screenshot({ path: 'test-results/candidate-room-listened-and-recorded.png' });
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
  await expect(listening).toHaveCount(0, { timeout: 10_000 });
  await expect(candidate.getByTestId('agent-status')).toHaveAttribute('data-call-state', 'joined');
  await panel.getByRole('button', { name: 'Listen live' }).click();
  await expect(transcript).toContainText(ANSWER.slice(0, 40));
  await expect(listening).toBeVisible({ timeout: 10_000 });

  // The candidate stops: the observer is told the interview ended.
  await candidate.getByRole('button', { name: 'Stop Interview' }).click();
  await expect(panel).toContainText('The interview has ended.', { timeout: 20_000 });
});
