/** The job board finds postings the way people type: stemmed words across title and location, skill synonyms,
 * suggestions while typing. */
import { expect, test } from '@playwright/test';
import { recruiterWithCompany } from './support/accounts';
import { createJob, publishJob } from './support/jobs';

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
const SUFFIX = Date.now().toString(36);
const TITLE = `Platform Engineer ${SUFFIX}`;

test('"engineers lisbon" and the skill "postgres" find a Lisbon engineering job that mentions Postgres', async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  const recruiter = await recruiterWithCompany(browser, 'Tagus Systems');
  await createJob(recruiter, {
    title: TITLE,
    location: 'Lisbon',
    description: 'Run event-driven services on Kafka and Postgres; speak German with our Munich customers.',
  });
  await publishJob(recruiter);

  await page.goto('/explore');
  const search = page.getByLabel('Search', { exact: true });
  await search.fill(`engineers lisbon ${SUFFIX}`);
  await search.press('Enter');
  await expect(page.getByRole('link', { name: TITLE })).toBeVisible();
  await expect(page.getByText('1 job found')).toBeVisible();

  // Suggestions while typing: the title, and the canonical skill for a synonym.
  await search.fill(`Platform Engineer ${SUFFIX.slice(0, 3)}`);
  await expect(page.locator(`#job-search-suggestions option[value="${TITLE}"]`)).toHaveCount(1);
  const skill = page.getByLabel('Skill', { exact: true });
  await skill.fill('postg');
  await expect(page.locator('#job-skill-suggestions option[value="PostgreSQL"]')).toHaveCount(1);

  for (const term of ['postgres', 'Kafka', 'German']) {
    await search.fill(SUFFIX);
    await skill.fill(term);
    await skill.press('Enter');
    await expect(page).toHaveURL(new RegExp(`skill=${term}`));
    await expect(page.getByRole('link', { name: TITLE })).toBeVisible();
  }
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/search-desktop.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/search-mobile.png`, fullPage: true });
  }
});
