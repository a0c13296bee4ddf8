/**
 * Connection factory: PostgreSQL when a `DATABASE_URL` is given, otherwise the embedded SQLite file
 * `${dataDir}/vitae.db` (WAL mode, foreign keys on, exclusive lock so only one server process uses it):
 * sqlite-connection.ts and postgres-connection.ts; what an open database is: database.ts.
 *
 * The SQLite driver depends on the Node major (./sqlite-driver.ts, docs/decisions/0075-sqlite-driver-per-node.md).
 *
 * Errors: {@link DatabaseInUseError} when another process holds the SQLite file.
 */
import path from 'node:path';
import type { Db } from './database.js';
import { openPostgres } from './postgres-connection.js';
import { openSqlite } from './sqlite-connection.js';

export { DatabaseInUseError, type Db, type Dialect } from './database.js';

export interface OpenOptions {
  /** PostgreSQL connection string; when absent, SQLite is used. */
  databaseUrl?: string | undefined;
  /** Folder of the SQLite file (created when missing). */
  dataDir?: string;
  /** `':memory:'` for tests, or a file path; overrides `dataDir`. */
  sqliteFile?: string;
  /** Hold an exclusive lock on the SQLite file (default true for files). */
  exclusive?: boolean;
  /** PostgreSQL pool size (default 10). */
  poolSize?: number;
}

/**
 * Open the database chosen by `options`.
 * @throws DatabaseInUseError when another process already uses the SQLite file.
 */
export function openDatabase(options: OpenOptions): Db {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  const file = options.sqliteFile ?? path.join(options.dataDir ?? './data', 'vitae.db');
  return openSqlite(file, options.exclusive ?? file !== ':memory:');
}
