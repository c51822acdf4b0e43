import { defineConfig } from 'vitest/config';

// Two projects: fast pure unit tests, and integration tests that touch a database or network (PGlite, and
// PostgreSQL when reachable). Playwright e2e tests live in e2e/ and run separately.
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{apps,packages,extension}/**/src/**/*.test.{ts,tsx}', 'bench/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.integration.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['{apps,packages}/**/{src,test}/**/*.integration.test.{ts,tsx}'],
          exclude: ['**/node_modules/**'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // In CI (a shared, noisy machine) a failed integration test runs once more, as the e2e tests do; the
          // summary of `npm test` names every test that needed it (scripts/test.mjs).
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
