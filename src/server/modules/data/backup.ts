/**
 * Whole-site backup and restore (decision 0040), used by the data routes, the automatic backups and
 * the CLI (`backup`, `restore`).
 *
 * A backup is gzipped JSON ({@link BackupDocument}, backup-format.ts): every portfolio table row for
 * row (people, works, educations, skills, categories with `All`, projects and their links, social
 * links), every uploaded image with its WebP bytes (base64), and the users WITHOUT password hashes
 * (name, email, role, linked person): docs/decisions/0041-backup-contents.md says why.
 *
 * - {@link createBackup} reads everything in one transaction (a consistent snapshot; repeatable read
 *   on PostgreSQL), so it runs while the server serves.
 * - A file is read and checked by `decodeBackup` (backup-reader.ts: in a worker thread, within the
 *   limits of docs/decisions/0080-data-limits.md).
 * - {@link prepareRestore} processes its images again like uploads (backup-images.ts); then
 *   {@link restoreBackup} in ONE locked transaction replaces the whole portfolio and the images with
 *   the backup's; accounts stay as they are (passwords, sessions), and each account is linked to the
 *   person its email was linked to in the backup. A failure writes nothing.
 * - {@link resetPortfolio} empties the portfolio (keeps users and `All`).
 */
import { flushAudit } from '../audit/audit-buffer.js';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { sql, type Kysely } from 'kysely';
import { ALL_CATEGORY_TITLE } from '../../../shared/constants.js';
import { ensureAllCategory } from '../resources/categories.js';
import { isPostgres, lockPortfolio } from '../../db/portfolio-lock.js';
import type { Database, TablesByName } from '../../db/types.js';
import { badRequest, HttpError } from '../../lib/http-error.js';
import { nowIso } from '../../lib/ids.js';
import { rollUp } from '../analytics/roll-up.js';
import { linkOwnerIfUnlinked } from '../people/owner.js';
import { renumber } from '../ordering.js';
import { categoryKey } from '../resources/definitions.js';
import {
  AUDIT_BACKUP_ROWS,
  BACKUP_FORMAT,
  BACKUP_LIMITS,
  BACKUP_TABLES,
  BACKUP_VERSION,
  STATISTICS_TABLES,
  type BackupDocument,
  type BackupTable,
  type TableRow,
} from './backup-format.js';
import { reprocessBackupImages } from './backup-images.js';

export {
  BACKUP_FORMAT,
  BACKUP_LIMITS,
  BACKUP_TABLES,
  BACKUP_VERSION,
  type BackupDocument,
  type BackupTable,
  type BackupUser,
} from './backup-format.js';
export { countBackup } from './backup-file.js';
export { decodeBackup, inspectBackup } from './backup-reader.js';

const gzipAsync = promisify(gzip);

/**
 * Read every table in one transaction (a consistent snapshot while the server writes). The
 * statistics' closed days are rolled up first; the backup holds their daily figures, newest first up
 * to {@link BACKUP_LIMITS}`.statisticsRows`, never the events (docs/decisions/0185-statistics-roll-up.md).
 */
export async function createBackup(db: Kysely<Database>): Promise<BackupDocument> {
  await rollUp(db);
  // The admin writes' events still held in memory belong in the backup too.
  await flushAudit(db);
  const start = isPostgres(db) ? db.transaction().setIsolationLevel('repeatable read') : db.transaction();
  return start.execute(async (trx) => {
    const tables = {} as Record<BackupTable, TableRow[]>;
    for (const table of BACKUP_TABLES) {
      let query = (trx as unknown as Kysely<TablesByName>).selectFrom(table).selectAll();
      if (table === 'visitDays')
        query = query.orderBy(sql.ref('day'), 'desc').limit(BACKUP_LIMITS.statisticsRows);
      // The newest audit events only (docs/decisions/0180-audit-log.md).
      if (table === 'auditLog')
        query = query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(AUDIT_BACKUP_ROWS);
      const rows = (await query.execute()) as Record<string, unknown>[];
      tables[table] = rows.map((row) =>
        table === 'mediaFiles'
          ? { ...row, data: Buffer.from(row.data as Uint8Array).toString('base64') }
          : row,
      ) as TableRow[];
    }
    const users = await trx
      .selectFrom('users')
      .select(['name', 'email', 'role', 'personId'])
      .orderBy('createdAt')
      .execute();
    return { format: BACKUP_FORMAT, version: BACKUP_VERSION, createdAt: nowIso(), tables, users };
  });
}

/**
 * The backup as the gzipped JSON file the owner downloads. The compression runs in zlib's thread
 * pool (seconds for a site with many images), not on the event loop.
 */
export async function encodeBackup(doc: BackupDocument): Promise<Buffer> {
  return gzipAsync(JSON.stringify(doc));
}

/** Delete the portfolio (all of it, or all but `All` when `keepAll`), inside `trx`. Users are unlinked. */
async function clearTables(db: Kysely<Database>, keepAll: boolean) {
  const trx = db as unknown as Kysely<TablesByName>;
  await trx.updateTable('users').set({ personId: null }).where('personId', 'is not', null).execute();
  for (const table of [...BACKUP_TABLES].reverse()) {
    // A reset keeps the site's settings (docs/product.md §22), its design (§26, decision 0208) and
    // statistics (§21); a restore replaces them.
    if ((table === 'settings' || table === 'designSettings' || STATISTICS_TABLES.has(table)) && keepAll)
      continue;
    // The audit log is never emptied by a reset or a restore (docs/decisions/0180-audit-log.md).
    if (table === 'auditLog') continue;
    let query = trx.deleteFrom(table);
    if (table === 'categories' && keepAll)
      query = query.where('titleKey', '!=', categoryKey(ALL_CATEGORY_TITLE));
    await query.execute();
  }
  if (keepAll) await renumber(db, 'categories');
}

/** A backup ready to restore: read by `decodeBackup`, its images processed by {@link prepareRestore}. */
export interface RestorableBackup extends BackupDocument {
  readonly imagesProcessed: true;
}

/**
 * Process the images of a read backup again, like uploads (backup-images.ts), before anything is
 * saved or replaced.
 * @throws HttpError 400 for an image an upload would refuse (nothing written).
 */
export async function prepareRestore(doc: BackupDocument): Promise<RestorableBackup> {
  return { ...(await reprocessBackupImages(doc)), imagesProcessed: true };
}

/**
 * Replace the portfolio and images with `restored`'s, in one locked transaction; accounts keep their
 * passwords and sessions and are linked by email as in the backup (else the owner is linked).
 * @returns the users of the backup whose email has no account here (their links are not restored).
 * @throws HttpError 400 when the rows do not fit the database (nothing written).
 */
export async function restoreBackup(
  db: Kysely<Database>,
  restored: RestorableBackup,
): Promise<{ missingUsers: string[] }> {
  let current = '';
  try {
    return await db.transaction().execute(async (trx) => {
      await lockPortfolio(trx);
      await clearTables(trx, false);
      let batches = 0;
      for (const table of BACKUP_TABLES) {
        current = table;
        const rows = restored.tables[table];
        // Small batches: SQLite allows at most 32766 bound values per statement.
        for (let i = 0; i < rows.length; i += 100) {
          const insert = (trx as unknown as Kysely<TablesByName>)
            .insertInto(table)
            .values(rows.slice(i, i + 100));
          // A restore adds the backup's audit events to the log; those it has already stay as they are.
          await (
            table === 'auditLog' ? insert.onConflict((oc) => oc.column('id').doNothing()) : insert
          ).execute();
          // Let the server answer what needs no database meanwhile (PostgreSQL: everything).
          if (++batches % 10 === 0) await nextTurn();
        }
      }
      current = 'users';
      await ensureAllCategory(trx);
      const missingUsers: string[] = [];
      for (const user of restored.users) {
        if (!user.personId) continue;
        const result = await trx
          .updateTable('users')
          .set({ personId: user.personId })
          .where('email', '=', user.email.toLowerCase())
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) missingUsers.push(user.email);
      }
      const person = await trx.selectFrom('people').select('id').orderBy('createdAt').executeTakeFirst();
      if (person) await linkOwnerIfUnlinked(trx, person.id);
      return { missingUsers };
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest(
      `The backup does not fit this database (a row of ${current} was refused); nothing was restored.`,
    );
  }
}

/** Empty the portfolio and the images, keeping the users and the `All` category (one transaction). */
export async function resetPortfolio(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockPortfolio(trx);
    await clearTables(trx, true);
    await ensureAllCategory(trx);
  });
}
