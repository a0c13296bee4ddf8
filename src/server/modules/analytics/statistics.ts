/**
 * The owner's visitor statistics (docs/product.md §21): the figures of a period for the dashboard
 * ({@link readStatistics}) and the days of a period ({@link periodDays}). The CSV export is in
 * export-csv.ts, the retention and the purge in retention.ts.
 *
 * Figures come from the daily roll-up (roll-up.ts, docs/decisions/0185-statistics-roll-up.md) for
 * closed days and from the events themselves for the open days (today and yesterday); every read
 * rolls up first. Days are UTC days (`YYYY-MM-DD`). "Visitors" of a day are the different visitor
 * hashes among its page views; the hash changes every day, so a period's visitors are the sum of its
 * days' (docs/decisions/0150-visitor-statistics.md).
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { type Statistics, TOP_REFERRERS, type VisitKind } from '../../../shared/analytics.js';
import type { Database } from '../../db/types.js';
import { retentionMonths } from './retention.js';
import { rollUp } from './roll-up.js';
import { utcDay } from './salts.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The first and last UTC day of the `days` days ending today (`now`), and each day between. */
export function periodDays(days: number, now: Date): string[] {
  const today = Date.parse(`${utcDay(now)}T00:00:00.000Z`);
  return Array.from({ length: days }, (_, index) => utcDay(new Date(today - (days - 1 - index) * DAY_MS)));
}

const dayOf = sql<string>`substr(${sql.ref('occurredAt')}, 1, 10)`;
/** An event's link id, '' for the site itself (as `visitDays.linkId` stores it). */
export const linkKey = sql<string>`coalesce(${sql.ref('linkId')}, '')`;

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
