/**
 * One audit event as a row of table `auditLog` (migration 0130; docs/decisions/0180-audit-log.md):
 * {@link AuditRecord} in, the row to insert out, every text clipped to {@link MAX_TEXT} characters
 * and stamped with the time it happened. Used by the immediate record (audit.ts) and the buffered
 * one (audit-buffer.ts). Errors: none.
 */
import type { Insertable } from 'kysely';
import type { AuditKind } from '../../../shared/audit.js';
import type { Database } from '../../db/types.js';
import { newId, nowIso } from '../../lib/ids.js';

/** Longest text kept in a column (an email as typed, a passkey's name, a route pattern). */
export const MAX_TEXT = 320;

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

/** A text as stored: '' for none, at most {@link MAX_TEXT} characters. */
export const clip = (value: string | undefined) => (value ?? '').slice(0, MAX_TEXT);

/** The row of `event`, with a new id and the current time. */
export function auditRow(event: AuditRecord): Insertable<Database['auditLog']> {
  return {
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
  };
}
