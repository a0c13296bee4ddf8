/**
 * The daily roll-up of the visitor statistics (docs/product.md §21,
 * docs/decisions/0185-statistics-roll-up.md): the events of closed days become figures per day.
 *
 * A day is closed once the day after it is over too: today and yesterday (UTC) are the open days,
 * whose events stay one row each in `visitEvents` (a batch stamped just before midnight may still be
 * on its way). {@link rollUp} turns every event before the open days into `visitDays` (counts and
 * different visitors per day, link, kind, language, referrer domain and device class),
 * `visitDayVisitors` (different visitors among a day's page views) and `visitLinkOpens` (first and
 * last opening of each link), then deletes those events. It adds to what is there (an event that
 * arrives after its day was rolled up is added at the next roll-up). It runs in one transaction
 * under the database lock `visit-roll-up` (db/locks.ts; SQLite runs one writing transaction at a
 * time), so instances rolling up at once never count an event twice: the second finds the events
 * gone. An event stamped before yesterday that is written during the few milliseconds of a roll-up
 * would be deleted uncounted; the counter writes within seconds of the visit, so that needs two
 * instances whose clocks differ by a day.
 */
import { type Kysely, sql } from 'kysely';
import { transactionLock } from '../../db/locks.js';
import type { Database } from '../../db/types.js';
import { utcDay } from './salts.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first instant of the open days at `now`: yesterday 00:00 UTC (ISO 8601). */
export function openSince(now: Date): string {
  return `${utcDay(new Date(now.getTime() - DAY_MS))}T00:00:00.000Z`;
}

const day = sql<string>`substr(${sql.ref('occurredAt')}, 1, 10)`;
const linkKey = sql<string>`coalesce(${sql.ref('linkId')}, '')`;

/**
 * Roll up every event before the open days at `now` (see the module's comment); answers how many
 * events were rolled up (0 when there were none). Throws what the database throws (nothing is
 * changed then).
 */
export async function rollUp(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const before = openSince(now);
  const pending = await db
    .selectFrom('visitEvents')
    .select('occurredAt')
    .where('occurredAt', '<', before)
    .limit(1)
    .executeTakeFirst();
  if (!pending) return 0;
  return db.transaction().execute(async (trx) => {
    await transactionLock(trx, 'visit-roll-up');
    const closed = trx.selectFrom('visitEvents').where('occurredAt', '<', before);
    await trx
      .insertInto('visitDays')
      .columns(['day', 'linkId', 'kind', 'language', 'referrerDomain', 'deviceClass', 'events', 'visitors'])
      .expression(
        closed
          .select([
            day.as('day'),
            linkKey.as('linkId'),
            'kind',
            'language',
            'referrerDomain',
            'deviceClass',
            (eb) => eb.fn.countAll<number>().as('events'),
            (eb) => eb.fn.count<number>('visitor').distinct().as('visitors'),
          ])
          .groupBy([day, linkKey, 'kind', 'language', 'referrerDomain', 'deviceClass']),
      )
      .onConflict((conflict) =>
        conflict
          .columns(['day', 'linkId', 'kind', 'language', 'referrerDomain', 'deviceClass'])
          .doUpdateSet((eb) => ({
            events: eb('visitDays.events', '+', eb.ref('excluded.events')),
            visitors: eb('visitDays.visitors', '+', eb.ref('excluded.visitors')),
          })),
      )
      .execute();
    await trx
      .insertInto('visitDayVisitors')
      .columns(['day', 'visitors'])
      .expression(
        closed
          .select([day.as('day'), (eb) => eb.fn.count<number>('visitor').distinct().as('visitors')])
          .where('kind', '=', 'view')
          .groupBy(day),
      )
      .onConflict((conflict) =>
        conflict.column('day').doUpdateSet((eb) => ({
          visitors: eb('visitDayVisitors.visitors', '+', eb.ref('excluded.visitors')),
        })),
      )
      .execute();
    await trx
      .insertInto('visitLinkOpens')
      .columns(['linkId', 'firstOpenedAt', 'lastOpenedAt'])
      .expression(
        closed
          .select([
            sql<string>`${sql.ref('linkId')}`.as('linkId'),
            (eb) => eb.fn.min<string>('occurredAt').as('firstOpenedAt'),
            (eb) => eb.fn.max<string>('occurredAt').as('lastOpenedAt'),
          ])
          .where('kind', '=', 'view')
          .where('linkId', 'is not', null)
          .groupBy('linkId'),
      )
      .onConflict((conflict) =>
        conflict.column('linkId').doUpdateSet({
          firstOpenedAt: sql<string>`case when excluded."firstOpenedAt" < "visitLinkOpens"."firstOpenedAt" then excluded."firstOpenedAt" else "visitLinkOpens"."firstOpenedAt" end`,
          lastOpenedAt: sql<string>`case when excluded."lastOpenedAt" > "visitLinkOpens"."lastOpenedAt" then excluded."lastOpenedAt" else "visitLinkOpens"."lastOpenedAt" end`,
        }),
      )
      .execute();
    const deleted = await trx.deleteFrom('visitEvents').where('occurredAt', '<', before).executeTakeFirst();
    return Number(deleted.numDeletedRows);
  });
}
