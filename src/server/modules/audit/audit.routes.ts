/**
 * The audit log's route (docs/product.md §23 "Activity", docs/api.md "Audit log"):
 *
 * GET /api/audit?group=&before=&limit=   the events, newest first, {@link AUDIT_PAGE_SIZE} at a
 *                                        time (`limit` up to 200); `group` one of sign-ins,
 *                                        security, writes; `before` an event's id (the next page)
 *
 * Signed in: an admin reads every account's events, another user only their own. Errors: 400 an
 * unknown group, a malformed id or limit; 401 signed out. Wire shapes: src/shared/audit.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { AUDIT_PAGE_SIZE, auditEventSchema, auditQuerySchema, auditRoutes } from '../../../shared/audit.js';
import { envelopeSchema } from '../../../shared/schemas.js';
import type { Database } from '../../db/types.js';
import { envelope } from '../../lib/reply.js';
import { signedInUser } from '../../lib/signed-in-user.js';
import { listAudit } from './audit.js';

/** Registers GET /api/audit on `app`. */
export function registerAuditRoutes(app: FastifyInstance, deps: { db: Kysely<Database> }): void {
  const route = app.withTypeProvider<ZodTypeProvider>();
  route.get(
    auditRoutes.list,
    {
      config: { access: 'signed' },
      schema: {
        tags: ['security'],
        querystring: auditQuerySchema,
        response: { 200: envelopeSchema(z.array(auditEventSchema)) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const events = await listAudit(deps.db, {
        ...request.query,
        limit: request.query.limit ?? AUDIT_PAGE_SIZE,
        userId: user.role === 'admin' ? undefined : user.id,
      });
      return envelope(request, events, 'Activity');
    },
  );
}
