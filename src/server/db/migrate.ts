/**
 * The migration runner: the one set of migrations in `db/migrations/` (one file each, written with
 * Kysely's schema builder so the same code creates the same schema on SQLite and PostgreSQL), applied
 * automatically at start by {@link migrateToLatest} through Kysely's file migration provider.
 *
 * Rule: never edit a migration that has shipped; add a new file, numbered by
 * `npm run new:migration -- <name>` (the highest number here plus one, scripts/new-migration.mjs).
 * Source: docs/decisions/0002-database-schema.md, docs/decisions/0240-a-field-is-one-entry.md.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';

/** The migrations folder: one file per migration, named `NNNN-what.ts`, its default export `{ up }`. */
const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** A migration's file: its name (without the extension) is the name the database records. */
const MIGRATION_FILE = /^(\d{4}-[a-z0-9-]+)\.(?:ts|js)$/;

/**
 * Kysely's migration provider over {@link MIGRATIONS_FOLDER}. Kysely's own FileMigrationProvider does
 * the same, but its `import()` runs inside the dependency, where the test runner and tsx cannot load
 * TypeScript; this one imports from our code, so the sources run as they are and the build's `.js` too.
 */
class FolderMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const migrations: Record<string, Migration> = {};
    for (const file of (await readdir(MIGRATIONS_FOLDER)).sort()) {
      const name = MIGRATION_FILE.exec(file)?.[1];
      if (!name) continue;
      const module = (await import(pathToFileURL(join(MIGRATIONS_FOLDER, file)).href)) as {
        default: Migration;
      };
      migrations[name] = module.default;
    }
    return migrations;
  }
}

/**
 * Bring the database to the latest schema. Idempotent.
 * @throws Error with the failing migration's name when a migration fails (the start stops).
 */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  // Migration names carry each engineer's number range (0033 was written after 0050 shipped), so a
  // database may meet a migration that sorts before ones it already ran: run it then (they are
  // independent and additive).
  const migrator = new Migrator({
    db,
    provider: new FolderMigrationProvider(),
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, {
      cause: error,
    });
  }
}
