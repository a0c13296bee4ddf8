/**
 * Migration 0140: the daily roll-up of the visitor statistics (docs/product.md §21,
 * docs/decisions/0185-statistics-roll-up.md).
 *
 * - `visitDays`: per closed UTC day and per combination of link ('' for the site), kind, language,
 *   referrer domain and device class, the number of events and of different visitors among them.
 * - `visitDayVisitors`: per closed UTC day, the different visitors among all its page views.
 * - `visitLinkOpens`: per link, the first and last time it was opened.
 *
 * The events already recorded are rolled up by the app itself (modules/analytics/roll-up.ts), not
 * here: the same code then runs for old and new events. A shipped migration never changes.
 */
import type { Kysely, Migration } from 'kysely';
import { text } from '../schema-helpers.js';

export default {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('visitDays')
      .addColumn('day', text, (c) => c.notNull())
      .addColumn('linkId', text, (c) => c.notNull())
      .addColumn('kind', text, (c) => c.notNull())
      .addColumn('language', text, (c) => c.notNull())
      .addColumn('referrerDomain', text, (c) => c.notNull())
      .addColumn('deviceClass', text, (c) => c.notNull())
      .addColumn('events', 'integer', (c) => c.notNull())
      .addColumn('visitors', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('visitDays_pk', [
        'day',
        'linkId',
        'kind',
        'language',
        'referrerDomain',
        'deviceClass',
      ])
      .execute();
    // The per-link figures read every kept day of the links only.
    await db.schema
      .createIndex('visitDays_link')
      .on('visitDays')
      .columns(['linkId', 'kind', 'language', 'events'])
      .execute();
    await db.schema
      .createTable('visitDayVisitors')
      .addColumn('day', text, (c) => c.primaryKey())
      .addColumn('visitors', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('visitLinkOpens')
      .addColumn('linkId', text, (c) => c.primaryKey())
      .addColumn('firstOpenedAt', text, (c) => c.notNull())
      .addColumn('lastOpenedAt', text, (c) => c.notNull())
      .execute();
  },
} satisfies Migration;
