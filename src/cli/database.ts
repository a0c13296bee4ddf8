/**
 * The database of a CLI command: the server's own (`loadConfig`: DATA_DIR, DATABASE_URL), opened,
 * migrated, with the `All` category made sure of, for one piece of work, then closed.
 * Source: README.md "Command line".
 */
import type { Kysely } from 'kysely';
import { ensureAllCategory } from '../server/modules/resources/categories.js';
import { loadConfig } from '../server/config.js';
import { announceChange } from '../server/db/change-feed.js';
import { openDatabase } from '../server/db/connection.js';
import { migrateToLatest } from '../server/db/migrate.js';
import type { Database } from '../server/db/types.js';

/**
 * Open the configured database, migrate it, ensure the `All` category, run `work`, and close.
 * @throws ConfigError for a bad variable; DatabaseInUseError when a running server holds the SQLite file.
 */
export async function withDatabase<T>(
  env: NodeJS.ProcessEnv,
  work: (db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  const config = loadConfig(env);
  const db = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(db.kysely);
    await ensureAllCategory(db.kysely);
    const result = await work(db.kysely);
    // Servers sharing a PostgreSQL database drop their cached lists (db/change-feed.ts).
    await announceChange(db.kysely, db.dialect);
    return result;
  } finally {
    await db.close();
  }
}
