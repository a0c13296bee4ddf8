/**
 * The owner's audit log (docs/product.md §23 "Activity", docs/decisions/0180-audit-log.md): who
 * signed in and how, who failed, what changed in the sign-in means and the sessions, and every admin
 * write, in table `auditLog` (migration 0130).
 *
 * Callers: the auth module's sign-in and security routes ({@link recordAudit}), the plugin
 * plugins/audit.ts for admin writes (through ./audit-buffer.ts, decision 0220), the command line's
 * `reset-2fa`. Shapes: {@link AuditRecord} in,
 * wire events (src/shared/audit.ts) out. Nothing here ever receives a body, a password, a code or
 * an address; the device class is computed by the caller (modules/auth/device.ts).
 *
 * Retention: the history's `days` (docs/product.md §22, setting `history`): events older than that
 * are deleted when the log is read ({@link listAudit}) and at each successful sign-in, never by a
 * timer (several instances would race). Errors: none of its own; database errors reach the caller.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  AUDIT_GROUPS,
  AUDIT_PAGE_SIZE,
  type AuditEvent,
  type AuditGroup,
  type AuditKind,
} from '../../../shared/audit.js';
import type { Database, Row } from '../../db/types.js';
import { readRetention } from '../history/record.js';
import { olderThan } from '../../db/newest-first.js';
import { flushAudit } from './audit-buffer.js';
import { auditRow, clip, type AuditRecord } from './audit-row.js';

export type { AuditRecord } from './audit-row.js';

type AnyDb = Kysely<Database> | Transaction<Database>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Record one event now. */
export async function recordAudit(db: AnyDb, event: AuditRecord): Promise<void> {
  await db.insertInto('auditLog').values(auditRow(event)).execute();
}

/** One refused sign-in is recorded per email typed and per this many ms (docs/decisions/0200-throttled-sign-ins-in-the-audit-log.md). */
export const THROTTLED_ROLL_UP_MS = 60 * 1000;

/**
 * Record a sign-in refused by the throttle (answer 429) as a failed sign-in with status 429, rolled
 * up: nothing is added when the same email already has such an event in the last
 * {@link THROTTLED_ROLL_UP_MS} (decision 0200), nor when the same client address had one recorded in
 * that minute, whatever the email (decision 0237): a flood from one address writes one row a minute,
 * however many emails it types. The address's refused attempts of the minute are counted in
 * `loginFailures` under `audit-429:` and its keyed hash (never the address: lib/address-key.ts).
 * @param addressKey the client address's keyed hash.
 * @returns true when an event was added.
 */
export async function recordThrottled(
  db: AnyDb,
  event: Omit<AuditRecord, 'kind' | 'status'> & { kind: 'sign-in-failed' | 'second-step-failed' },
  addressKey: string,
  now = Date.now(),
): Promise<boolean> {
  const since = new Date(now - THROTTLED_ROLL_UP_MS).toISOString();
  const nowIso = new Date(now).toISOString();
  const key = `audit-429:${addressKey}`;
  const fresh = sql<boolean>`${sql.ref('loginFailures.windowStart')} < ${since}`;
  // One upsert: a new minute starts a new count (1), else the count grows.
  const counted = await db
    .insertInto('loginFailures')
    .values({ key, failures: 1, windowStart: nowIso, lastFailureAt: nowIso })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        failures: sql<number>`case when ${fresh} then 1 else ${sql.ref('loginFailures.failures')} + 1 end`,
        windowStart: sql<string>`case when ${fresh} then ${nowIso} else ${sql.ref('loginFailures.windowStart')} end`,
        lastFailureAt: nowIso,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  if (Number(counted.failures) > 1) return false;
  const recent = await db
    .selectFrom('auditLog')
    .select('id')
    .where('createdAt', '>=', since)
    .where('kind', '=', event.kind)
    .where('status', '=', 429)
    .where('email', '=', clip(event.email))
    .limit(1)
    .executeTakeFirst();
  if (recent) return false;
  await recordAudit(db, { ...event, status: 429 });
  return true;
}

/**
 * Delete the events older than the history's retention in days (docs/product.md §22).
 * @returns the number of events deleted.
 */
export async function pruneAudit(db: AnyDb, now = Date.now()): Promise<number> {
  const { days } = await readRetention(db);
  const limit = new Date(now - days * DAY_MS).toISOString();
  const result = await db.deleteFrom('auditLog').where('createdAt', '<', limit).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A stored event on the wire. */
export function auditToWire(row: Row<'auditLog'>): AuditEvent {
  return {
    _id: row.id,
    kind: row.kind as AuditKind,
    userId: row.userId,
    email: row.email,
    detail: row.detail,
    method: row.method,
    path: row.path,
    entryId: row.entryId,
    status: row.status === 0 ? null : row.status,
    device: row.device,
    createdAt: row.createdAt,
  };
}

/** What {@link listAudit} reads: one group, one account, older than an event, at most `limit`. */
export interface AuditListOptions {
  group?: AuditGroup | undefined;
  /** Only the events of this account (a user who is not an admin sees only their own). */
  userId?: string | undefined;
  /** An event's id: only older events (the next page). An unknown id reads from the newest. */
  before?: string | undefined;
  limit?: number | undefined;
}

/**
 * The events, newest first (by time, then id), after pruning by the retention: one indexed read
 * per page, whatever the log's size.
 */
export async function listAudit(db: Kysely<Database>, options: AuditListOptions = {}): Promise<AuditEvent[]> {
  await flushAudit(db);
  await pruneAudit(db);
  let query = db.selectFrom('auditLog').selectAll();
  if (options.group) query = query.where('kind', 'in', [...AUDIT_GROUPS[options.group]]);
  if (options.userId) query = query.where('userId', '=', options.userId);
  if (options.before) {
    const cursor = await db
      .selectFrom('auditLog')
      .select(['createdAt', 'id'])
      .where('id', '=', options.before)
      .executeTakeFirst();
    if (cursor) query = query.where(olderThan(cursor));
  }
  const rows = await query
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit ?? AUDIT_PAGE_SIZE)
    .execute();
  return rows.map(auditToWire);
}
