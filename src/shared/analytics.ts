/**
 * The visitor statistics on the wire (docs/product.md §21, docs/decisions/0150-visitor-statistics.md):
 * paths, the event kinds, the periods and limits, and the zod schemas of the owner's dashboard API.
 * Wire names live here only; the server's names are the domain's (modules/analytics).
 */
import { z } from 'zod';
import { API_PREFIX } from './paths.js';

const BASE = `${API_PREFIX}/admin/statistics`;

export const ANALYTICS_PATHS = {
  /** GET (admin) `?days=`: the dashboard's figures for the last `days` days. */
  statistics: BASE,
  /** GET (admin) `?days=`: the period's daily figures as CSV (one row per day and combination, no visitor hash; docs/decisions/0185-statistics-roll-up.md). */
  export: `${BASE}/export.csv`,
  /** PUT (admin) `{retentionMonths}`: how long events are kept. */
  settings: `${BASE}/settings`,
} as const;

/** What is counted: a page view (home page or a link), a CV download, a contact message. */
export const VISIT_KINDS = ['view', 'download', 'message'] as const;
export type VisitKind = (typeof VISIT_KINDS)[number];

/** The device classes, from the User-Agent. */
export const DEVICE_CLASSES = ['desktop', 'mobile', 'tablet', 'other'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The periods the dashboard offers, in days; the first one the default is not. */
export const STATISTICS_PERIODS = [7, 30, 90, 365] as const;
export const DEFAULT_PERIOD_DAYS = 30;

/** Retention of the events in months: default and bounds (docs/product.md §21). */
export const RETENTION = { default: 13, min: 1, max: 120 } as const;

/** How many referrers the dashboard lists. */
export const TOP_REFERRERS = 10;

export const ANALYTICS_TEXTS = {
  badPeriod: `The period must be one of ${STATISTICS_PERIODS.join(', ')} days.`,
  badRetention: `The retention must be a whole number of months from ${RETENTION.min} to ${RETENTION.max}.`,
  saved: 'Statistics settings saved',
} as const;

export const statisticsQuery = z.object({
  days: z
    .enum(STATISTICS_PERIODS.map(String) as [string, ...string[]], { error: ANALYTICS_TEXTS.badPeriod })
    .default(String(DEFAULT_PERIOD_DAYS))
    .transform(Number),
});

export const retentionSchema = z.object({
  retentionMonths: z
    .number({ error: ANALYTICS_TEXTS.badRetention })
    .int({ error: ANALYTICS_TEXTS.badRetention })
    .min(RETENTION.min, { error: ANALYTICS_TEXTS.badRetention })
    .max(RETENTION.max, { error: ANALYTICS_TEXTS.badRetention }),
});
export type RetentionSettings = z.infer<typeof retentionSchema>;

const counts = z.object({
  views: z.number(),
  visitors: z.number(),
  downloads: z.number(),
  messages: z.number(),
});

/** The dashboard's figures. Days are UTC `YYYY-MM-DD`; times ISO 8601 UTC. */
export const statisticsSchema = z.object({
  days: z.number(),
  /** First and last day of the period. */
  from: z.string(),
  to: z.string(),
  retentionMonths: z.number(),
  totals: counts.extend({ downloadsByLanguage: z.record(z.string(), z.number()) }),
  /** One entry per day of the period, oldest first, zeros included. */
  daily: z.array(counts.extend({ day: z.string() })),
  referrers: z.array(z.object({ domain: z.string(), views: z.number() })),
  devices: z.array(z.object({ deviceClass: z.string(), views: z.number() })),
  /** Per link, all kept events: most recently opened first. */
  links: z.array(
    z.object({
      linkId: z.string(),
      opens: z.number(),
      downloads: z.number(),
      downloadsByLanguage: z.record(z.string(), z.number()),
      messages: z.number(),
      firstOpenedAt: z.string().nullable(),
      lastOpenedAt: z.string().nullable(),
    }),
  ),
});
export type Statistics = z.infer<typeof statisticsSchema>;
export type LinkStatistics = Statistics['links'][number];
