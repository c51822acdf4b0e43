/**
 * axe-core on every page: public pages, the sign-in modal, a candidate's pages and a recruiter's pages, each with
 * zero serious or critical violations (WCAG 2.1 A/AA rules). Pages are checked once their content has loaded.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { recruiterWithCompany, signUpAs, signUpThroughModal, uniqueEmail } from './support/accounts';
import { expectAccessible } from './support/axe';

const heading = (page: Page, name?: string | RegExp) => () =>
  expect(page.getByRole('heading', name ? { name } : { level: 1 }).first()).toBeVisible();

test('public pages and the sign-in modal', async ({ page }) => {
  test.setTimeout(90_000);
  await expectAccessible(page, '/', heading(page, /Welcome to/));
  await expectAccessible(page, '/explore', heading(page));
  await expectAccessible(page, '/no-such-page', heading(page));
  for (const [path, title] of [
    ['/about', 'About Us'],
    ['/help', 'Help'],
    ['/terms', 'Terms & Conditions'],
    ['/privacy', 'Privacy Policy'],
  ] as const) {
    await expectAccessible(page, path, heading(page, title));
  }
  await expectAccessible(page, '/job-invite/not-a-real-token', () =>
    expect(page.getByText(/invite|link/i).first()).toBeVisible(),
  );
  await expectAccessible(page, '/payment', () => expect(page.getByText(/sign in/i).first()).toBeVisible());
  await expectAccessible(page, '/email-verified?error=INVALID_TOKEN', heading(page));
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Login' }).click();
  await expectAccessible(page, '', () => expect(page.getByRole('dialog')).toBeVisible());
});

test('a candidate’s pages', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpAs(page, 'Candidate');
  await expectAccessible(page, '/dashboard/candidate', heading(page, /Welcome/));
  await expectAccessible(page, '/dashboard', heading(page, /Welcome/));
  await expectAccessible(page, '/dashboard/candidate/interviews', heading(page));
  await expectAccessible(page, '/dashboard/candidate/interview/create', heading(page, 'Create AI Interview'));
  await expectAccessible(page, '/dashboard/candidate/profile', heading(page));
  await expectAccessible(page, '/dashboard/candidate/profile/resume', heading(page));
  await expectAccessible(page, '/dashboard/candidate/jobs', heading(page));
  await expectAccessible(page, '/account', heading(page));
  await expectAccessible(page, '/payment', heading(page));
});

test('a recruiter’s pages', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await recruiterWithCompany(browser, 'Axe Analytics');
  await expectAccessible(page, '/dashboard/recruiter', heading(page));
  await expectAccessible(page, '/dashboard/recruiter/jobs/new', heading(page));
  await page.getByLabel('Job title').fill('Accessible Data Engineer');
  await page.getByLabel('Location').fill('Porto');
  await page
    .getByLabel('Description')
    .fill('Build data pipelines in Python and SQL, own the warehouse, and keep dashboards fast and correct.');
  await page.getByLabel('Candidates can apply by taking an AI interview').check();
  await page.getByRole('button', { name: 'Create job' }).click();
  await expect(page).toHaveURL(/\/dashboard\/recruiter\/jobs\/[0-9a-f-]{36}$/);
  const jobId = page.url().split('/').at(-1)!;
  await expectAccessible(page, '', heading(page));
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('published', { exact: true })).toBeVisible();
  await expectAccessible(page, `/dashboard/recruiter/jobs/${jobId}/applicants`, heading(page));
  await expectAccessible(page, `/jobs/${jobId}`, heading(page, 'Accessible Data Engineer'));
  await expectAccessible(page, '/explore', () =>
    expect(page.getByText('Accessible Data Engineer').first()).toBeVisible(),
  );
});

test('the live interview room, the feedback panel and the report', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpAs(page, 'Candidate');
  await page.goto('/dashboard/candidate/interview/create');
  await page.getByLabel('Job Role*').fill('Support Engineer');
  await page.getByLabel('Difficulty*').selectOption('easy');
  await page.getByRole('button', { name: 'Next' }).click();
  await page
    .getByLabel('Job Description (optional)')
    .fill(
      'Support Engineer: answer customer tickets in Zendesk, debug integrations with SQL and write help articles.',
    );
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expectAccessible(page, '', () => expect(page.getByText('Step 4 of 4')).toBeVisible());
  await page.getByRole('button', { name: 'Submit Interview' }).click();
  const captions = page.getByRole('list', { name: 'Live captions' });
  await expectAccessible(page, '', () => expect(captions).toContainText('I am Iris', { timeout: 20_000 }));
  await page
    .getByLabel('Type your answer')
    .fill(
      'I have supported B2B customers for four years in Zendesk, wrote SQL to trace failed syncs and cut our backlog by a third.',
    );
  await page.getByLabel('Type your answer').press('Enter');
  await page.getByRole('button', { name: 'Stop Interview' }).click();
  await expectAccessible(page, '', () =>
    expect(page.getByRole('heading', { name: 'Interview Feedback' })).toBeVisible({ timeout: 20_000 }),
  );
  await page.getByRole('link', { name: 'Open full report' }).click();
  await expectAccessible(page, '', () =>
    expect(page.getByRole('heading', { name: 'Transcript' })).toBeVisible(),
  );
});

test('role choice, the sign-in redirect, an organisation invitation and the forbidden page', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpThroughModal(page, {
    name: 'Robin Role',
    email: uniqueEmail('role'),
    password: 'practice-makes-42',
  });
  await expect(page).toHaveURL(/\/select-role$/);
  await expectAccessible(page, '', heading(page));
  await page.getByRole('button', { name: /^Candidate/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/candidate$/);
  await expectAccessible(page, '/redirect', async () => {
    await expect(page).toHaveURL(/\/dashboard\/candidate$/);
    await heading(page, /Welcome/)();
  });
  await expectAccessible(page, '/invite/not-a-real-invitation', () =>
    expect(page.getByText(/invitation/i).first()).toBeVisible(),
  );
  await expectAccessible(page, '/dashboard/recruiter', heading(page));
});

/** Every path in the web app's router, and the spec that runs axe on it. */
const PAGES_CHECKED: Record<string, string> = {
  '/': 'public pages',
  '/explore': 'public pages',
  '/about': 'public pages (information pages)',
  '/help': 'public pages (information pages)',
  '/terms': 'public pages (information pages)',
  '/privacy': 'public pages (information pages)',
  '/dashboard': 'a candidate’s pages (redirects by role)',
  '/jobs/:id': 'a recruiter’s pages (published job)',
  '/job-invite/:token': 'public pages',
  '/email-verified': 'public pages',
  '/payment': 'public pages (signed out) and a candidate’s pages',
  '/redirect': 'role choice…',
  '/select-role': 'role choice…',
  '/account': 'a candidate’s pages',
  '/invite/:id': 'role choice…',
  '/dashboard/candidate': 'a candidate’s pages (index)',
  interviews: 'a candidate’s pages',
  'interviews/:id': 'the live interview room… (report)',
  'interview/create': 'a candidate’s pages, and its review step in the live interview room test',
  profile: 'a candidate’s pages, and filled in profile.spec.ts',
  'profile/resume': 'a candidate’s pages, and with a preview in profile.spec.ts',
  jobs: 'a candidate’s pages',
  'jobs/:id/apply': 'recruiter-first-round.spec.ts',
  '/dashboard/recruiter': 'a recruiter’s pages (index)',
  'jobs/new': 'a recruiter’s pages',
  'jobs/:id': 'a recruiter’s pages (job editor)',
  'jobs/:id/applicants': 'a recruiter’s pages, and with a scored applicant in recruiter-first-round.spec.ts',
  'applications/:id': 'recruiter-first-round.spec.ts',
  '*': 'public pages (/no-such-page)',
};

test('every page of the router is in the list above (a new page needs an axe check)', () => {
  const router = readFileSync(new URL('../apps/web/src/app/router.tsx', import.meta.url), 'utf8');
  const paths = [...router.matchAll(/path: '([^']+)'/g)].map((match) => match[1]!);
  expect(paths.length).toBeGreaterThan(15);
  expect(paths.filter((path) => !(path in PAGES_CHECKED))).toEqual([]);
  expect(Object.keys(PAGES_CHECKED).filter((path) => !paths.includes(path))).toEqual([]);
});
