/**
 * The owner's audit log (docs/product.md §23 "Activity", docs/decisions/0180-audit-log.md): who
 * signed in and how, who failed, what changed in the sign-in means and the sessions, and every admin
 * write, in table `auditLog` (migration 0130).
 *
 * Callers: the auth module's sign-in and security routes ({@link recordAudit}), the plugin
 * plugins/audit.ts for admin writes, the command line's `reset-2fa`. Shapes: {@link AuditRecord} in,
 * wire events (src/shared/audit.ts) out. Nothing here ever receives a body, a password, a code or
 * an address; the device class is computed by the caller (modules/auth/device.ts).
 *
 * Retention: the history's `days` (docs/product.md §22, setting `history`): events older than that
 * are deleted when the log is read ({@link listAudit}) and at each successful sign-in, never by a
 * timer (several instances would race). Errors: none of its own; database errors reach the caller.
 */
import type { Kysely, Transaction } from 'kysely';
import {
  AUDIT_GROUPS,
  AUDIT_PAGE_SIZE,
  type AuditEvent,
  type AuditGroup,
  type AuditKind,
} from '../../../shared/audit.js';
import type { Database, Row } from '../../db/types.js';
import { newId, nowIso } from '../../lib/ids.js';
import { readRetention } from '../history/record.js';
import { olderThan } from '../../db/newest-first.js';

type AnyDb = Kysely<Database> | Transaction<Database>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Longest text kept in a column (an email as typed, a passkey's name, a route pattern). */
const MAX_TEXT = 320;

/** One event to record; every field but `kind` is optional. */
export interface AuditRecord {
  kind: AuditKind;
  userId?: string | null;
  /** The email typed (a failed sign-in) or the account's. */
  email?: string;
  /** The sign-in's way (SIGN_IN_WAYS) or a passkey's name. */
  detail?: string;
  method?: string;
  path?: string;
  entryId?: string;
  status?: number | null;
  /** Device class (modules/auth/device.ts), never the User-Agent itself. */
  device?: string;
}

const clip = (value: string | undefined) => (value ?? '').slice(0, MAX_TEXT);

/** Record one event now. */
export async function recordAudit(db: AnyDb, event: AuditRecord): Promise<void> {
  await db
    .insertInto('auditLog')
    .values({
      id: newId(),
      kind: event.kind,
      userId: event.userId ?? null,
      email: clip(event.email),
      detail: clip(event.detail),
      method: clip(event.method),
      path: clip(event.path),
      entryId: clip(event.entryId),
      status: event.status ?? 0,
      device: clip(event.device),
      createdAt: nowIso(),
    })
    .execute();
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
