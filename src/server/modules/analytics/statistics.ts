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
import { type Kysely, type RawBuilder, sql } from 'kysely';
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

/** A dimension of the figures: a column of `visitDays`, computed alike from an event. */
type Dimension = 'day' | 'linkId' | 'kind' | 'language' | 'referrerDomain' | 'deviceClass';
const FROM_EVENT: Record<Dimension, RawBuilder<string>> = {
  day: dayOf,
  linkId: linkKey,
  kind: sql<string>`${sql.ref('kind')}`,
  language: sql<string>`${sql.ref('language')}`,
  referrerDomain: sql<string>`${sql.ref('referrerDomain')}`,
  deviceClass: sql<string>`${sql.ref('deviceClass')}`,
};

interface Filter {
  /** ISO 8601 start, or null for all that is kept. */
  since: string | null;
  kind?: string;
  /** Only what came through a link. */
  linked?: boolean;
  /** Only what came from another site. */
  referred?: boolean;
}

/**
 * The events per combination of `dimensions` under `filter`: the rolled-up days' sums and the
 * events not rolled up yet, each read straight from its table (its indexes) and added here.
 */
async function grouped<D extends Dimension>(
  db: Kysely<Database>,
  dimensions: readonly D[],
  filter: Filter,
): Promise<(Record<D, string> & { events: number })[]> {
  let rolled = db
    .selectFrom('visitDays')
    .select((eb) => [
      ...dimensions.map((dimension) => eb.ref(dimension).as(dimension)),
      eb.fn.sum<string | number>('events').as('events'),
    ])
    .groupBy([...dimensions]);
  let raw = db
    .selectFrom('visitEvents')
    .select((eb) => [
      ...dimensions.map((dimension) => FROM_EVENT[dimension].as(dimension)),
      eb.fn.countAll<string | number>().as('events'),
    ])
    .groupBy(dimensions.map((dimension) => FROM_EVENT[dimension]));
  if (filter.since !== null) {
    rolled = rolled.where('day', '>=', filter.since.slice(0, 10));
    raw = raw.where('occurredAt', '>=', filter.since);
  }
  if (filter.kind !== undefined) {
    rolled = rolled.where('kind', '=', filter.kind);
    raw = raw.where('kind', '=', filter.kind);
  }
  if (filter.linked) {
    rolled = rolled.where('linkId', '<>', '');
    raw = raw.where('linkId', 'is not', null);
  }
  if (filter.referred) {
    rolled = rolled.where('referrerDomain', '<>', '');
    raw = raw.where('referrerDomain', '<>', '');
  }
  const rows = [...(await rolled.execute()), ...(await raw.execute())] as unknown as (Record<D, string> & {
    events: string | number;
  })[];
  const sums = new Map<string, Record<D, string> & { events: number }>();
  for (const row of rows) {
    const key = JSON.stringify(dimensions.map((dimension) => row[dimension]));
    const entry = sums.get(key);
    if (entry) entry.events += Number(row.events);
    else sums.set(key, { ...row, events: Number(row.events) });
  }
  return [...sums.values()];
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
  const byViews = (a: { events: number }, b: { events: number }) => b.events - a.events;

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
    grouped(db, ['day', 'kind'], { since }),
    db.selectFrom('visitDayVisitors').select(['day', 'visitors']).where('day', '>=', period[0]!).execute(),
    db
      .selectFrom('visitEvents')
      .select([dayOf.as('day'), (eb) => eb.fn.count<string | number>('visitor').distinct().as('visitors')])
      .where('occurredAt', '>=', since)
      .where('kind', '=', 'view')
      .groupBy(dayOf)
      .execute(),
    grouped(db, ['referrerDomain'], { since, kind: 'view', referred: true }),
    grouped(db, ['deviceClass'], { since, kind: 'view' }),
    grouped(db, ['language'], { since, kind: 'download' }),
    grouped(db, ['linkId', 'kind', 'language'], { since: null, linked: true }),
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
      downloadsByLanguage: Object.fromEntries(languages.map((row) => [row.language, row.events])),
    },
    daily: dailyList,
    referrers: referrers
      .sort((a, b) => byViews(a, b) || a.referrerDomain.localeCompare(b.referrerDomain))
      .slice(0, TOP_REFERRERS)
      .map((row) => ({ domain: row.referrerDomain, views: row.events })),
    devices: devices.sort(byViews).map((row) => ({ deviceClass: row.deviceClass, views: row.events })),
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
