/**
 * Migration 0142: the link tokens that matched no link, counted per client address in the database
 * so every instance counts together (docs/decisions/0187-shared-link-miss-throttle.md): `key` (the
 * address), `misses` in the window that started at `windowStart` (ISO 8601 UTC).
 */
import type { Kysely, Migration } from 'kysely';
import { text } from '../schema-helpers.js';

export default {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('linkMisses')
      .addColumn('key', text, (c) => c.primaryKey())
      .addColumn('misses', 'integer', (c) => c.notNull())
      .addColumn('windowStart', text, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('linkMisses_window').on('linkMisses').column('windowStart').execute();
  },
} satisfies Migration;
