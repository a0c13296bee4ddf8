/**
 * The audit log's table (docs/product.md §23 "Activity", docs/decisions/0180-audit-log.md).
 * Conventions as in ../types.ts.
 */
import type { Generated } from 'kysely';

/** One recorded event of the owner's activity (migration 0130). */
export interface AuditLogTable {
  id: string;
  /** What happened: one of AUDIT_KINDS (src/shared/audit.ts). */
  kind: string;
  /** The account it concerns; null for a failed sign-in of an email no account has. */
  userId: string | null;
  /** The email as typed (a failed sign-in) or the account's email at the time. */
  email: Generated<string>;
  /** How: the sign-in's way (`password`, `password+code`, `password+recovery`, `passkey`), a passkey's name. */
  detail: Generated<string>;
  /** An admin write's HTTP method ('' otherwise). */
  method: Generated<string>;
  /** An admin write's route pattern, e.g. `/api/works/:id` ('' otherwise). */
  path: Generated<string>;
  /** An admin write's entry id from the path ('' when none). */
  entryId: Generated<string>;
  /** An admin write's answer status; 0 for the other kinds. */
  status: Generated<number>;
  /** Device class from the User-Agent (modules/auth/device.ts), '' when unknown. */
  device: Generated<string>;
  createdAt: string;
}
