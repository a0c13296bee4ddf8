/**
 * Migration 0110: the site's design (docs/product.md §26, docs/decisions/0170-designs-as-data-and-css.md).
 *
 * - `designSettings`: one row (`id` = 'site'): the chosen design, the owner's accent colour
 *   (`#rrggbb`), font pairing and photo shape; null accent, pairing or shape mean the design's own.
 * - `versions.design`: a version's own design (src/shared/designs), null for the site's.
 *
 * A shipped migration never changes; a new one is a new file (db/migrate.ts).
 */
import type { Kysely, Migration } from 'kysely';
import { text } from '../schema-helpers.js';

export default {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('designSettings')
      .addColumn('id', text, (c) => c.primaryKey())
      .addColumn('design', text, (c) => c.notNull())
      .addColumn('accent', text)
      .addColumn('fonts', text)
      .addColumn('photoShape', text)
      .addColumn('updatedAt', text, (c) => c.notNull())
      .execute();
    await db.schema.alterTable('versions').addColumn('design', text).execute();
  },
} satisfies Migration;
