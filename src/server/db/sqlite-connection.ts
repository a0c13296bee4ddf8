/**
 * The embedded SQLite file (connection.ts opens it when no `DATABASE_URL` is given): WAL journal, full
 * sync, foreign keys on, and by default an exclusive lock so only one server process uses the file.
 * The driver depends on the Node major (./sqlite-driver.ts, docs/decisions/0075-sqlite-driver-per-node.md).
 *
 * Errors: {@link DatabaseInUseError} when another process holds the file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Kysely, SqliteDialect } from 'kysely';
import { DatabaseInUseError, type Db } from './database.js';
import { SQLite } from './sqlite-driver.js';
import type { Database } from './types.js';

/** Open `file` (or `':memory:'`), holding its lock when `exclusive`. */
export function openSqlite(file: string, exclusive: boolean): Db {
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
