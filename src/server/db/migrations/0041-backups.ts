/**
 * Migration 0041-backups: Decision 0040: the automatic backups taken before every import, restore and reset (the last 5).
 *
 * A shipped migration never changes; a new one is a new file (db/migrate.ts).
 */
import type { Kysely, Migration } from 'kysely';
import { text } from '../schema-helpers.js';
import { isPostgres } from '../portfolio-lock.js';

export default {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('backups')
      .addColumn('id', text, (c) => c.primaryKey())
      .addColumn('createdAt', text, (c) => c.notNull())
      .addColumn('reason', text, (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('data', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
      .execute();
  },
} satisfies Migration;
