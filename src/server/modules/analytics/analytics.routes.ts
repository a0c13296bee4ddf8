/**
 * The visitor statistics' routes and upkeep (docs/product.md §21; docs/api.md "Visitor statistics"):
 *
 * GET /api/admin/statistics?days=            admin: the dashboard's figures for the last 7/30/90/365 days
 * GET /api/admin/statistics/export.csv?days= admin: the period's daily figures as CSV (no visitor hash)
 * PUT /api/admin/statistics/settings         admin: `{retentionMonths}` (1 to 120)
 *
 * Registering also makes the app's {@link VisitCounter} (counter.ts; routes call `recordVisit`) and
 * the purge of events past the retention, at start and then daily. Before answering, this instance
 * writes the visits it still holds, so the owner sees them at once.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  ANALYTICS_PATHS,
  ANALYTICS_TEXTS,
  retentionSchema,
  statisticsQuery,
  statisticsSchema,
} from '../../../shared/analytics.js';
import { envelopeSchema } from '../../../shared/schemas.js';
import type { Database } from '../../db/types.js';
import { envelope } from '../../lib/reply.js';
import { VisitCounter } from './counter.js';
import { exportRows, purgeExpired, readStatistics, setRetentionMonths } from './statistics.js';

/** The purge runs this often (and once at start). */
export const PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000;

export interface AnalyticsOptions {
  db: Kysely<Database>;
  /** False: nothing is counted (the statistics API still answers). Default true. */
  counting?: boolean;
}

/** Register the routes, decorate the app with its visit counter, and start the daily purge. */
export function registerAnalytics(app: FastifyInstance, options: AnalyticsOptions): VisitCounter {
  const { db } = options;
  const counter = new VisitCounter(db, app.log, options.counting ?? true);
  app.decorate('visitCounter', counter);

  const purge = () =>
    purgeExpired(db).then(
      (deleted) => {
        if (deleted > 0) app.log.info({ deleted }, 'visitor statistics past the retention deleted');
      },
      (error: unknown) => app.log.warn({ err: error }, 'the visitor statistics purge failed'),
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void purge();
    timer = setInterval(() => void purge(), PURGE_INTERVAL_MS).unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await counter.flush();
  });

  const route = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['statistics'];

  route.get(
    ANALYTICS_PATHS.statistics,
    {
      schema: {
        tags,
        summary: 'Visitor statistics of a period',
        querystring: statisticsQuery,
        response: { 200: envelopeSchema(statisticsSchema) },
      },
    },
    async (request) => {
      await counter.flush();
      return envelope(request, await readStatistics(db, request.query.days), 'Visitor statistics');
    },
  );

  route.get(
    ANALYTICS_PATHS.export,
    { schema: { tags, summary: 'Daily visit figures of a period as CSV', querystring: statisticsQuery } },
    async (request, reply) => {
      await counter.flush();
      const now = new Date();
      const name = `visits-${now.toISOString().slice(0, 10)}-${request.query.days}d.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(exportRows(db, request.query.days, now)));
    },
  );

  route.put(
    ANALYTICS_PATHS.settings,
    {
      schema: {
        tags,
        summary: 'How long visit events are kept',
        body: retentionSchema,
        response: { 200: envelopeSchema(retentionSchema) },
      },
    },
    async (request) => {
      await setRetentionMonths(db, request.body.retentionMonths);
      await purge();
      return envelope(request, { retentionMonths: request.body.retentionMonths }, ANALYTICS_TEXTS.saved);
    },
  );

  return counter;
}
