/**
 * The Chrome extension end to end: Chromium loads extension/dist, the options page stores the platform address, the
 * toolbar button reads a job posting from a real tab, and "Practise this interview" opens the platform's wizard
 * with the role and job description filled in.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { unzipSync } from 'fflate';
import { signUpAs } from './support/accounts';
import { expectAccessible } from './support/axe';
import {
  buildExtension,
  chromeTabIdOf,
  EXTENSION_DIST,
  extensionIdOf,
  extensionServiceWorker,
  launchWithExtension,
  pressToolbarButton,
  serveFixturePages,
} from './support/extension';

let context: BrowserContext;
let worker: Worker;
let extensionId: string;
let fixtures: { origin: string; server: Server };

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures argument only when it is destructured.
test.beforeAll(async ({}, testInfo) => {
  buildExtension();
  fixtures = await serveFixturePages();
  context = await launchWithExtension(String(testInfo.project.use.baseURL));
  worker = await extensionServiceWorker(context);
  extensionId = extensionIdOf(worker);
});

test.afterAll(async () => {
  await context?.close();
  await new Promise((done) => fixtures?.server.close(done));
});

/** Opens a fixture job page, presses the toolbar button on it, and opens the popup page for that tab. */
async function openPopupOn(fixture: string): Promise<{ jobPage: Page; popup: Page }> {
  const jobPage = await context.newPage();
  await jobPage.goto(`${fixtures.origin}/${fixture}`);
  await pressToolbarButton(context, jobPage, extensionId);
  const tabId = await chromeTabIdOf(worker, jobPage.url());
  const popup = await context.newPage();
  await popup.goto(`chrome-extension://${extensionId}/popup.html?tab=${tabId}`);
  return { jobPage, popup };
}

test('the extension opens the prefilled wizard from a LinkedIn job page on the platform set in its options', async () => {
  test.setTimeout(120_000);

  // First install opens the options page, with the local default; a bad address is refused and nothing changes.
  await expect.poll(() => context.pages().some((page) => page.url().endsWith('/options.html'))).toBe(true);
  const options = context.pages().find((page) => page.url().endsWith('/options.html'))!;
  const address = options.getByLabel('Platform address');
  await expect(address).toHaveValue('http://localhost:3000');
  await address.fill('ftp://intervia.example.com');
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(options.getByRole('alert')).toHaveText('The address must start with http:// or https://.');
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await options.reload();
  await expect(address).toHaveValue('http://localhost:3000');

  const platform = new URL(test.info().project.use.baseURL!).origin;
  await address.fill(`${platform}/`);
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(options.getByRole('status')).toHaveText(
    `Saved. “Practise this interview” now opens ${platform}.`,
  );
  await expect(address).toHaveValue(platform);
  await expectAccessible(options, '', async () => {});

  // The candidate is signed in on the platform in this browser.
  const account = await context.newPage();
  await signUpAs(account, 'Candidate', 'Erin Extension');

  const { popup } = await openPopupOn('linkedin-job-view.html');
  await expect(popup.getByRole('status')).toHaveText('Read from LinkedIn’s job page. Check it, then start.');
  await expect(popup.getByLabel('Job title')).toHaveValue('Senior Frontend Engineer');
  const description = popup.getByLabel('Job description');
  await expect(description).toHaveValue(/^About the job\n\nAbout Northwind\n/);
  await expect(description).toHaveValue(
    /• Own the React and TypeScript front end of our forecasting product\n• Design/,
  );
  await expect(description).not.toHaveValue(/Easy Apply|Similar jobs/);
  await expect(popup.getByText(`Opens on ${platform}`)).toBeVisible();
  await expectAccessible(popup, '', async () => {});

  // An emptied field is named, not sent.
  await popup.getByLabel('Job title').fill('');
  await popup.getByRole('button', { name: 'Practise this interview' }).click();
  await expect(popup.getByRole('alert')).toHaveText('Add the job title.');
  await expect(popup.getByLabel('Job title')).toBeFocused();

  await popup.getByLabel('Job title').fill('Senior Frontend Engineer (React)');
  const extracted = await description.inputValue();
  const [wizard] = await Promise.all([
    context.waitForEvent('page'),
    popup.getByRole('button', { name: 'Practise this interview' }).click(),
  ]);
  await wizard.waitForLoadState();
  expect(wizard.url().startsWith(`${platform}/dashboard/candidate/interview/create`)).toBe(true);
  await expect(wizard.getByRole('heading', { name: 'Create AI Interview' })).toBeVisible();
  await expect(wizard.getByLabel('Job Role*')).toHaveValue('Senior Frontend Engineer (React)');
  await wizard.getByLabel('Difficulty*').selectOption('medium');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByText('Step 2 of 4')).toBeVisible();
  await expect(wizard.getByLabel('Job Description (optional)')).toHaveValue(extracted);
});

test('a page without a posting, and a page Chrome keeps the extension out of, get a clear message', async () => {
  const { popup } = await openPopupOn('news-article.html');
  await expect(popup.getByRole('status')).toHaveText(/^No job posting found on this page\./);
  await expect(popup.getByLabel('Job title')).toHaveValue('');
  await popup.getByLabel('Job title').fill('Reporter');
  await popup.getByRole('button', { name: 'Practise this interview' }).click();
  await expect(popup.getByRole('alert')).toHaveText('Add the job description.');

  // activeTab lasts while the tab stays on the site it was granted for: once it moves on, the popup may not read it.
  const { jobPage, popup: second } = await openPopupOn('greenhouse-job-board.html');
  await expect(second.getByLabel('Job title')).toHaveValue('Site Reliability Engineer');
  const tabId = new URL(second.url()).searchParams.get('tab');
  await jobPage.goto('/');
  await second.reload();
  expect(new URL(second.url()).searchParams.get('tab')).toBe(tabId);
  await expect(second.getByRole('status')).toHaveText(/^Chrome does not let extensions read this page/);
});

test('the build packs exactly the loadable folder into the zip, with the minimal permissions', () => {
  const loadable = readdirSync(EXTENSION_DIST, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name !== 'intervia-extension.zip')
    .map((entry) => join(entry.parentPath, entry.name).slice(EXTENSION_DIST.length + 1))
    .sort();
  const zipped = unzipSync(readFileSync(join(EXTENSION_DIST, 'intervia-extension.zip')));
  expect(Object.keys(zipped).sort()).toEqual(loadable);
  for (const file of loadable)
    expect(Buffer.from(zipped[file]!).equals(readFileSync(join(EXTENSION_DIST, file))), file).toBe(true);

  const manifest = JSON.parse(new TextDecoder().decode(zipped['manifest.json']));
  expect(manifest).toMatchObject({ manifest_version: 3, version: '0.1.0' });
  expect(manifest.permissions).toEqual(['activeTab', 'scripting', 'storage']);
  expect(manifest.host_permissions).toBeUndefined();
  expect(manifest.content_scripts).toBeUndefined();
});
