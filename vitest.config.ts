/**
 * Vitest projects: `web` (components, jsdom), `server-sqlite` (API and unit tests on SQLite) and
 * `server-postgres` (the same API suite on a throwaway PostgreSQL cluster, see src/server/test/pg-global-setup.ts).
 *
 * Workers: one per core (`VITEST_MAX_WORKERS` to change): Vitest's own default leaves a core idle
 * (cores - 1, so one worker on CI's two cores). Every test file opens its own database
 * (src/server/test/test-app.ts), so files never share state (docs/decisions/0229-ci-in-half-the-time.md).
 */
import react from '@vitejs/plugin-react';
import os from 'node:os';
import { defineConfig } from 'vitest/config';

const maxWorkers = Number(process.env.VITEST_MAX_WORKERS ?? os.availableParallelism());

export default defineConfig({
  test: {
    maxWorkers,
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test/setup.ts'],
          css: { modules: { classNameStrategy: 'non-scoped' } },
          // Heavy pages (admin home, project form) take over 5 s per test on a busy machine (issue 7, defect 11).
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server-sqlite',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/cli/**/*.test.ts', 'src/shared/**/*.test.ts'],
          env: { VITAE_TEST_DB: 'sqlite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server-postgres',
          environment: 'node',
          // API suites only (`*.api.test.ts`): the same tests, on PostgreSQL.
          include: ['src/server/**/*.api.test.ts', 'src/cli/**/*.api.test.ts'],
          env: { VITAE_TEST_DB: 'postgres' },
          globalSetup: ['src/server/test/pg-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
