/**
 * Migration 0030-skill-keywords.
 *
 * A shipped migration never changes; a new one is a new file (db/migrate.ts).
 */
import type { Kysely, Migration } from 'kysely';
import { text } from '../schema-helpers.js';

export default {
  // JSON Resume skills[].keywords stay on their skill (decision 0030). Additive: existing rows get [].
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('skills')
      .addColumn('keywords', text, (c) => c.notNull().defaultTo('[]'))
      .execute();
  },
} satisfies Migration;
