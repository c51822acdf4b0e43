/** Navigation fixes: footer links lead to real pages, /dashboard goes by role, empty board, phone tabs, no warnings. */
import { expect, test, type Page } from '@playwright/test';
import { signUpAs } from './support/accounts';

const FOOTER_TARGETS: [label: string, url: RegExp, heading: string][] = [
  ['About Us', /\/about#about-us$/, 'About Us'],
  ['Careers', /\/about#careers$/, 'Careers'],
  ['Features', /\/#features$/, 'Everything you need to prepare'],
  ['Testimonial', /\/about#testimonial$/, 'Testimonial'],
  ['Contact Us', /\/about#contact-us$/, 'Contact Us'],
  ['Customer Support', /\/help#customer-support$/, 'Customer Support'],
  ['Delivery Details', /\/help#delivery-details$/, 'Delivery Details'],
  ['Terms & Conditions', /\/terms$/, 'Terms & Conditions'],
  ['Privacy Policy', /\/privacy$/, 'Privacy Policy'],
];

test('every footer link opens a real page or section, scrolled into view', async ({ page }) => {
  for (const [label, url, heading] of FOOTER_TARGETS) {
    await page.goto('/');
    await page.locator('footer').getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(url);
    const target = page.getByRole('heading', { name: heading, exact: true }).last();
    await expect(target).toBeVisible();
    await expect(target).toBeInViewport();
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Cookies' })).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/help#delivery-details');
    await expect(page.getByRole('heading', { name: 'Delivery Details' })).toBeInViewport();
    await page.screenshot({ path: `test-results/screens/help-page-${width}.png` });
  }
});

test('/dashboard sends a candidate and a recruiter to their own dashboards, and a visitor to sign in', async ({
  page,
  browser,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
  await signUpAs(page, 'Candidate');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard\/candidate$/);
  const recruiter = await (await browser.newContext()).newPage();
  await signUpAs(recruiter, 'Recruiter');
  await recruiter.goto('/dashboard');
  await expect(recruiter).toHaveURL(/\/dashboard\/recruiter$/);
});

test('an empty job board says there are no jobs yet; a search that finds nothing says so', async ({
  page,
}) => {
  await page.route(/\/api\/jobs\?/, (route) =>
    route.fulfill({ json: { jobs: [], page: 1, pageSize: 20, total: 0, pageCount: 0 } }),
  );
  await page.goto('/explore');
  await expect(page.getByText('There are no jobs on the board yet.', { exact: false })).toBeVisible();
  await expect(page.getByText('No jobs match your search.')).toHaveCount(0);
  await page.getByLabel('Search', { exact: true }).fill('underwater welder');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No jobs match your search.')).toBeVisible();
  await expect(page.getByText('There are no jobs on the board yet.', { exact: false })).toHaveCount(0);
});

test('on a phone the candidate tabs show every label in full', async ({ page }) => {
  await signUpAs(page, 'Candidate');
  await page.setViewportSize({ width: 360, height: 740 });
  const nav = page.getByRole('complementary', { name: 'Candidate navigation' }).getByRole('navigation');
  for (const label of ['Dashboard', 'Interviews', 'User Profile', 'Explore Jobs']) {
    const link = nav.getByRole('link', { name: label });
    await expect(link).toBeInViewport({ ratio: 1 });
    expect(await link.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  }
  expect(await nav.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await page.screenshot({ path: 'test-results/screens/candidate-tabs-360.png' });
});

/** Collects the browser console's warnings and errors from here on. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') problems.push(message.text());
  });
  return problems;
}

test('loading any page directly logs no HydrateFallback warning', async ({ page }) => {
  const problems = consoleProblems(page);
  await signUpAs(page, 'Candidate');
  for (const path of [
    '/explore',
    '/about',
    '/terms',
    '/dashboard/candidate/interviews',
    '/dashboard',
    '/payment',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(problems.filter((text) => /HydrateFallback/.test(text))).toEqual([]);
});
