/**
 * Automatic backups (decision 0040): before every import, restore and reset the current site is
 * saved as a backup in the database (table `backups`), so the owner can undo with one click. The
 * last {@link AUTO_BACKUPS_KEPT} are kept, and a backup is kept only when what it was taken for
 * succeeds ({@link autoBackups.around}): a refused restore must not push the good backups out
 * (docs/decisions/0081-automatic-backup-kept-on-success.md).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { notFound } from '../../lib/http-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { createBackup, encodeBackup } from './backup.js';

/** How many automatic backups are kept (older ones are deleted). */
export const AUTO_BACKUPS_KEPT = 5;

/** Why an automatic backup was taken. */
export type BackupReason = 'import' | 'restore' | 'reset';

/** An automatic backup as listed (without its bytes). */
export interface StoredBackup {
  id: string;
  createdAt: string;
  reason: string;
  /** Size of the gzipped file, bytes. */
  size: number;
}

/** Drop the automatic backups beyond the newest {@link AUTO_BACKUPS_KEPT}. */
async function rotate(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const keep = await trx
      .selectFrom('backups')
      .select('id')
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(AUTO_BACKUPS_KEPT)
      .execute();
    await trx
      .deleteFrom('backups')
      .where(
        'id',
        'not in',
        keep.map((kept) => kept.id),
      )
      .execute();
  });
}

export const autoBackups = {
  /**
   * Save the current site as an automatic backup, run `work`, and keep the backup only when `work`
   * succeeds: then the ones beyond the last five are dropped; when it throws, the backup is deleted
   * (the site did not change) and the error is thrown on. Used by every import, restore and reset.
   * @returns the backup (as listed) and what `work` answered.
   */
  async around<T>(
    db: Kysely<Database>,
    reason: BackupReason,
    work: () => Promise<T>,
  ): Promise<{ backup: StoredBackup; result: T }> {
    const data = await encodeBackup(await createBackup(db));
    const backup = { id: newId(), createdAt: nowIso(), reason, size: data.length };
    await db
      .insertInto('backups')
      .values({ ...backup, data })
      .execute();
    let result: T;
    try {
      result = await work();
    } catch (error) {
      // Should this fail too, the extra backup is dropped by the next rotation; the error that
      // matters is the work's.
      await db
        .deleteFrom('backups')
        .where('id', '=', backup.id)
        .execute()
        .catch(() => undefined);
      throw error;
    }
    await rotate(db);
    return { backup, result };
  },

  /** Newest first. */
  async list(db: Kysely<Database>): Promise<StoredBackup[]> {
    return db
      .selectFrom('backups')
      .select(['id', 'createdAt', 'reason', 'size'])
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute();
  },

  /** The gzipped backup file. @throws HttpError 404 for an unknown id. */
  async file(db: Kysely<Database>, id: string): Promise<{ backup: StoredBackup; data: Buffer }> {
    const row = await db.selectFrom('backups').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('There is no such backup (only the last five are kept).');
    const { data, ...backup } = row;
    return { backup, data: Buffer.from(data) };
  },
};
