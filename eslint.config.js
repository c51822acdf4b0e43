// Lint rules, including the import boundaries described in docs/architecture.md:
//   shared ← engine ← server;  shared ← voice-client ← web;  web never imports server code;
//   engine and shared import nothing with I/O.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const IO_MODULES = [
  'fs',
  'net',
  'http',
  'https',
  'child_process',
  'dgram',
  'tls',
  'dns',
  'worker_threads',
  'cluster',
].flatMap((name) => [name, `node:${name}`, `${name}/*`, `node:${name}/*`]);

const restrict = (packages, extra = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        ...packages.map((name) => ({
          group: [name, `${name}/*`],
          message: 'Import boundary (docs/architecture.md): not allowed here.',
        })),
        ...extra,
      ],
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'packages/db/migrations/**',
      'extension/build/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'packages/voice-client/**/*.ts', 'extension/**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict(
        ['@intervia/server', '@intervia/db', '@intervia/engine', 'drizzle-orm', 'pg', 'fastify'],
        [
          {
            group: ['**/apps/server/**', '../../server/**'],
            message: 'The web app never imports server code.',
          },
          {
            // A page is an entry of the router (app/), never a library for another feature: what two features
            // share goes to components/, lib/ or a feature's own api/helper module.
            group: ['../*/*Page', '!../errors/*Page'],
            message: 'Import another feature’s helpers or components, not its pages.',
          },
        ],
      ),
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: restrict(
      ['@intervia/db', '@intervia/engine', '@intervia/server', '@intervia/web', '@intervia/voice-client'],
      [{ group: IO_MODULES, message: 'packages/shared holds schemas and constants only: no I/O.' }],
    ),
  },
  {
    files: ['packages/engine/**/*.ts'],
    rules: restrict(
      [
        '@intervia/db',
        '@intervia/server',
        '@intervia/web',
        '@intervia/voice-client',
        'drizzle-orm',
        'pg',
        'ai',
        '@ai-sdk/*',
      ],
      [{ group: IO_MODULES, message: 'packages/engine is pure: no I/O.' }],
    ),
  },
  {
    files: ['packages/engine/**/*.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['packages/voice-client/**/*.ts'],
    rules: restrict(['@intervia/db', '@intervia/server', '@intervia/web', '@intervia/engine']),
  },
  {
    files: ['packages/db/**/*.ts'],
    rules: restrict(['@intervia/server', '@intervia/web', '@intervia/engine', '@intervia/voice-client']),
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: restrict(['@intervia/web', '@intervia/voice-client']),
  },
  {
    // Services speak the domain: typed input in, DomainError out; HTTP stays in routes and http/.
    files: ['apps/server/src/services/**/*.ts'],
    rules: restrict(
      ['@intervia/web', '@intervia/voice-client', 'fastify', '@fastify/*'],
      [{ group: ['**/http/*', '**/routes/*'], message: 'Services never import HTTP code (routes, http/).' }],
    ),
  },
  {
    // Routes speak HTTP and call services; they never query the database themselves.
    files: ['apps/server/src/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@intervia/db',
              allowTypeImports: true,
              message: 'Routes call services; no queries here.',
            },
          ],
          patterns: [
            { group: ['@intervia/web', '@intervia/voice-client'], message: 'Not allowed in the server.' },
            { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Routes call services; no queries here.' },
          ],
        },
      ],
    },
  },
);
