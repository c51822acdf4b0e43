/**
 * Company identity in the browser: a recruiter gives the company's e-mail domain when creating it (a bad domain is
 * refused with a message), and the job board shows no verified badge while no member has verified an address at
 * that domain. (The badge itself, once verified, is proven by company-identity.integration.test.ts and the
 * VerifiedCompanyBadge markup test; reaching "verified" in the browser needs the e-mail verification flow.)
 */
import { expect, test } from '@playwright/test';
import { signUpAs } from './support/accounts';
import { createJob, publishJob } from './support/jobs';

const JOB_TITLE = `Ledger Engineer ${Date.now().toString(36)}`;

test('a company states its domain, and the board shows no badge before it is verified', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await (await browser.newContext()).newPage();
  await signUpAs(page, 'Recruiter', 'Nora Northwind');
  await page.getByRole('link', { name: 'Create your company' }).click();
  await page.getByLabel('Company name').fill('Northwind Labs');
  await page.getByLabel('Company e-mail domain (optional)').fill('not a domain');
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByText('Enter a domain like northwind.com, or leave it empty.')).toBeVisible();
  await page.getByLabel('Company e-mail domain (optional)').fill('northwind-e2e.test');
  await page.getByRole('button', { name: 'Create company' }).click();
  await page.goto('/dashboard/recruiter');
  await expect(page.getByText('Northwind Labs')).toBeVisible();

  await createJob(page, {
    title: JOB_TITLE,
    location: 'Lisbon',
    description:
      'Own our payments ledger: PostgreSQL schemas, TypeScript services on Node.js, Redis caching.',
    requirements: '4+ years with PostgreSQL and TypeScript',
  });
  await publishJob(page);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/explore?q=${encodeURIComponent(JOB_TITLE)}`);
  const listing = visitor.getByRole('listitem').filter({ hasText: JOB_TITLE });
  await expect(listing).toBeVisible({ timeout: 15_000 });
  await expect(listing.getByTestId('verified-company')).toHaveCount(0);
  await visitor.screenshot({ path: 'test-results/company-unverified-on-board.png' });
});
