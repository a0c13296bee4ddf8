/**
 * The owner's visitor statistics (docs/product.md §21): the figures of a period for the dashboard
 * ({@link readStatistics}), the period's daily figures as CSV rows ({@link exportRows}), the
 * retention setting and the purge of what is older ({@link purgeExpired}).
 *
 * Figures come from the daily roll-up (roll-up.ts, docs/decisions/0185-statistics-roll-up.md) for
 * closed days and from the events themselves for the open days (today and yesterday); every read
 * rolls up first. Days are UTC days (`YYYY-MM-DD`). "Visitors" of a day are the different visitor
 * hashes among its page views; the hash changes every day, so a period's visitors are the sum of its
 * days' (docs/decisions/0150-visitor-statistics.md).
 */
import { type Kysely, sql } from 'kysely';
import { RETENTION, type Statistics, TOP_REFERRERS, type VisitKind } from '../../../shared/analytics.js';
import { readSetting, writeSetting } from '../../db/settings.js';
import type { Database } from '../../db/types.js';
import { rollUp } from './roll-up.js';
import { deletePastSalts, utcDay } from './salts.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The name of the statistics' settings in the settings store (db/settings.ts). */
export const STATISTICS_SETTING = 'statistics';

/** The first and last UTC day of the `days` days ending today (`now`), and each day between. */
export function periodDays(days: number, now: Date): string[] {
  const today = Date.parse(`${utcDay(now)}T00:00:00.000Z`);
  return Array.from({ length: days }, (_, index) => utcDay(new Date(today - (days - 1 - index) * DAY_MS)));
}

/** How many months figures are kept ({@link RETENTION}.default until the owner sets it). */
export async function retentionMonths(db: Kysely<Database>): Promise<number> {
  const value = (await readSetting(db, STATISTICS_SETTING)) as { retentionMonths?: unknown } | undefined;
  const months = value?.retentionMonths;
  return typeof months === 'number' &&
    Number.isInteger(months) &&
    months >= RETENTION.min &&
    months <= RETENTION.max
    ? months
    : RETENTION.default;
}

/** Set the retention (months, within {@link RETENTION}; the route validates). */
export async function setRetentionMonths(db: Kysely<Database>, months: number): Promise<void> {
  await writeSetting(db, STATISTICS_SETTING, { retentionMonths: months });
}

/** The oldest time still kept `months` months before `now` (calendar months, UTC). */
export function retentionCutoff(now: Date, months: number): string {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff.toISOString();
}

/**
 * Delete what is older than the retention: events, daily figures of days before the cutoff's day,
 * the first and last opening of links not opened since, and the salts of past days; answers how many
 * rows went. Run at start, daily and when the retention changes (analytics.routes.ts).
 */
export async function purgeExpired(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const cutoff = retentionCutoff(now, await retentionMonths(db));
  const cutoffDay = cutoff.slice(0, 10);
  const results = [
    await db.deleteFrom('visitEvents').where('occurredAt', '<', cutoff).executeTakeFirst(),
    await db.deleteFrom('visitDays').where('day', '<', cutoffDay).executeTakeFirst(),
    await db.deleteFrom('visitDayVisitors').where('day', '<', cutoffDay).executeTakeFirst(),
    await db.deleteFrom('visitLinkOpens').where('lastOpenedAt', '<', cutoff).executeTakeFirst(),
  ];
  await deletePastSalts(db, utcDay(now));
  return results.reduce((sum, result) => sum + Number(result.numDeletedRows), 0);
}

const dayOf = sql<string>`substr(${sql.ref('occurredAt')}, 1, 10)`;
const linkKey = sql<string>`coalesce(${sql.ref('linkId')}, '')`;

/**
 * The figures since `since` (ISO 8601; all kept when null) as rows of the roll-up's shape: the
 * rolled-up days' rows and one row per event not rolled up yet (`events` 1).
 */
function figures(db: Kysely<Database>, since: string | null) {
  let rolled = db
    .selectFrom('visitDays')
    .select(['day', 'linkId', 'kind', 'language', 'referrerDomain', 'deviceClass', 'events']);
  let raw = db
    .selectFrom('visitEvents')
    .select([
      dayOf.as('day'),
      linkKey.as('linkId'),
      'kind',
      'language',
      'referrerDomain',
      'deviceClass',
      sql<number>`1`.as('events'),
    ]);
  if (since !== null) {
    rolled = rolled.where('day', '>=', since.slice(0, 10));
    raw = raw.where('occurredAt', '>=', since);
  }
  return db.selectFrom(rolled.unionAll(raw).as('figures'));
}

/** The dashboard's figures for the `days` days ending today (`now`); rolls up closed days first. */
export async function readStatistics(
  db: Kysely<Database>,
  days: number,
  now: Date = new Date(),
): Promise<Statistics> {
  await rollUp(db, now);
  const period = periodDays(days, now);
  const since = `${period[0]}T00:00:00.000Z`;
  const inPeriod = figures(db, since);
  const total = sql<string | number>`sum(${sql.ref('events')})`;

  const [
    perDay,
    rolledVisitors,
    openVisitors,
    referrers,
    devices,
    languages,
    links,
    rolledOpens,
    openOpens,
    retention,
  ] = await Promise.all([
    inPeriod
      .select(['day', 'kind', total.as('events')])
      .groupBy(['day', 'kind'])
      .execute(),
    db.selectFrom('visitDayVisitors').select(['day', 'visitors']).where('day', '>=', period[0]!).execute(),
    db
      .selectFrom('visitEvents')
      .select([dayOf.as('day'), (eb) => eb.fn.count<string | number>('visitor').distinct().as('visitors')])
      .where('occurredAt', '>=', since)
      .where('kind', '=', 'view')
      .groupBy(dayOf)
      .execute(),
    inPeriod
      .select(['referrerDomain', total.as('views')])
      .where('kind', '=', 'view')
      .where('referrerDomain', '<>', '')
      .groupBy('referrerDomain')
      .orderBy('views', 'desc')
      .orderBy('referrerDomain')
      .limit(TOP_REFERRERS)
      .execute(),
    inPeriod
      .select(['deviceClass', total.as('views')])
      .where('kind', '=', 'view')
      .groupBy('deviceClass')
      .orderBy('views', 'desc')
      .execute(),
    inPeriod
      .select(['language', total.as('downloads')])
      .where('kind', '=', 'download')
      .groupBy('language')
      .execute(),
    figures(db, null)
      .select(['linkId', 'kind', 'language', total.as('events')])
      .where('linkId', '<>', '')
      .groupBy(['linkId', 'kind', 'language'])
      .execute(),
    db.selectFrom('visitLinkOpens').select(['linkId', 'firstOpenedAt', 'lastOpenedAt']).execute(),
    db
      .selectFrom('visitEvents')
      .select([
        'linkId',
        (eb) => eb.fn.min<string>('occurredAt').as('firstOpenedAt'),
        (eb) => eb.fn.max<string>('occurredAt').as('lastOpenedAt'),
      ])
      .where('kind', '=', 'view')
      .where('linkId', 'is not', null)
      .groupBy('linkId')
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
    if (row.kind === 'view') entry.views += events;
    else if (row.kind === 'download') entry.downloads += events;
    else if (row.kind === 'message') entry.messages += events;
  }
  for (const row of [...rolledVisitors, ...openVisitors]) {
    const entry = daily.get(row.day);
    if (entry) entry.visitors += Number(row.visitors);
  }
  const dailyList = [...daily.values()];
  const sum = (key: 'views' | 'visitors' | 'downloads' | 'messages') =>
    dailyList.reduce((total, entry) => total + entry[key], 0);

  const perLink = new Map<string, Statistics['links'][number]>();
  for (const row of links) {
    const linkId = row.linkId;
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
    if (kind === 'view') entry.opens += events;
    else if (kind === 'download') {
      entry.downloads += events;
      entry.downloadsByLanguage[row.language] = (entry.downloadsByLanguage[row.language] ?? 0) + events;
    } else if (kind === 'message') entry.messages += events;
  }
  for (const row of [...rolledOpens, ...openOpens]) {
    const entry = perLink.get(row.linkId!);
    if (!entry) continue;
    if (entry.firstOpenedAt === null || row.firstOpenedAt < entry.firstOpenedAt)
      entry.firstOpenedAt = row.firstOpenedAt;
    if (entry.lastOpenedAt === null || row.lastOpenedAt > entry.lastOpenedAt)
      entry.lastOpenedAt = row.lastOpenedAt;
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

/** The CSV export's header row: one line per day and combination, with its events and visitors. */
export const CSV_HEADER = 'day,kind,link,language,referrer,device,events,visitors';

/** One CSV field: quoted when needed; a leading `=`, `+`, `-` or `@` is neutralised for spreadsheets. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The period's daily figures as CSV lines (header first, then oldest day first, each line ending in
 * `\r\n`): per day and combination of kind, link ('' for the site), language, referrer domain and
 * device class, its events and different visitors. Read one day at a time; rolls up closed days
 * first. No visitor hash.
 */
export async function* exportRows(
  db: Kysely<Database>,
  days: number,
  now: Date = new Date(),
): AsyncGenerator<string> {
  yield `${CSV_HEADER}\r\n`;
  await rollUp(db, now);
  for (const day of periodDays(days, now)) {
    const [rolled, raw] = await Promise.all([
      db
        .selectFrom('visitDays')
        .select(['kind', 'linkId', 'language', 'referrerDomain', 'deviceClass', 'events', 'visitors'])
        .where('day', '=', day)
        .execute(),
      db
        .selectFrom('visitEvents')
        .select([
          'kind',
          linkKey.as('linkId'),
          'language',
          'referrerDomain',
          'deviceClass',
          (eb) => eb.fn.countAll<string | number>().as('events'),
          (eb) => eb.fn.count<string | number>('visitor').distinct().as('visitors'),
        ])
        .where('occurredAt', '>=', `${day}T00:00:00.000Z`)
        .where('occurredAt', '<', `${day}T99`)
        .groupBy(['kind', linkKey, 'language', 'referrerDomain', 'deviceClass'])
        .execute(),
    ]);
    const lines = new Map<string, { events: number; visitors: number }>();
    for (const row of [...rolled, ...raw]) {
      const key = [day, row.kind, row.linkId, row.language, row.referrerDomain, row.deviceClass]
        .map(csvField)
        .join(',');
      const line = lines.get(key) ?? { events: 0, visitors: 0 };
      line.events += Number(row.events);
      line.visitors += Number(row.visitors);
      lines.set(key, line);
    }
    if (lines.size > 0)
      yield [...lines]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, line]) => `${key},${line.events},${line.visitors}\r\n`)
        .join('');
  }
}
