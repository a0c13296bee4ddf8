#!/usr/bin/env node
/**
 * Writes the stub of the next database migration (docs/decisions/0240-a-field-is-one-entry.md; the
 * migrations' rules: docs/decisions/0002-database-schema.md and src/server/db/migrate.ts).
 *
 * Usage: `npm run new:migration -- <name>` from the checkout's root, `<name>` in lower case words
 * joined by hyphens (`work-employment-type`). The number is the highest `NNNN` of
 * src/server/db/migrations/ plus one, four digits; the file is `NNNN-<name>.ts` with a `{ up }`
 * default export to fill in (one migration for SQLite and PostgreSQL, Kysely's schema builder).
 * Prints the new file's path. Exits with status 1 and a message, writing nothing, when the name is
 * missing or not of that form, or when the file exists.
 */
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const FOLDER = join('src', 'server', 'db', 'migrations');
/** The file names migrate.ts accepts: `NNNN-lower-case-words.ts`. */
const FILE = /^(\d{4})-[a-z0-9-]+\.ts$/;
const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The next migration number after the highest in `files`, as four digits. */
export function nextNumber(files) {
  const numbers = files
    .map((file) => FILE.exec(file)?.[1])
    .filter(Boolean)
    .map(Number);
  return String(Math.max(0, ...numbers) + 1).padStart(4, '0');
}

function fail(message) {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const name = process.argv[2];
if (!name || !NAME.test(name)) fail('Usage: npm run new:migration -- <name-in-lower-case-words>');
const number = nextNumber(readdirSync(FOLDER));
const path = join(FOLDER, `${number}-${name}.ts`);
if (existsSync(path)) fail(`${path} exists already.`);
writeFileSync(
  path,
  `/**
 * Migration ${number}: TODO say what changes and why, and cite its decision record (docs/decisions/).
 * A shipped migration never changes (src/server/db/migrate.ts).
 */
import type { Kysely, Migration } from 'kysely';

export default {
  async up(db: Kysely<any>) {
    // e.g. await db.schema.alterTable('works').addColumn('field', 'text', (c) => c.notNull().defaultTo('')).execute();
    void db;
  },
} satisfies Migration;
`,
);
process.stdout.write(`${path}\n`);
