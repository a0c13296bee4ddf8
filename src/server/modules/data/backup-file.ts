/**
 * A backup file read whole: unpacked, scanned, parsed and checked (backup-check.ts), and the rows it
 * holds counted by table. backup-worker.ts runs it off the event loop.
 * Source: docs/decisions/0080-data-limits.md.
 */
import { badRequest } from '../../lib/http-error.js';
import { checkBackupDocument } from './backup-check.js';
import { scanBackupText, unpackBackup } from './backup-unpack.js';
import {
  BACKUP_LIMITS,
  BACKUP_TABLES,
  type BackupDocument,
  type BackupLimits,
  type BackupTable,
} from './backup-format.js';

type Limits = BackupLimits;

/**
 * Read a backup file: unpack, scan, parse and check it (the steps of backup-check.ts's module doc).
 * @throws HttpError 400 or 413.
 */
export async function readBackupFile(
  bytes: Uint8Array,
  limits: Limits = BACKUP_LIMITS,
): Promise<BackupDocument> {
  let json: unknown;
  {
    // Scoped so the bytes and the text can be collected as soon as the next step has what it needs.
    const text = await unpackBackup(bytes, limits);
    scanBackupText(text, limits);
    try {
      json = JSON.parse(text.toString('utf8'));
    } catch {
      throw badRequest('This is not a Vitae backup: the file is not JSON.');
    }
  }
  return checkBackupDocument(json, limits);
}

/** How many rows of each table a backup holds (for previews and messages). */
export function countBackup(doc: BackupDocument): Record<BackupTable, number> {
  return Object.fromEntries(BACKUP_TABLES.map((table) => [table, doc.tables[table].length])) as Record<
    BackupTable,
    number
  >;
}
