/**
 * The CLI's `backup`, `restore` and `backups` (decision 0040). They work while the server runs:
 *
 * - SQLite: when a server is running it holds the file, so the command asks it over the Unix socket
 *   `DATA_DIR/vitae.sock` (modules/data/control-socket.ts); with no server running the command opens
 *   the file itself.
 * - PostgreSQL: the command opens the database itself; a backup is one repeatable-read transaction
 *   and a restore one transaction, so a running server keeps serving.
 *
 * A restore first saves the current site as an automatic backup (listed by `backups`).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { loadConfig } from '../server/config.js';
import { autoBackups, type StoredBackup } from '../server/modules/data/auto-backups.js';
import {
  createBackup,
  decodeBackup,
  encodeBackup,
  inspectBackup,
  prepareRestore,
  restoreBackup,
} from '../server/modules/data/backup.js';
import { askRunningServer, controlSocketPath } from '../server/modules/data/control-socket.js';
import { backupFileName } from '../server/modules/data/data-requests.js';
import { CliError, type CliIO } from './cli-io.js';
import { run } from './run-command.js';
import { withDatabase } from './database.js';

/** Ask the running server (SQLite) or open the database: `viaServer` answers undefined when none runs. */
async function withServerOrDatabase<T>(
  io: CliIO,
  viaServer: (socketPath: string) => Promise<T | undefined>,
  direct: Parameters<typeof withDatabase<T>>[1],
): Promise<T> {
  const config = loadConfig(io.env);
  if (!config.databaseUrl) {
    const answer = await viaServer(controlSocketPath(config.dataDir));
    if (answer !== undefined) return answer;
  }
  return withDatabase(io.env, direct);
}

/** The JSON answer of the socket, or a CliError with the server's message. */
function parseAnswer<T>(answer: { status: number; body: Buffer }): T {
  const body = JSON.parse(answer.body.toString('utf8')) as T & { error?: string };
  if (answer.status >= 400) throw new CliError(body.error ?? `The running server answered ${answer.status}.`);
  return body;
}

/** `backup [file]`: write the whole site to `file` (default `vitae-backup-<time>.json.gz` here). */
export function backupCommand(io: CliIO, file: string | undefined): Promise<number> {
  return run(io, async () => {
    const data = await withServerOrDatabase(
      io,
      async (socket) => {
        const answer = await askRunningServer(socket, 'GET', '/backup');
        if (!answer) return undefined;
        if (answer.status >= 400) parseAnswer(answer);
        return answer.body;
      },
      async (db) => await encodeBackup(await createBackup(db)),
    );
    const target = file ?? backupFileName(new Date().toISOString());
    try {
      await writeFile(target, data);
    } catch (error) {
      throw new CliError(`Cannot write ${target}: ${(error as Error).message}`);
    }
    io.out(`Saved the backup to ${target} (${formatSize(data.length)}).`);
  });
}

/** `restore <file> --yes`: replace the whole site with the backup's (an automatic backup first). */
export function restoreCommand(io: CliIO, file: string, options: { yes?: boolean }): Promise<number> {
  return run(io, async () => {
    let bytes: Buffer;
    try {
      bytes = await readFile(file);
    } catch (error) {
      throw new CliError(
        (error as NodeJS.ErrnoException).code === 'ENOENT'
          ? `Cannot read ${file}: there is no such file.`
          : `Cannot read ${file}: ${(error as Error).message}`,
      );
    }
    if (!options.yes) {
      const { createdAt } = await inspectBackup(bytes);
      throw new CliError(
        `${file} is a backup of ${createdAt}. Restoring it replaces the whole portfolio and its images: run again with --yes.`,
      );
    }
    const result = await withServerOrDatabase(
      io,
      async (socket) => {
        const answer = await askRunningServer(socket, 'POST', '/restore', bytes);
        return answer && parseAnswer<{ backup: StoredBackup; missingUsers: string[] }>(answer);
      },
      async (db) => {
        const restorable = await prepareRestore(await decodeBackup(bytes));
        const { backup, result } = await autoBackups.around(db, 'restore', () =>
          restoreBackup(db, restorable),
        );
        return { backup, ...result };
      },
    );
    io.out(`Restored ${file}. The site from before is the automatic backup ${result.backup.id}.`);
    if (result.missingUsers.length > 0) {
      io.out(`No account here for ${result.missingUsers.join(', ')}: create them with create-admin.`);
    }
  });
}

/** `backups`: list the automatic backups, newest first. */
export function backupsCommand(io: CliIO): Promise<number> {
  return run(io, async () => {
    const list = await withServerOrDatabase(
      io,
      async (socket) => {
        const answer = await askRunningServer(socket, 'GET', '/backups');
        return answer && parseAnswer<StoredBackup[]>(answer);
      },
      (db) => autoBackups.list(db),
    );
    if (list.length === 0)
      io.out('No automatic backups yet (one is saved before every import, restore and reset).');
    for (const backup of list) {
      io.out(`${backup.id}  ${backup.createdAt}  before ${backup.reason}  ${formatSize(backup.size)}`);
    }
  });
}

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
