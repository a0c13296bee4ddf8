/**
 * How long visitor statistics are kept (docs/product.md §21): the owner's retention setting in the
 * settings store (months, within RETENTION of shared/analytics.ts, default 13) and the purge of what
 * is older ({@link purgeExpired}), run at start, daily and when the retention changes
 * (docs/decisions/0150-visitor-statistics.md, docs/decisions/0186-one-settings-store.md).
 */
import type { Kysely } from 'kysely';
import { RETENTION } from '../../../shared/analytics.js';
import { readSetting, writeSetting } from '../../db/settings.js';
import type { Database } from '../../db/types.js';
import { deletePastSalts, utcDay } from './salts.js';

/** The name of the statistics' settings in the settings store (db/settings.ts). */
export const STATISTICS_SETTING = 'statistics';

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
