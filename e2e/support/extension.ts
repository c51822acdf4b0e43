/**
 * Browser extension e2e helpers: build extension/dist, launch Chromium with it loaded (a persistent context, new
 * headless mode), serve fixture job pages, and press the toolbar button through CDP (Extensions.triggerAction),
 * which grants activeTab exactly as a user's click does.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config';

const EXTENSION = fileURLToPath(new URL('../../extension/', import.meta.url));
export const EXTENSION_DIST = join(EXTENSION, 'dist');
const FIXTURES = join(EXTENSION, 'test/fixtures');

export function buildExtension() {
  execFileSync(process.execPath, [join(EXTENSION, 'scripts/build.mjs')], { stdio: 'pipe' });
}

export async function launchWithExtension(baseURL: string): Promise<BrowserContext> {
  const profile = mkdtempSync(join(tmpdir(), 'intervia-extension-e2e-'));
  return chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // Extensions need Chromium's new headless mode, asked for by flag (Playwright's own headless switch is off).
    headless: false,
    baseURL,
    args: [
      ...CHROMIUM_ARGS.filter((arg) => arg !== '--headless'),
      '--headless=new',
      '--enable-unsafe-extension-debugging',
      `--disable-extensions-except=${EXTENSION_DIST}`,
      `--load-extension=${EXTENSION_DIST}`,
    ],
  });
}

export async function extensionServiceWorker(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
}

export const extensionIdOf = (worker: Worker) => new URL(worker.url()).host;

/** Serves extension/test/fixtures/<name>.html at http://127.0.0.1:<port>/<name>.html. */
export async function serveFixturePages(): Promise<{ origin: string; server: Server }> {
  const server = createServer((request, response) => {
    const name = (request.url ?? '/').slice(1).replace(/[?#].*$/, '');
    if (!/^[a-z0-9-]+\.html$/.test(name)) {
      response.writeHead(404).end('Not found');
      return;
    }
    try {
      const html = readFileSync(join(FIXTURES, name));
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    } catch {
      response.writeHead(404).end('Not found');
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** Presses the extension's toolbar button on `page`'s tab (the popup opens, activeTab is granted for that tab). */
export async function pressToolbarButton(context: BrowserContext, page: Page, extensionId: string) {
  const browser = context.browser();
  if (!browser) throw new Error('No browser behind the persistent context');
  const cdp = await browser.newBrowserCDPSession();
  try {
    const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{ type: 'tab' }] });
    const tab = targetInfos.find((target) => target.url === page.url());
    if (!tab) throw new Error(`No tab target for ${page.url()}`);
    await cdp.send('Extensions.triggerAction', { id: extensionId, targetId: tab.targetId });
  } finally {
    await cdp.detach();
  }
}

/** The chrome.tabs id of the tab showing `url`, asked from the extension's service worker. */
export async function chromeTabIdOf(worker: Worker, url: string): Promise<number> {
  const id = await worker.evaluate(async (wanted) => {
    const tabs = await chrome.tabs.query({});
    return tabs.find((tab) => tab.url === wanted)?.id ?? null;
  }, url);
  if (id === null)
    throw new Error(`No tab with ${url} (tab URLs are only visible where activeTab was granted)`);
  return id;
}
