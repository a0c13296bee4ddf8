/**
 * Records every admin write in the audit log (docs/product.md §23 "Activity",
 * docs/decisions/0180-audit-log.md), from one place: an `onSend` hook, so the status is the one the
 * client gets, the write is recorded whether it succeeded or not, and no route has to remember.
 *
 * An admin write: a request other than GET, HEAD and OPTIONS to a route whose access is `admin`
 * (the default, modules/auth/access.ts) or `self` (an account's own user or person, which an admin
 * may change for anyone: a password change is recorded too) by a signed-in user. The security
 * routes (`signed`) record their own events (modules/auth/audit-events.ts). Recorded: the method, the route's
 * pattern (e.g. `/api/works/:id`, never the query), the `:id` of the path when it is an entry id,
 * the status and the device class; never the body. Anonymous requests to admin routes (refused with
 * 401 before any work) are not recorded, so a stranger cannot fill the log. A failure to record is
 * logged and does not change the answer.
 *
 * The event is stamped when the answer leaves and written with the others of the same moment
 * (modules/audit/audit-buffer.ts, docs/decisions/0220-write-costs.md): a write pays no second commit
 * for its event. A reader of the log in this process sees it at once; the app's close writes the rest.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { bufferAudit, flushAudit } from '../modules/audit/audit-buffer.js';
import { deviceClass } from '../modules/auth/device.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ENTRY_ID = /^[0-9a-f]{24}$/;

async function auditPlugin(app: FastifyInstance, options: { db: Kysely<Database> }): Promise<void> {
  app.addHook('onSend', async (request, reply, payload) => {
    if (READS.has(request.method) || !request.user || !request.routeOptions.url) return payload;
    const access = request.routeOptions.config.access ?? 'admin';
    if (access !== 'admin' && access !== 'self') return payload;
    const id = (request.params as Record<string, unknown> | undefined)?.id;
    bufferAudit(
      options.db,
      {
        kind: 'admin-write',
        userId: request.user.id,
        email: request.user.email,
        method: request.method,
        path: request.routeOptions.url,
        entryId: typeof id === 'string' && ENTRY_ID.test(id) ? id : '',
        status: reply.statusCode,
        device: deviceClass(request.headers['user-agent']),
      },
      app.log,
    );
    return payload;
  });
  app.addHook('onClose', async () => flushAudit(options.db));
}

export default fp(auditPlugin, { name: 'vitae-audit' });
