/**
 * Vitest global setup of the `server-postgres` project: gives the tests a PostgreSQL server URL
 * through `inject('postgresUrl')`. Uses TEST_DATABASE_URL when given, else starts a throwaway cluster.
 * When CI=true a PostgreSQL that cannot start fails the run; elsewhere the suite is skipped with a
 * loud message saying why (`inject('postgresSkipReason')`).
 */
import type { TestProject } from 'vitest/node';
import { startCluster } from './postgres-cluster.js';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    postgresSkipReason: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('postgresUrl', process.env.TEST_DATABASE_URL);
    project.provide('postgresSkipReason', '');
    return;
  }
  try {
    const cluster = await startCluster();
    project.provide('postgresUrl', cluster.url);
    project.provide('postgresSkipReason', '');
    return () => cluster.stop();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (process.env.CI === 'true') {
      throw new Error(`PostgreSQL could not start, and CI=true requires it: ${reason}`, { cause: error });
    }
    const banner = '!'.repeat(78);
    console.warn(`\n${banner}\n  SKIPPING the PostgreSQL run of the API suite: ${reason}\n${banner}\n`);
    project.provide('postgresUrl', '');
    project.provide('postgresSkipReason', reason);
    return undefined;
  }
}
