/**
 * The admin writes' audit events, written a moment later in groups (docs/decisions/0220-write-costs.md):
 * each event is stamped when it happens and kept in memory, then inserted with the others of the
 * last {@link AUDIT_FLUSH_MS} ms in one statement, so a burst of writes pays one commit (and, on the
 * SQLite file, one disk sync) for its events instead of one each.
 *
 * Whoever reads the log first writes what this process holds ({@link flushAudit}: the log's list, the
 * whole-site backup), so a reader of this process never misses an event; another instance sees it
 * at most {@link AUDIT_FLUSH_MS} ms later. The app's close writes what is left. Held per database
 * handle (a WeakMap), so apps on different databases never mix their events.
 *
 * Errors: a failed insert is logged with the logger given to {@link bufferAudit}, never thrown at a
 * request (as the immediate record of plugins/audit.ts did).
 */
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { auditRow, type AuditRecord } from './audit-row.js';

/** The longest an event waits in memory before it is written, in ms. */
export const AUDIT_FLUSH_MS = 100;

/** Events held beyond this count are written at once. */
export const AUDIT_BUFFER_ROWS = 100;

interface Logger {
  error(details: object, message: string): void;
}

interface Pending {
  rows: Insertable<Database['auditLog']>[];
  timer: NodeJS.Timeout | undefined;
  /** The last write started, so a flush waits for the ones before it. */
  written: Promise<void>;
  log: Logger;
}

const pending = new WeakMap<Kysely<Database>, Pending>();

/** Hold `event` (stamped now) to be written within {@link AUDIT_FLUSH_MS} ms. */
export function bufferAudit(db: Kysely<Database>, event: AuditRecord, log: Logger): void {
  let held = pending.get(db);
  if (!held) {
    held = { rows: [], timer: undefined, written: Promise.resolve(), log };
    pending.set(db, held);
  }
  held.rows.push(auditRow(event));
  if (held.rows.length >= AUDIT_BUFFER_ROWS) void flushAudit(db);
  else held.timer ??= setTimeout(() => void flushAudit(db), AUDIT_FLUSH_MS);
}

/** Write every event held for `db` (and wait for the writes already started). */
export async function flushAudit(db: Kysely<Database>): Promise<void> {
  const held = pending.get(db);
  if (!held) return;
  clearTimeout(held.timer);
  held.timer = undefined;
  const rows = held.rows.splice(0);
  if (rows.length > 0) {
    held.written = held.written.then(async () => {
      try {
        await db.insertInto('auditLog').values(rows).execute();
      } catch (error) {
        held.log.error({ err: error }, 'the audit log could not record admin writes');
      }
    });
  }
  await held.written;
}
