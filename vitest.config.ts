// The whole test suite: unit tests, server tests on PGlite (and on PostgreSQL when
// TEST_DATABASE_URL is set), and browser tests against the server started as the README starts it.
import { globSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts'];

/**
 * The server test files that reach a database (through the test harness or `openDatabase`): only
 * these run a second time on PostgreSQL. The rest (image processing, pure rules, storage) would
 * run the same code twice.
 */
const databaseTests = globSync(serverTests[0]!).filter((file) => /harness\.ts'|db\/database\.ts'|openDatabase\(/.test(readFileSync(file, 'utf8')));

/**
 * CI is a shared 2-core machine where other builds run at the same time: set-up (migrating,
 * loading the demo area, starting the server and the browser) gets minutes, not seconds, and a
 * polled condition (`expect.poll`, 1 s by default) gets 15 s to come true. No test asserts on time,
 * so a generous limit only decides how long a hung test takes to be reported.
 */
const LOADED_MACHINE = { testTimeout: 60_000, hookTimeout: 180_000, teardownTimeout: 60_000, expect: { poll: { timeout: 15_000 } } };

/**
 * The server test files share one module graph per worker instead of importing the whole server
 * (Fastify, sharp, drizzle, PGlite's WebAssembly) again for each file: every file builds its own
 * app on its own database and closes both, no file mocks a module, and the files that fake timers
 * restore them. Measured on 10 files: 90 s isolated, 49 s shared.
 */
const SHARED_MODULES = { isolate: false };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'apps/console/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          ...LOADED_MACHINE,
        },
      },
      {
        test: {
          name: 'server-pglite',
          include: serverTests,
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          env: { TEST_DB: 'pglite' },
          ...LOADED_MACHINE,
          ...SHARED_MODULES,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'server-pg',
                include: databaseTests,
                globalSetup: ['apps/server/src/test/global-setup.ts'],
                env: { TEST_DB: 'pg' },
                ...LOADED_MACHINE,
                ...SHARED_MODULES,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          fileParallelism: false,
          // A browser test shares the two cores with the server tests, and a real browser under
          // that load once in a while misses a tap or a frame; a second try tells that from a
          // broken screen, which fails both (the report lists every test that needed it).
          retry: 1,
          ...LOADED_MACHINE,
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
