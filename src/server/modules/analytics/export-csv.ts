/**
 * The statistics' CSV export (docs/product.md §21): one line per UTC day and combination of kind,
 * link, language, referrer domain and device class, with its events and different visitors; never a
 * visitor hash. Closed days come from the daily roll-up, open days from the events
 * (docs/decisions/0185-statistics-roll-up.md).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { rollUp } from './roll-up.js';
import { linkKey, periodDays } from './statistics.js';

/**
 * The CSV export's header row: one line per day and combination, with its events and visitors;
 * `label` is the link's "recipient label · version name" (decision 0247).
 */
export const CSV_HEADER = 'day,kind,link,label,language,referrer,device,events,visitors';

/** Each link's "recipient label · version name" by link id (a link deleted for good: not there). */
async function linkLabels(db: Kysely<Database>): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('versionLinks')
    .innerJoin('versions', 'versions.id', 'versionLinks.versionId')
    .select(['versionLinks.id as id', 'versionLinks.label as label', 'versions.name as name'])
    .execute();
  return new Map(rows.map((row) => [row.id, `${row.label} · ${row.name}`]));
}

/** One CSV field: quoted when needed; a leading `=`, `+`, `-` or `@` is neutralised for spreadsheets. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The period's daily figures as CSV lines (header first, then oldest day first, each line ending in
 * `\r\n`): per day and combination of kind, link ('' for the site) and its label ('' for the site
 * or a link deleted for good), language, referrer domain and device class, its events and different
 * visitors. Read one day at a time; rolls up closed days
 * first. No visitor hash.
 */
export async function* exportRows(
  db: Kysely<Database>,
  days: number,
  now: Date = new Date(),
): AsyncGenerator<string> {
  yield `${CSV_HEADER}\r\n`;
  await rollUp(db, now);
  const labels = await linkLabels(db);
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
      const label = labels.get(row.linkId) ?? '';
      const key = [day, row.kind, row.linkId, label, row.language, row.referrerDomain, row.deviceClass]
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
