/**
 * Reading a backup file off the main thread (docs/decisions/0080-data-limits.md): {@link decodeBackup}
 * hands the file to a worker thread (backup-worker.ts) that unpacks, scans, parses and checks it
 * (backup-check.ts), so the server keeps answering while a large or hostile file is read. One file is
 * read at a time (others wait their turn), and the worker's heap is capped at
 * `BACKUP_LIMITS.workerHeapMb`: whatever a file holds, reading it costs that much memory at most,
 * given back when the worker ends.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ErrorCode, ErrorIssue } from '../../../shared/schemas.js';
import { HttpError } from '../../lib/http-error.js';
import { BACKUP_LIMITS, type BackupDocument } from './backup-format.js';

/** What the worker posts. */
type WorkerAnswer =
  | { doc: BackupDocument }
  | { error: { statusCode?: number; code?: ErrorCode; message: string; issues?: ErrorIssue[] } };

/**
 * Start the worker. Built, it is `backup-worker.js` beside this file; from the TypeScript sources
 * (tests, `npm run cli`, `npm run dev`) tsx is registered in the worker first (a worker does not
 * inherit the loader of its parent).
 */
function startWorker(bytes: Uint8Array): Worker {
  const options = {
    workerData: { bytes },
    resourceLimits: { maxOldGenerationSizeMb: BACKUP_LIMITS.workerHeapMb },
  };
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./backup-worker.js', import.meta.url), options);
  const require = createRequire(import.meta.url);
  const tsx = pathToFileURL(path.join(path.dirname(require.resolve('tsx/package.json')), 'dist/esm/api/index.mjs'));
  const entry = new URL('./backup-worker.ts', import.meta.url);
  const code = `import(${JSON.stringify(tsx.href)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(code, { ...options, eval: true });
}

function readInWorker(bytes: Uint8Array): Promise<BackupDocument> {
  return new Promise((resolve, reject) => {
    const worker = startWorker(bytes);
    let settled = false;
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      done();
      void worker.terminate();
    };
    worker.once('message', (answer: WorkerAnswer) =>
      settle(() => {
        if ('doc' in answer) return resolve(answer.doc);
        const { statusCode, code, message, issues } = answer.error;
        reject(statusCode && code ? new HttpError(statusCode, code, message, issues) : new Error(message));
      }),
    );
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

/**
 * Read and check a backup file (gzipped or plain JSON) in a worker thread; one file at a time.
 * @returns the document, `mediaFiles[].data` as bytes.
 * @throws HttpError 400 (not a backup, damaged, values the API refuses: `issues` by path such as
 *   `tables.works.0.linkCompany`) or 413 (past a limit of `BACKUP_LIMITS`); nothing is written.
 */
export function decodeBackup(bytes: Uint8Array): Promise<BackupDocument> {
  const turn = queue.then(() => readInWorker(bytes));
  queue = turn.catch(() => undefined);
  return turn;
}
