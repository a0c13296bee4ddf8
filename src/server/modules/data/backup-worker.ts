/**
 * The worker thread that reads one backup file (backup-reader.ts starts it): `workerData.bytes` is
 * the file; it posts back `{doc}` (the checked document, its images' bytes transferred) or
 * `{error: {statusCode, code, message, issues}}` (backup-check.ts says which), then ends.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { HttpError } from '../../lib/http-error.js';
import { readBackupFile } from './backup-check.js';

const { bytes } = workerData as { bytes: Uint8Array };

readBackupFile(bytes).then(
  (doc) => {
    const images = doc.tables.mediaFiles.map((row) => (row.data as Uint8Array).buffer as ArrayBuffer);
    parentPort!.postMessage({ doc }, images);
  },
  (error: unknown) => {
    parentPort!.postMessage({
      error:
        error instanceof HttpError
          ? { statusCode: error.statusCode, code: error.code, message: error.message, issues: error.issues }
          : { message: error instanceof Error ? (error.stack ?? error.message) : String(error) },
    });
  },
);
