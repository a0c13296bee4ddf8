/**
 * The owner's visitor statistics, read from `visitEvents` (docs/product.md §21): the figures of a
 * period for the dashboard ({@link readStatistics}), its events as CSV rows ({@link exportRows}), the
 * retention setting and the purge of older events ({@link purgeExpired}).
 *
 * Days are UTC days (`YYYY-MM-DD`). "Visitors" of a day are the different visitor hashes among its
 * page views; the hash changes every day, so a period's visitors are the sum of its days'
 * (docs/decisions/0150-visitor-statistics.md).
 */
import { type Kysely, sql } from 'kysely';
import { RETENTION, type Statistics, TOP_REFERRERS, type VisitKind } from '../../../shared/analytics.js';
import type { Database, VisitEventsTable } from '../../db/types.js';
import { nowIso } from '../../lib/ids.js';
import { deletePastSalts, utcDay } from './salts.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const SETTINGS_ID = 'site';

/** The first and last UTC day of the `days` days ending today (`now`), and each day between. */
export function periodDays(days: number, now: Date): string[] {
  const today = Date.parse(`${utcDay(now)}T00:00:00.000Z`);
  return Array.from({ length: days }, (_, index) => utcDay(new Date(today - (days - 1 - index) * DAY_MS)));
}

/** How many months events are kept ({@link RETENTION}.default until the owner sets it). */
export async function retentionMonths(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('analyticsSettings')
    .select('retentionMonths')
    .where('id', '=', SETTINGS_ID)
    .executeTakeFirst();
  return row ? Number(row.retentionMonths) : RETENTION.default;
}

/** Set the retention (months, within {@link RETENTION}; the route validates). */
export async function setRetentionMonths(db: Kysely<Database>, months: number): Promise<void> {
  const updatedAt = nowIso();
  await db
    .insertInto('analyticsSettings')
    .values({ id: SETTINGS_ID, retentionMonths: months, updatedAt })
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ retentionMonths: months, updatedAt }))
    .execute();
}

/** The oldest time still kept `months` months before `now` (calendar months, UTC). */
export function retentionCutoff(now: Date, months: number): string {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff.toISOString();
}

/**
 * Delete the events older than the retention and the salts of past days; answers how many events
 * went. Run at start and daily (analytics.routes.ts).
 */
export async function purgeExpired(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const cutoff = retentionCutoff(now, await retentionMonths(db));
  const result = await db.deleteFrom('visitEvents').where('occurredAt', '<', cutoff).executeTakeFirst();
  await deletePastSalts(db, utcDay(now));
  return Number(result.numDeletedRows);
}

const dayOf = sql<string>`substr(${sql.ref('occurredAt')}, 1, 10)`;

/** The dashboard's figures for the `days` days ending today (`now`). */
export async function readStatistics(
  db: Kysely<Database>,
  days: number,
  now: Date = new Date(),
): Promise<Statistics> {
  const period = periodDays(days, now);
  const since = `${period[0]}T00:00:00.000Z`;
  const inPeriod = db.selectFrom('visitEvents').where('occurredAt', '>=', since);

  const [perDay, referrers, devices, languages, links, retention] = await Promise.all([
    inPeriod
      .select([
        dayOf.as('day'),
        'kind',
        (eb) => eb.fn.countAll<string | number>().as('events'),
        (eb) => eb.fn.count<string | number>('visitor').distinct().as('visitors'),
      ])
      .groupBy([dayOf, 'kind'])
      .execute(),
    inPeriod
      .select(['referrerDomain', (eb) => eb.fn.countAll<string | number>().as('views')])
      .where('kind', '=', 'view')
      .where('referrerDomain', '<>', '')
      .groupBy('referrerDomain')
      .orderBy('views', 'desc')
      .orderBy('referrerDomain')
      .limit(TOP_REFERRERS)
      .execute(),
    inPeriod
      .select(['deviceClass', (eb) => eb.fn.countAll<string | number>().as('views')])
      .where('kind', '=', 'view')
      .groupBy('deviceClass')
      .orderBy('views', 'desc')
      .execute(),
    inPeriod
      .select(['language', (eb) => eb.fn.countAll<string | number>().as('downloads')])
      .where('kind', '=', 'download')
      .groupBy('language')
      .execute(),
    db
      .selectFrom('visitEvents')
      .select([
        'linkId',
        'kind',
        'language',
        (eb) => eb.fn.countAll<string | number>().as('events'),
        (eb) => eb.fn.min('occurredAt').as('first'),
        (eb) => eb.fn.max('occurredAt').as('last'),
      ])
      .where('linkId', 'is not', null)
      .groupBy(['linkId', 'kind', 'language'])
      .execute(),
    retentionMonths(db),
  ]);

  const daily = new Map(
    period.map((day) => [day, { day, views: 0, visitors: 0, downloads: 0, messages: 0 }]),
  );
  for (const row of perDay) {
    const entry = daily.get(row.day);
    if (!entry) continue;
    const events = Number(row.events);
    if (row.kind === 'view') {
      entry.views += events;
      entry.visitors += Number(row.visitors);
    } else if (row.kind === 'download') entry.downloads += events;
    else if (row.kind === 'message') entry.messages += events;
  }
  const dailyList = [...daily.values()];
  const sum = (key: 'views' | 'visitors' | 'downloads' | 'messages') =>
    dailyList.reduce((total, entry) => total + entry[key], 0);

  const perLink = new Map<string, Statistics['links'][number]>();
  for (const row of links) {
    const linkId = row.linkId!;
    let entry = perLink.get(linkId);
    if (!entry) {
      entry = {
        linkId,
        opens: 0,
        downloads: 0,
        downloadsByLanguage: {},
        messages: 0,
        firstOpenedAt: null,
        lastOpenedAt: null,
      };
      perLink.set(linkId, entry);
    }
    const events = Number(row.events);
    const kind = row.kind as VisitKind;
    if (kind === 'view') {
      entry.opens += events;
      if (entry.firstOpenedAt === null || row.first < entry.firstOpenedAt) entry.firstOpenedAt = row.first;
      if (entry.lastOpenedAt === null || row.last > entry.lastOpenedAt) entry.lastOpenedAt = row.last;
    } else if (kind === 'download') {
      entry.downloads += events;
      entry.downloadsByLanguage[row.language] = (entry.downloadsByLanguage[row.language] ?? 0) + events;
    } else if (kind === 'message') entry.messages += events;
  }

  return {
    days,
    from: period[0]!,
    to: period[period.length - 1]!,
    retentionMonths: retention,
    totals: {
      views: sum('views'),
      visitors: sum('visitors'),
      downloads: sum('downloads'),
      messages: sum('messages'),
      downloadsByLanguage: Object.fromEntries(languages.map((row) => [row.language, Number(row.downloads)])),
    },
    daily: dailyList,
    referrers: referrers.map((row) => ({ domain: row.referrerDomain, views: Number(row.views) })),
    devices: devices.map((row) => ({ deviceClass: row.deviceClass, views: Number(row.views) })),
    links: [...perLink.values()].sort(
      (a, b) =>
        (b.lastOpenedAt ?? '').localeCompare(a.lastOpenedAt ?? '') || a.linkId.localeCompare(b.linkId),
    ),
  };
}

/** The CSV export's header row. */
export const CSV_HEADER = 'time,kind,link,language,referrer,device';

/** One CSV field: quoted when needed; a leading `=`, `+`, `-` or `@` is neutralised for spreadsheets. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function csvRow(row: Omit<VisitEventsTable, 'visitor'>): string {
  return [row.occurredAt, row.kind, row.linkId ?? '', row.language, row.referrerDomain, row.deviceClass]
    .map(csvField)
    .join(',');
}

/**
 * The period's events as CSV lines (header first, then oldest first, each line ending in `\r\n`),
 * read one day at a time so a long period never sits in memory at once. No visitor hash.
 */
export async function* exportRows(
  db: Kysely<Database>,
  days: number,
  now: Date = new Date(),
): AsyncGenerator<string> {
  yield `${CSV_HEADER}\r\n`;
  for (const day of periodDays(days, now)) {
    const rows = await db
      .selectFrom('visitEvents')
      .select(['occurredAt', 'kind', 'linkId', 'language', 'referrerDomain', 'deviceClass'])
      .where('occurredAt', '>=', `${day}T00:00:00.000Z`)
      .where('occurredAt', '<', `${day}T99`)
      .orderBy('occurredAt')
      .execute();
    if (rows.length > 0) yield rows.map((row) => `${csvRow(row)}\r\n`).join('');
  }
}
