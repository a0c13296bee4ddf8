/**
 * Connection factory: PostgreSQL when a `DATABASE_URL` is given, otherwise the embedded SQLite file
 * `${dataDir}/vitae.db` (WAL mode, foreign keys on, exclusive lock so only one server process uses it).
 *
 * The SQLite driver depends on the Node major (./sqlite-driver.ts, docs/decisions/0075-sqlite-driver-per-node.md).
 *
 * Errors: {@link DatabaseInUseError} when another process holds the SQLite file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { SQLite } from './sqlite-driver.js';
import type { Database } from './types.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** Where the data lives, for messages: the SQLite file path or the PostgreSQL URL without password. */
  location: string;
  /** The PostgreSQL connection string (for dedicated connections such as LISTEN); undefined on SQLite. */
  url?: string;
  /** Close every connection. Safe to call twice. */
  close(): Promise<void>;
}

export class DatabaseInUseError extends Error {
  override name = 'DatabaseInUseError';
}

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

function openSqlite(file: string, exclusive: boolean): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file, { timeout: exclusive ? 0 : 5000 });
  try {
    if (exclusive) sqlite.pragma('locking_mode = EXCLUSIVE');
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    // Take the lock now (EXCLUSIVE mode keeps it until the connection closes).
    if (exclusive) sqlite.exec('BEGIN IMMEDIATE; COMMIT;');
    sqlite.pragma('busy_timeout = 5000');
  } catch (error) {
    sqlite.close();
    if (error instanceof Error && /locked|busy/i.test(error.message)) {
      throw new DatabaseInUseError(
        `The database ${file} is already in use by another Vitae process. Stop that process, or start this one with another DATA_DIR.`,
      );
    }
    throw error;
  }
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  let closed = false;
  return {
    kysely,
    dialect: 'sqlite',
    location: file,
    async close() {
      if (closed) return;
      closed = true;
      await kysely.destroy();
    },
  };
}

function openPostgres(url: string, poolSize: number): Db {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => {});
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  let closed = false;
  return {
    kysely,
    dialect: 'postgres',
    url,
    location: url.replace(/:\/\/([^:@/]+):[^@/]*@/, '://$1:***@'),
    async close() {
      if (closed) return;
      closed = true;
      await kysely.destroy();
    },
  };
}
