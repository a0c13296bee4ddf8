/**
 * Migration 0010-login-failures: Failed sign-in counts, shared by every server process on the database (docs/decisions/0010-login-throttling.md).
 *
 * A shipped migration never changes; a new one is a new file (db/migrate.ts).
 */
import type { Kysely, Migration } from 'kysely';
import { text } from '../schema-helpers.js';

export default {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('loginFailures')
      .addColumn('key', text, (c) => c.primaryKey())
      .addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('windowStart', text, (c) => c.notNull())
      .addColumn('lastFailureAt', text, (c) => c.notNull())
      .execute();
  },
} satisfies Migration;
