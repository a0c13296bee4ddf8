/**
 * The operator's line into a running SQLite server (decision 0040: `backup`, `restore` and
 * `backups` work while the server runs). A running server holds its SQLite file exclusively
 * (db/connection.ts), so the CLI cannot open it; instead the server listens on the Unix socket
 * `DATA_DIR/vitae.sock` (mode 0600: only the server's own OS user can connect, which is the same
 * trust as reading the database file) and the CLI sends these requests there:
 *
 * - `GET /backup`: the gzipped backup file;
 * - `POST /restore` (body: a backup file): read and checked like an upload's (backup-reader.ts),
 *   automatic backup, then the restore; JSON `{missingUsers, backup}`;
 * - `GET /backups`: the automatic backups, JSON.
 * - `GET /stats?days=N`: the visitor statistics of the last N days (7, 30, 90 or 365), JSON
 *   (modules/analytics/statistics.ts; docs/product.md §21).
 *
 * - `GET /audit?group=G&limit=N`: the audit log newest first (modules/audit/audit.ts; docs/product.md
 *   §23 "Activity"), JSON; `group` optional, `limit` 1-200.
 *
 * Failures answer JSON `{error}` with a 4xx/5xx status. On PostgreSQL the CLI opens the database
 * itself (each operation is one transaction), so no socket is needed.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { HttpError } from '../../lib/http-error.js';
import { ANALYTICS_TEXTS, STATISTICS_PERIODS } from '../../../shared/analytics.js';
import { AUDIT_PAGE_SIZE, auditQuerySchema } from '../../../shared/audit.js';
import { readStatistics } from '../analytics/statistics.js';
import { listAudit } from '../audit/audit.js';
import { autoBackups } from './auto-backups.js';
import {
  BACKUP_LIMITS,
  createBackup,
  decodeBackup,
  encodeBackup,
  prepareRestore,
  restoreBackup,
} from './backup.js';

/** File name of the socket inside DATA_DIR. */
export const CONTROL_SOCKET = 'vitae.sock';

/** Largest body the socket reads (a backup file), bytes: the restore route's limit. */
const MAX_BODY = BACKUP_LIMITS.fileBytes;

export function controlSocketPath(dataDir: string): string {
  return path.join(dataDir, CONTROL_SOCKET);
}

/**
 * Listen on `socketPath` (a stale file from a crashed server is replaced: the caller already holds
 * the database lock). `onChange` runs after a restore (drop cached lists).
 * @returns a function that stops listening and removes the socket file.
 */
export async function startControlSocket(
  db: Kysely<Database>,
  socketPath: string,
  onChange: () => Promise<void>,
): Promise<() => Promise<void>> {
  fs.rmSync(socketPath, { force: true });
  const server = http.createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    handle(request)
      .then((result) => {
        if (Buffer.isBuffer(result)) {
          response.writeHead(200, { 'content-type': 'application/gzip' });
          response.end(result);
        } else answer(200, result);
      })
      .catch((error: unknown) => {
        if (error instanceof HttpError) answer(error.statusCode, { error: error.message });
        else answer(500, { error: `The server could not do it: ${(error as Error).message}` });
      });
  });

  async function handle(request: http.IncomingMessage): Promise<unknown> {
    if (request.method === 'GET' && request.url === '/backup')
      return await encodeBackup(await createBackup(db));
    if (request.method === 'GET' && request.url === '/backups') return autoBackups.list(db);
    const stats = /^\/stats\?days=(\d+)$/.exec(request.url ?? '');
    if (request.method === 'GET' && stats) {
      const days = Number(stats[1]);
      if (!(STATISTICS_PERIODS as readonly number[]).includes(days))
        throw new HttpError(400, 'VALIDATION_ERROR', ANALYTICS_TEXTS.badPeriod);
      return readStatistics(db, days);
    }
    if (request.method === 'GET' && (request.url ?? '').startsWith('/audit'))
      return readAuditLog(db, request.url!);
    if (request.method === 'POST' && request.url === '/restore') {
      const restorable = await prepareRestore(await decodeBackup(await readBody(request)));
      const { backup, result } = await autoBackups.around(db, 'restore', () => restoreBackup(db, restorable));
      await onChange();
      return { backup, missingUsers: result.missingUsers };
    }
    throw new HttpError(404, 'NOT_FOUND', `Unknown request ${request.method} ${request.url}.`);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  fs.chmodSync(socketPath, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => {
        fs.rmSync(socketPath, { force: true });
        resolve();
      });
    });
}

/** `GET /audit?group=&limit=`: checked by the audit route's own query schema. */
async function readAuditLog(db: Kysely<Database>, url: string) {
  const query = Object.fromEntries(new URL(url, 'http://socket').searchParams);
  const parsed = auditQuerySchema.safeParse(query);
  if (!parsed.success)
    throw new HttpError(
      400,
      'VALIDATION_ERROR',
      parsed.error.issues.map((issue) => issue.message).join('; '),
    );
  return listAudit(db, { group: parsed.data.group, limit: parsed.data.limit ?? AUDIT_PAGE_SIZE });
}

async function readBody(request: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new HttpError(413, 'PAYLOAD_TOO_LARGE', 'The backup file is too large.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Send one request to a running server's socket (the CLI side).
 * @returns undefined when no server listens there (no socket file, or a stale one), else the status
 *   and body of the answer.
 */
export function askRunningServer(
  socketPath: string,
  method: 'GET' | 'POST',
  requestPath: string,
  body?: Buffer,
): Promise<{ status: number; body: Buffer; type: string } | undefined> {
  if (!fs.existsSync(socketPath)) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const request = http.request({ socketPath, method, path: requestPath }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 500,
          body: Buffer.concat(chunks),
          type: String(response.headers['content-type'] ?? ''),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(undefined);
      else reject(error);
    });
    request.end(body);
  });
}
