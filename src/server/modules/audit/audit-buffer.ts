/**
 * The admin writes' audit events, written before their answers leave, in groups (docs/product.md
 * §23 "every admin write"; docs/decisions/0236-admin-write-events-before-the-answer.md, amending
 * 0220):
 * {@link writeAdminEvent} resolves once the event is committed, so a process killed right after an
 * answer has already recorded its write. Events that arrive while an insert runs wait for it and are
 * then inserted together in one statement (a group commit), so a burst of concurrent writes still
 * pays about one commit (and, on the SQLite file, one disk sync) for its events instead of one each
 * (docs/decisions/0220-write-costs.md).
 *
 * {@link flushAudit} waits for every insert started (the log's list, the whole-site backup, the
 * app's close). Held per database handle (a WeakMap), so apps on different databases never mix
 * their events.
 *
 * Errors: a failed insert is logged with the logger given to {@link writeAdminEvent}, never thrown at
 * a request (the answer is not changed by a failure to record it).
 */
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { auditRow, type AuditRecord } from './audit-row.js';

/** Rows per insert statement (a group larger than this is written in several statements). */
export const AUDIT_BUFFER_ROWS = 100;

interface Logger {
  error(details: object, message: string): void;
}

interface Pending {
  rows: Insertable<Database['auditLog']>[];
  /** The next group's insert, not started yet: events arriving now join it. */
  next: Promise<void> | undefined;
  /** The last insert scheduled, so a flush waits for the ones before it. */
  written: Promise<void>;
  log: Logger;
}

const pending = new WeakMap<Kysely<Database>, Pending>();

/** Schedule the held rows' insert after the one running; answers the group's promise. */
function schedule(db: Kysely<Database>, held: Pending): Promise<void> {
  if (!held.next) {
    const next = held.written.then(async () => {
      held.next = undefined;
      const rows = held.rows.splice(0);
      try {
        for (let start = 0; start < rows.length; start += AUDIT_BUFFER_ROWS) {
          await db
            .insertInto('auditLog')
            .values(rows.slice(start, start + AUDIT_BUFFER_ROWS))
            .execute();
        }
      } catch (error) {
        held.log.error({ err: error }, 'the audit log could not record admin writes');
      }
    });
    held.next = next;
    held.written = next;
  }
  return held.next;
}

/**
 * Record `event` (stamped now); resolves once it is written (with the others of its group), never
 * rejects.
 */
export function writeAdminEvent(db: Kysely<Database>, event: AuditRecord, log: Logger): Promise<void> {
  let held = pending.get(db);
  if (!held) {
    held = { rows: [], next: undefined, written: Promise.resolve(), log };
    pending.set(db, held);
  }
  held.rows.push(auditRow(event));
  return schedule(db, held);
}

/** Wait until every event handed to {@link writeAdminEvent} for `db` is written. */
export async function flushAudit(db: Kysely<Database>): Promise<void> {
  const held = pending.get(db);
  if (!held) return;
  if (held.rows.length > 0) await schedule(db, held);
  await held.written;
}
