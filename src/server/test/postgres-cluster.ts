/**
 * A throwaway PostgreSQL cluster for tests: `initdb` in a temporary folder, `pg_ctl start` on a free
 * loopback port, `stop()` removes it. As root the binaries run as the `postgres` user (postgres
 * refuses to run as root) through `runuser`.
 *
 * Binaries: `PG_BIN` or /usr/lib/postgresql/<newest>/bin. Errors: throws with the tool's output when
 * the cluster cannot start.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface Cluster {
  /** Superuser URL of the `postgres` database. */
  url: string;
  stop(): void;
}

export function findPgBin(): string | undefined {
  if (process.env.PG_BIN && fs.existsSync(path.join(process.env.PG_BIN, 'initdb'))) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((name) => fs.existsSync(path.join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function startCluster(): Promise<Cluster> {
  const bin = findPgBin();
  if (!bin) throw new Error('PostgreSQL binaries not found (set PG_BIN or install postgresql).');
  const isRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-pg-'));
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  if (isRoot) {
    fs.chmodSync(dir, 0o777);
    execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  }
  const run = (tool: string, args: string[]) => {
    const command = isRoot ? 'runuser' : path.join(bin, tool);
    const fullArgs = isRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
    return execFileSync(command, fullArgs, { cwd: dir, stdio: 'pipe', encoding: 'utf8' });
  };
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  run('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
