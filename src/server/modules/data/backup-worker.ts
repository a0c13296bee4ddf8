/**
 * The worker thread that reads one backup file (backup-reader.ts starts it; the protocol is
 * {@link WorkerMessage}). `workerData` is `{bytes, whole}`: the file, and whether the reader wants the
 * whole document (a restore) or only what it holds (a preview). The worker reads and checks it
 * (backup-check.ts), then posts the document in parts of at most {@link PART_BYTES} (so the main
 * thread, which has to copy each message in, never stops long), or the error, and ends.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { HttpError } from '../../lib/http-error.js';
import { countBackup, readBackupFile } from './backup-file.js';
import { BACKUP_TABLES, type BackupDocument, type BackupTable, type TableRow } from './backup-format.js';

/** What the worker posts, in this order: `head`, `rows` parts (whole document only), `done`; or `error`. */
export type WorkerMessage =
  | { kind: 'head'; head: Omit<BackupDocument, 'tables'>; counts: Record<BackupTable, number> }
  | { kind: 'rows'; table: BackupTable; rows: TableRow[] }
  | { kind: 'done' }
  | { kind: 'error'; error: { statusCode?: number; code?: string; message: string; issues?: unknown } };

/** Most bytes of text and images in one `rows` part (a message copied in ~10 ms). */
const PART_BYTES = 4 * 1024 * 1024;

const sizeOf = (row: TableRow) =>
  Object.values(row).reduce<number>(
    (sum, value) =>
      sum + (typeof value === 'string' ? value.length : value instanceof Uint8Array ? value.byteLength : 8),
    16,
  );

function post(message: WorkerMessage, transfer: ArrayBuffer[] = []) {
  parentPort!.postMessage(message, transfer);
}

async function main() {
  const { bytes, whole } = workerData as { bytes: Uint8Array; whole: boolean };
  const { tables, ...head } = await readBackupFile(bytes);
  const doc = { ...head, tables } as BackupDocument;
  post({ kind: 'head', head, counts: countBackup(doc) });
  if (whole) {
    for (const table of BACKUP_TABLES) {
      let part: TableRow[] = [];
      let partBytes = 0;
      let images: ArrayBuffer[] = [];
      const flush = () => {
        if (part.length > 0) post({ kind: 'rows', table, rows: part }, images);
        part = [];
        partBytes = 0;
        images = [];
      };
      for (const row of tables[table]) {
        part.push(row);
        partBytes += sizeOf(row);
        if (row.data instanceof Uint8Array) images.push(row.data.buffer as ArrayBuffer);
        if (partBytes >= PART_BYTES) flush();
      }
      flush();
    }
  }
  post({ kind: 'done' });
}

main().catch((error: unknown) => {
  post({
    kind: 'error',
    error:
      error instanceof HttpError
        ? { statusCode: error.statusCode, code: error.code, message: error.message, issues: error.issues }
        : { message: error instanceof Error ? (error.stack ?? error.message) : String(error) },
  });
});
