/**
 * Migration 0032-resume-extras.
 *
 * A shipped migration never changes; a new one is a new file (db/migrate.ts).
 */
import type { Kysely, Migration } from 'kysely';
import { text } from '../schema-helpers.js';

export default {
  // What an imported JSON Resume held that no column keeps (unknown keys, the precision of a date,
  // pre-normalised spellings), by entity id, so export gives it back (jsonresume/residue.ts).
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('resumeExtras')
      .addColumn('id', text, (c) => c.primaryKey())
      .addColumn('data', text, (c) => c.notNull())
      .execute();
  },
} satisfies Migration;
