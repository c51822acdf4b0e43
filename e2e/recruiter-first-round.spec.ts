/**
 * The recruiter platform end to end in two browsers: a recruiter posts a job with a first-round AI interview, a
 * candidate finds it in Explore, consents and takes the interview (typed answers), and the recruiter sees the ranked,
 * scored result with the transcript, then sets a status and notes. Invite links lead a new person through sign-up
 * into the interview.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { recruiterWithCompany, signUpAs, uniqueEmail } from './support/accounts';
import { createJob, publishJob } from './support/jobs';
import { expectAccessible } from './support/axe';
import { verificationLinkFor } from './support/outbox';

const JOB_TITLE = `Ledger Platform Engineer ${Date.now().toString(36)}`;
const ANSWERS = [
  'I am a backend engineer with six years in payments. I led the rebuild of our double-entry ledger in TypeScript on PostgreSQL and cut reconciliation time from two days to four hours.',
  'I would measure first: find the slowest queries with pg_stat_statements, add the missing composite index, batch the writes and cache balances in Redis, then confirm p95 latency dropped under 200 ms.',
];

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

async function postFirstRoundJob(page: Page, publish: boolean): Promise<string> {
  const jobId = await createJob(page, {
    title: JOB_TITLE,
    location: 'Lisbon',
    description:
      'Own our payments ledger: design PostgreSQL schemas, build TypeScript services on Node.js, and keep p95 latency low with Redis caching.',
    requirements: '4+ years with PostgreSQL, TypeScript and Redis',
    aiInterview: { difficulty: 'easy', minutes: 5 },
  });
  if (publish) await publishJob(page);
  return jobId;
}

test('recruiter posts a first-round job → candidate finds it in Explore and interviews → recruiter sees the ranked result', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const recruiter = await recruiterWithCompany(browser);
  const jobId = await postFirstRoundJob(recruiter, true);

  // The candidate finds the job on the public board and applies through the AI interview.
  const candidate = await newPage(browser);
  await signUpAs(candidate, 'Candidate', 'Casey Candidate');
  await candidate.goto('/explore');
  await candidate.getByLabel('Search').fill(JOB_TITLE);
  await candidate.getByLabel('Search').press('Enter');
  await candidate.getByRole('link', { name: JOB_TITLE }).click();
  // From the job page, the resume builder opens with this job as its target.
  await candidate.getByRole('link', { name: 'Tailor your resume' }).click();
  await expect(candidate.getByText(`Filled from ${JOB_TITLE} at Acme Payments.`)).toBeVisible();
  await expect(candidate.getByLabel('Job title')).toHaveValue(JOB_TITLE);
  await expect(candidate.getByLabel('Job description')).toHaveValue(/Own our payments ledger/);
  await candidate.goBack();
  await candidate.getByRole('link', { name: 'Apply with a first-round AI interview' }).click();
  await expect(
    candidate.getByRole('heading', { name: 'How the AI is used in this interview' }),
  ).toBeVisible();
  await expectAccessible(candidate, '', () =>
    expect(candidate.getByText('ask for a human review')).toBeVisible(),
  );

  // No consent, no interview.
  await candidate.getByRole('button', { name: 'Start first-round interview' }).click();
  await expect(candidate.getByRole('alert')).toContainText('accept how the AI interview works');
  await candidate.getByLabel('I have read how the AI is used').check();
  await candidate.getByRole('button', { name: 'Start first-round interview' }).click();

  const captions = candidate.getByRole('list', { name: 'Live captions' });
  await expect(captions).toContainText('I am Iris', { timeout: 20_000 });
  for (const answer of ANSWERS) {
    const assistantTurns = await captions.locator('li').count();
    await candidate.getByLabel('Type your answer').fill(answer);
    await candidate.getByLabel('Type your answer').press('Enter');
    await expect(captions).toContainText(answer.slice(0, 40), { timeout: 20_000 });
    await expect
      .poll(() => captions.locator('li').count(), { timeout: 20_000 })
      .toBeGreaterThan(assistantTurns + 1);
  }
  await candidate.getByRole('button', { name: 'Stop Interview' }).click();
  await expect(candidate.getByRole('heading', { name: 'Interview Feedback' })).toBeVisible();
  await expect(candidate.getByText('Overall Score')).toBeVisible({ timeout: 30_000 });

  // The recruiter sees the applicant ranked and scored, and the full report.
  await recruiter.goto('/dashboard/recruiter');
  await expect(recruiter.getByRole('region', { name: 'Latest applicants' })).toContainText('Casey Candidate');
  await recruiter.getByRole('link', { name: `1 applicants for ${JOB_TITLE}` }).click();
  await expect(recruiter).toHaveURL(new RegExp(`/dashboard/recruiter/jobs/${jobId}/applicants$`));
  const row = recruiter.getByRole('row', { name: /Casey Candidate/ });
  await expect(row).toContainText(/\d+\/100/);
  await expect(row.getByRole('cell').first()).toHaveText('1');
  await expectAccessible(recruiter, '', () => expect(row).toContainText('Scored'));
  await row.getByRole('link', { name: 'Casey Candidate' }).click();
  await expect(recruiter.getByRole('heading', { name: 'Casey Candidate' })).toBeVisible();
  await expect(recruiter.getByText(`Casey Candidate: ${ANSWERS[0]!.slice(0, 40)}`)).toBeVisible();
  // The recruiter reads the summary about the candidate, in the third person.
  await expect(recruiter.getByTestId('score-summary')).toContainText(/the candidate/i);
  await expect(recruiter.getByTestId('score-summary')).not.toContainText(/\byour?\b/i);
  // So do the per-answer feedback and the speech analytics' advice: nothing in them addresses the candidate.
  await expect(recruiter.getByTestId('question-feedback').first()).toBeVisible();
  const scorerTexts = [
    ...(await recruiter.getByTestId('question-feedback').allTextContents()),
    ...(await recruiter.getByTestId('speech-advice').allTextContents()),
  ];
  expect(scorerTexts.filter((text) => /\byou(r|rself)?\b/i.test(text))).toEqual([]);
  await expectAccessible(recruiter, '', () =>
    expect(recruiter.getByRole('heading', { name: 'Questions' })).toBeVisible(),
  );
  await recruiter.getByLabel('Status').selectOption('shortlisted');
  await recruiter
    .getByLabel('Notes (your team only)')
    .fill('Strong ledger experience; second round with the CTO.');
  await recruiter.getByRole('button', { name: 'Save' }).click();
  await expect(recruiter.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await recruiter.goto(`/dashboard/recruiter/jobs/${jobId}/applicants`);
  await expect(recruiter.getByRole('row', { name: /Casey Candidate/ })).toContainText('Shortlisted');

  // The candidate sees their application and report, never the notes, and can ask for a human review.
  await candidate.goto('/dashboard/candidate/jobs');
  const applications = candidate.getByRole('region', { name: 'Your applications' });
  await expect(applications).toContainText(JOB_TITLE);
  await expect(applications).toContainText('Interview done');
  await expect(candidate.getByText('second round with the CTO')).toHaveCount(0);
  await applications.getByRole('link', { name: 'View report' }).click();
  await expect(candidate.getByText(`First-round interview for ${JOB_TITLE}`)).toBeVisible();
  await candidate.getByRole('button', { name: 'Ask for a human review' }).click();
  await expect(candidate.getByText('Human review requested ✓')).toBeVisible();
  await recruiter.reload();
  await expect(recruiter.getByRole('row', { name: /Casey Candidate/ })).toContainText(
    'Human review requested',
  );
});

test('an invite link leads a new person through sign-up into the first-round interview of an unpublished job', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const recruiter = await recruiterWithCompany(browser);
  const jobId = await postFirstRoundJob(recruiter, false);
  await recruiter.goto(`/dashboard/recruiter/jobs/${jobId}/applicants`);
  const email = uniqueEmail('invitee');
  await recruiter.getByLabel('Candidate email').fill('not-an-email');
  await recruiter.getByRole('button', { name: 'Send invite' }).click();
  await expect(recruiter.getByText('Please enter a valid email address.')).toBeVisible();
  await recruiter.getByLabel('Candidate email').fill(email);
  await recruiter.getByRole('button', { name: 'Send invite' }).click();
  await expect(recruiter.getByText(`Invite for ${email} saved to the server's outbox`)).toBeVisible();
  const link = (await recruiter.getByLabel('Invite link').textContent())!;
  expect(link).toMatch(/\/job-invite\/[A-Za-z0-9_-]+$/);

  const invitee = await newPage(browser);
  await invitee.goto(new URL(link).pathname);
  await expect(invitee.getByRole('heading', { name: JOB_TITLE })).toBeVisible();
  await expect(invitee.getByText(`Acme Payments invites ${email}`)).toBeVisible();
  await invitee.getByRole('button', { name: 'Create your account' }).click();
  const dialog = invitee.getByRole('dialog');
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await dialog.getByLabel('Name').fill('Ines Invitee');
  await dialog.getByLabel('Password').fill('practice-makes-42');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(invitee).toHaveURL(/\/select-role\?next=/);
  await invitee.getByRole('button', { name: /^Candidate/ }).click();
  await expect(invitee).toHaveURL(new RegExp(`/dashboard/candidate/jobs/${jobId}/apply\\?invite=`));
  // The invite is bound to the address: the invitee confirms it through the link in their mail first.
  const applyUrl = invitee.url();
  await invitee.goto(verificationLinkFor(email));
  await expect(invitee.getByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeVisible();
  await invitee.goto(applyUrl);
  await expect(invitee.getByRole('heading', { name: JOB_TITLE })).toBeVisible();
  await invitee.getByLabel('I have read how the AI is used').check();
  await invitee.getByRole('button', { name: 'Start first-round interview' }).click();
  await expect(invitee.getByRole('list', { name: 'Live captions' })).toContainText('I am Iris', {
    timeout: 20_000,
  });

  await recruiter.reload();
  await expect(recruiter.getByRole('row', { name: /Ines Invitee/ })).toBeVisible();
  await expect(recruiter.getByRole('region', { name: 'Invite a candidate' })).toContainText('Used');
});
