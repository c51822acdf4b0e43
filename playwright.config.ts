import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// End-to-end tests drive Debian's Chromium (no browser download). The server runs on its own port with a
// throw-away embedded database so tests never touch ./data.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The e2e server's data folder, one per port (tests read its outbox: e2e/support/outbox.ts). */
export const E2E_DATA_DIR = join(tmpdir(), `intervia-e2e-${PORT}`);
/**
 * Chromium flags for every test: headless Debian Chromium, plus a fake camera and a fake microphone that plays
 * silence (the voice test feeds spoken answers instead, see e2e/voice-interview.spec.ts).
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  '--autoplay-policy=no-user-gesture-required',
];
const SILENT_MICROPHONE = new URL('./e2e/fixtures/audio/silence.wav', import.meta.url).pathname;

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // One retry in CI: a sign-up that stays on /redirect was seen about once in 35 sign-ups on a loaded machine (a
  // session-refresh race not yet found); a failure that repeats still fails.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [...CHROMIUM_ARGS, `--use-file-for-fake-audio-capture=${SILENT_MICROPHONE}`],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { PORT: String(PORT), E2E_DATA_DIR },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
