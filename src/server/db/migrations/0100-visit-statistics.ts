/**
 * Migration 0100: the visitor statistics (docs/product.md §21, docs/decisions/0150-visitor-statistics.md).
 *
 * - `visitEvents`: one row per counted event (page view, CV download, contact message): its kind, the
 *   link it came through (nullable text, no foreign key: links may come and go), language, referrer
 *   domain, device class, time (ISO 8601 UTC) and the day's visitor hash. No address, no User-Agent.
 * - `visitorSalts`: the salt of each UTC day, created once per day under its unique `day` key and
 *   shared by every instance; deleted once its day is over, never kept with the events.
 * - `analyticsSettings`: one row (`id` = 'site'): how many months events are kept.
 *
 * A shipped migration never changes; a new one is a new file (db/migrate.ts).
 */
import type { Kysely, Migration } from 'kysely';
import { text } from '../schema-helpers.js';

export default {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('visitEvents')
      .addColumn('kind', text, (c) => c.notNull())
      .addColumn('linkId', text)
      .addColumn('language', text, (c) => c.notNull())
      .addColumn('referrerDomain', text, (c) => c.notNull().defaultTo(''))
      .addColumn('deviceClass', text, (c) => c.notNull())
      .addColumn('occurredAt', text, (c) => c.notNull())
      .addColumn('visitor', text, (c) => c.notNull())
      .execute();
    // Covers the charts and the referrers of a period without reading the table.
    await db.schema
      .createIndex('visitEvents_time')
      .on('visitEvents')
      .columns(['occurredAt', 'kind', 'visitor', 'referrerDomain'])
      .execute();
    await db.schema
      .createIndex('visitEvents_link')
      .on('visitEvents')
      .columns(['linkId', 'kind', 'language', 'occurredAt'])
      .execute();
    await db.schema
      .createTable('visitorSalts')
      .addColumn('day', text, (c) => c.primaryKey())
      .addColumn('salt', text, (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('analyticsSettings')
      .addColumn('id', text, (c) => c.primaryKey())
      .addColumn('retentionMonths', 'integer', (c) => c.notNull())
      .addColumn('updatedAt', text, (c) => c.notNull())
      .execute();
  },
} satisfies Migration;
