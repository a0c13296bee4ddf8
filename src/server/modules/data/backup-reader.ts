/**
 * Reading a backup file off the main thread (docs/decisions/0080-data-limits.md): the file goes to a
 * worker thread (backup-worker.ts) that unpacks, scans, parses and checks it (backup-check.ts), so
 * the server keeps answering while a large or hostile file is read. {@link inspectBackup} (a preview)
 * gets back only what the file holds; {@link decodeBackup} (a restore) the document, in parts. One
 * file is read at a time (others wait their turn), and the worker's heap is capped at
 * `BACKUP_LIMITS.workerHeapMb`: whatever a file holds, reading it costs that much memory at most,
 * given back when the worker ends.
 */
import type { Worker } from 'node:worker_threads';
import type { ErrorCode, ErrorIssue } from '../../../shared/schemas.js';
import { HttpError } from '../../lib/http-error.js';
import { startModuleWorker } from '../../lib/worker.js';
import {
  BACKUP_LIMITS,
  BACKUP_TABLES,
  type BackupDocument,
  type BackupTable,
  type TableRow,
} from './backup-format.js';
import type { WorkerMessage } from './backup-worker.js';

function startWorker(bytes: Uint8Array, whole: boolean): Worker {
  return startModuleWorker(import.meta.url, 'backup-worker', {
    workerData: { bytes, whole },
    resourceLimits: { maxOldGenerationSizeMb: BACKUP_LIMITS.workerHeapMb },
  });
}

interface Read {
  doc: BackupDocument;
  counts: Record<BackupTable, number>;
}

function readInWorker(bytes: Uint8Array, whole: boolean): Promise<Read> {
  return new Promise((resolve, reject) => {
    const worker = startWorker(bytes, whole);
    const tables = Object.fromEntries(BACKUP_TABLES.map((table) => [table, [] as TableRow[]])) as Record<
      BackupTable,
      TableRow[]
    >;
    let head: Extract<WorkerMessage, { kind: 'head' }> | undefined;
    let settled = false;
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      done();
      void worker.terminate();
    };
    worker.on('message', (message: WorkerMessage) => {
      if (message.kind === 'head') head = message;
      else if (message.kind === 'rows') {
        const list = tables[message.table];
        for (const row of message.rows) list.push(row);
      } else if (message.kind === 'done' && head) {
        const found = head;
        settle(() => resolve({ doc: { ...found.head, tables }, counts: found.counts }));
      } else if (message.kind === 'error') {
        const { statusCode, code, message: text, issues } = message.error;
        settle(() =>
          reject(
            statusCode && code
              ? new HttpError(statusCode, code as ErrorCode, text, issues as ErrorIssue[] | undefined)
              : new Error(text),
          ),
        );
      }
    });
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new HttpError(
                413,
                'PAYLOAD_TOO_LARGE',
                'The backup file is too large to read (it holds more than a Vitae site does); nothing was restored.',
              )
            : error,
        ),
      ),
    );
    worker.once('exit', (exitCode) =>
      settle(() => reject(new Error(`The backup reader stopped (exit code ${exitCode}) before answering.`))),
    );
  });
}

let queue: Promise<unknown> = Promise.resolve();

/** Run `read` after the reads before it (one file in memory at a time). */
function inTurn<T>(read: () => Promise<T>): Promise<T> {
  const turn = queue.then(read);
  queue = turn.catch(() => undefined);
  return turn;
}

/**
 * Read and check a backup file (gzipped or plain JSON) in a worker thread; one file at a time.
 * @returns the document, `mediaFiles[].data` as bytes.
 * @throws HttpError 400 (not a backup, damaged, values the API refuses: `issues` by path such as
 *   `tables.works.0.linkCompany`) or 413 (past a limit of `BACKUP_LIMITS`); nothing is written.
 */
export function decodeBackup(bytes: Uint8Array): Promise<BackupDocument> {
  return inTurn(async () => (await readInWorker(bytes, true)).doc);
}

/**
 * Read and check a backup file like {@link decodeBackup}, answering only when it was made and how
 * many rows of each table it holds (a preview: the rows stay in the worker).
 * @throws HttpError 400 or 413, as {@link decodeBackup}.
 */
export function inspectBackup(
  bytes: Uint8Array,
): Promise<{ createdAt: string; counts: Record<BackupTable, number> }> {
  return inTurn(async () => {
    const { doc, counts } = await readInWorker(bytes, false);
    return { createdAt: doc.createdAt, counts };
  });
}
