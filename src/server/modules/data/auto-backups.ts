/**
 * Automatic backups (issue 9 item 2): before every import, restore and reset the current site is
 * saved as a backup in the database (table `backups`), so the owner can undo with one click. The
 * last {@link AUTO_BACKUPS_KEPT} are kept.
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

export const autoBackups = {
  /** Save the current site as an automatic backup and drop the ones beyond the last five. */
  async save(db: Kysely<Database>, reason: BackupReason): Promise<StoredBackup> {
    const data = encodeBackup(await createBackup(db));
    const row = { id: newId(), createdAt: nowIso(), reason, size: data.length };
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('backups')
        .values({ ...row, data })
        .execute();
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
    return row;
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
