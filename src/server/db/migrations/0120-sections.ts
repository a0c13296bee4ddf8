/**
 * Migration 0120-sections: the sections the owner shapes and their custom entries (docs/product.md §27,
 * docs/decisions/0175-sections-the-owner-shapes.md).
 *
 * `sections`: one row per section the owner has shaped or added. `key` is a built-in section's wire
 * name or a custom section's id; `custom` 0/1; `heading`/`headingEs` '' for the section's own;
 * `hidden` 0/1; `position` the 0-based order. A built-in section without a row keeps its default place.
 * `customEntries`: the entries of the custom sections (src/shared/resources/custom-entries.ts).
 *
 * A shipped migration never changes; a new one is a new file (db/migrate.ts).
 */
import type { Kysely, Migration } from 'kysely';
import { text, timestamps } from '../schema-helpers.js';

export default {
  async up(db: Kysely<any>) {
    await timestamps(
      db.schema
        .createTable('sections')
        .addColumn('key', text, (c) => c.primaryKey())
        .addColumn('custom', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('heading', text, (c) => c.notNull().defaultTo(''))
        .addColumn('headingEs', text, (c) => c.notNull().defaultTo(''))
        .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('position', 'integer', (c) => c.notNull()),
    ).execute();

    let builder = db.schema
      .createTable('customEntries')
      .addColumn('id', text, (c) => c.primaryKey())
      .addColumn('position', 'integer', (c) => c.notNull());
    for (const column of ['title', 'subtitle', 'startDate', 'endDate', 'url', 'summary', 'image', 'section'])
      builder = builder.addColumn(column, text, (c) => c.notNull().defaultTo(''));
    // The Spanish version of the prose fields (docs/decisions/0065-content-languages.md).
    builder = builder.addColumn('i18n', text, (c) => c.notNull().defaultTo('{}'));
    await timestamps(builder).execute();
    await db.schema
      .createIndex('customEntries_position')
      .on('customEntries')
      .columns(['position', 'createdAt'])
      .execute();
  },
} satisfies Migration;
