/**
 * Migration 0131: the projects' links to a skill or category in the trash (docs/product.md §22,
 * docs/decisions/0181-trash-restore-regains-links.md): `trash.links`, JSON text of
 * `[{projectId, position}]`, null for the other resources and for rows of before this migration.
 *
 * A shipped migration never changes; a new one is a new file (db/migrate.ts).
 */
import type { Kysely, Migration } from 'kysely';
import { text } from '../schema-helpers.js';

export default {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('trash').addColumn('links', text).execute();
  },
} satisfies Migration;
