/**
 * `POST /api/admin/reset?confirm=true` (data.routes.ts): an automatic backup, then an empty portfolio
 * (users and the All category stay). Source: docs/decisions/0040-owner-data-and-images.md.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { restoreDoneSchema } from '../../../shared/data.js';
import { paths } from '../../../shared/paths.js';
import { envelopeSchema } from '../../../shared/schemas.js';
import type { Database } from '../../db/types.js';
import { envelope } from '../../lib/reply.js';
import { autoBackups } from './auto-backups.js';
import { resetPortfolio } from './backup.js';
import { confirmQuery, requireConfirm } from './data-requests.js';

/** Add the reset route (admin only, tagged `tags`). */
export function registerResetRoute(app: FastifyInstance, db: Kysely<Database>, tags: string[]): void {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.post(
    paths.data.reset,
    {
      schema: {
        tags,
        summary: 'Start from an empty portfolio (?confirm=true); users and the All category stay',
        querystring: confirmQuery,
        response: { 200: envelopeSchema(restoreDoneSchema) },
      },
    },
    async (request) => {
      requireConfirm(request, 'Starting from an empty portfolio');
      const { backup } = await autoBackups.around(db, 'reset', () => resetPortfolio(db));
      return envelope(request, { backup, missingUsers: [] }, 'Portfolio emptied');
    },
  );
}
