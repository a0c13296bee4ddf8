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
  const kysely = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
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

/** How many prepared statements are kept per connection (the least recently used goes first). */
export const STATEMENT_CACHE_SIZE = 500;

type Statement = ReturnType<InstanceType<typeof SQLite>['prepare']>;

/**
 * The connection as Kysely's SQLite dialect sees it, preparing each SQL text once: Kysely prepares
 * every query it runs, and preparing costs as much as running the small queries of a write
 * (docs/decisions/0220-sqlite-statement-cache.md). Safe because the dialect runs one query at a time
 * on its one connection (a statement being iterated is never run again meanwhile). A statement
 * follows schema changes by itself (SQLite prepares it again when the schema changed).
 */
export function withStatementCache(sqlite: InstanceType<typeof SQLite>) {
  const cache = new Map<string, Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string): Statement {
      const cached = cache.get(text);
      if (cached) {
        // Most recently used last: a Map keeps insertion order.
        cache.delete(text);
        cache.set(text, cached);
        return cached;
      }
      const statement = sqlite.prepare(text);
      cache.set(text, statement);
      if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      return statement;
    },
  };
}
