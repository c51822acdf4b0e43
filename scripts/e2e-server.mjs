// The server Playwright starts: a fresh embedded database in a temporary folder, the built web app.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureWebBuild, WEB_DIST } from './lib/web-build.mjs';
import { runServer } from './lib/run-server.mjs';

ensureWebBuild({ quiet: true });
// E2E_DATA_DIR (set by playwright.config.ts) lets tests read the outbox, e.g. e-mail verification links.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'intervia-e2e-'));
if (process.env.E2E_DATA_DIR) {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
}
runServer({
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  DATA_DIR: dataDir,
  // Every e2e test signs up from 127.0.0.1; the per-IP limit is proven by the integration tests instead.
  AUTH_RATE_LIMIT_PER_MINUTE: process.env.AUTH_RATE_LIMIT_PER_MINUTE ?? '1000',
  // The e2e administrator who grants plans with the manual payment provider.
  ADMIN_EMAILS: 'admin-e2e@example.com',
  DATABASE_URL: '',
  WEB_DIST_DIR: WEB_DIST,
});
