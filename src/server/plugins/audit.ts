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
 * The event is stamped when the answer is ready and committed before it leaves, grouped with the
 * events of concurrent writes (modules/audit/audit-buffer.ts,
 * docs/decisions/0236-admin-write-events-before-the-answer.md): a process killed right after an answer has recorded its write.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { flushAudit, writeAdminEvent } from '../modules/audit/audit-buffer.js';
import { deviceClass } from '../modules/auth/device.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ENTRY_ID = /^[0-9a-f]{24}$/;

async function auditPlugin(app: FastifyInstance, options: { db: Kysely<Database> }): Promise<void> {
  app.addHook('onSend', async (request, reply, payload) => {
    if (READS.has(request.method) || !request.user || !request.routeOptions.url) return payload;
    const access = request.routeOptions.config.access ?? 'admin';
    if (access !== 'admin' && access !== 'self') return payload;
    const id = (request.params as Record<string, unknown> | undefined)?.id;
    // Written before the answer leaves, so a crash right after it cannot lose the event.
    await writeAdminEvent(
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
