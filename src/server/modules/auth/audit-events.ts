/**
 * The auth module's calls into the audit log (docs/product.md §23 "Activity",
 * docs/decisions/0180-audit-log.md): {@link auditRequest} records an event of a request with the
 * request's device class (device.ts), never its User-Agent or address.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { type AuditRecord, recordAudit, recordThrottled } from '../audit/audit.js';
import { addressKey } from '../../lib/address-key.js';
import { deviceClass } from './device.js';

/** Record `event` for `request`: the signed-in user unless the event names one, and the device class. */
export async function auditRequest(
  db: Kysely<Database>,
  request: FastifyRequest,
  event: Omit<AuditRecord, 'device'>,
): Promise<void> {
  await recordAudit(db, {
    userId: request.user?.id ?? null,
    email: request.user?.email ?? '',
    ...event,
    device: deviceClass(request.headers['user-agent']),
  });
}

/**
 * Record a sign-in step refused by the throttle (429) for `request`, rolled up per email and minute
 * and per client address and minute (modules/audit/audit.ts {@link recordThrottled}, decisions 0200
 * and 0237); the email as typed, never the password, the code or the address.
 */
export async function auditThrottled(
  db: Kysely<Database>,
  request: FastifyRequest,
  event: {
    kind: 'sign-in-failed' | 'second-step-failed';
    email: string;
    detail?: string;
    userId?: string | null;
  },
): Promise<void> {
  await recordThrottled(
    db,
    { userId: event.userId ?? null, ...event, device: deviceClass(request.headers['user-agent']) },
    await addressKey(db, request.ip),
  );
}
