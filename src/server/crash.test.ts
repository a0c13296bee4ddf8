/**
 * Crash and process-lifecycle test of the real server (docs/architecture.md "Tests": the crash test).
 *
 * Spawns `src/server/main.ts` as a child process (node --import tsx) on a temporary DATA_DIR (SQLite)
 * and proves, through HTTP only:
 *
 * - Durability: a child killed with SIGKILL in the middle of a burst of concurrent writes restarts on
 *   the same DATA_DIR (so the SQLite lock died with the process), and every write it had
 *   acknowledged (a 201 received before the kill) is in `GET /api/works`, numbered 0..n-1, and has
 *   its event in the audit log (`GET /api/audit`).
 * - Single process per file: a second server on the same DATA_DIR exits at once with code 1 and says
 *   the database is already in use (DatabaseInUseError in db/connection.ts).
 * - Graceful stop: SIGTERM lets an in-flight request finish with its 200, then the process exits 0.
 *
 * Deterministic and bounded: no fixed sleeps; every wait polls with a limit or waits for an event.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MAIN = path.join(ROOT, 'src/server/main.ts');
const ADMIN = { email: 'crash-admin@example.com', password: 'crash-password-123' };
const JSON_TYPE = 'application/json';

/** A server child process and what it printed. */
interface ServerProcess {
  child: ChildProcess;
  port: number;
  base: string;
  output: () => string;
  /** Resolves with the exit code (or the signal name) once the process is gone. */
  exited: Promise<number | string>;
}

const children: ChildProcess[] = [];
const tempDirs: string[] = [];

afterEach(() => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function makeDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-crash-'));
  tempDirs.push(dir);
  return dir;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Spawn the server on `dataDir` and a free port; does not wait for it to answer. */
async function spawnServer(dataDir: string): Promise<ServerProcess> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    // No web app: the test must not depend on (or race with) a build of dist/web.
    WEB_DIST: path.join(dataDir, 'no-web'),
  };
  delete env.DATABASE_URL;
  // node itself (not npx): SIGKILL must reach the server process, not a wrapper around it.
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  return { child, port, base: `http://127.0.0.1:${port}`, output: () => output, exited };
}

function isRunning(server: ServerProcess): boolean {
  return server.child.exitCode === null && server.child.signalCode === null;
}

/**
 * Poll GET /api/health every 50 ms until it answers 200, for at most `ms` milliseconds: a deadline
 * (not a count of tries) far above a quiet start, since a server started through tsx on a machine
 * busy with other work can take tens of seconds to listen; the test's own timeout bounds the rest.
 */
async function waitHealthy(server: ServerProcess, ms = 150_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!isRunning(server)) throw new Error(`the server exited before answering:\n${server.output()}`);
    try {
      const response = await fetch(`${server.base}/api/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the server did not answer /api/health within ${ms} ms:\n${server.output()}`);
}

/** Poll every 20 ms until a new connection to `port` is refused (the listener is closed), at most `ms` ms. */
async function waitListenerClosed(port: number, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const accepted = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (!accepted) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`port ${port} still accepts connections after ${ms} ms`);
}

async function startServer(dataDir: string): Promise<ServerProcess> {
  const server = await spawnServer(dataDir);
  await waitHealthy(server);
  return server;
}

/**
 * Wait for the process to exit, at most `ms` milliseconds: generous deadlines (seconds on a quiet
 * machine; the server's own shutdown is bounded by its code, not here), so a busy machine passes.
 */
async function exitWithin(server: ServerProcess, ms: number): Promise<number | string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the server did not exit within ${ms} ms:\n${server.output()}`)),
      ms,
    );
  });
  try {
    return await Promise.race([server.exited, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Log in as the admin; answers the `token=...` cookie pair. */
async function login(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': JSON_TYPE },
    body: JSON.stringify(ADMIN),
  });
  expect(response.status).toBe(200);
  const token = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .find((pair) => pair.startsWith('token='));
  expect(token).toBeDefined();
  return token!;
}

interface WorkOnWire {
  _id: string;
  company: string;
  order: number;
}

interface AuditOnWire {
  _id: string;
  method: string;
  path: string;
  status: number | null;
}

async function listWorks(server: ServerProcess): Promise<WorkOnWire[]> {
  const response = await fetch(`${server.base}/api/works`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { response: WorkOnWire[] }).response;
}

// Each test starts real server processes through tsx (about 20 s each on a busy machine): a generous bound.
describe('the server process', { timeout: 180_000 }, () => {
  it('keeps every acknowledged write when killed with SIGKILL in the middle of a burst', async () => {
    const dataDir = makeDataDir();
    const first = await startServer(dataDir);
    const cookie = await login(first);

    const TOTAL = 300;
    const IN_FLIGHT = 8;
    const KILL_AFTER = 100;
    const acknowledged: string[] = [];
    const unexpected: string[] = [];
    let next = 0;
    let killed = false;

    const worker = async () => {
      while (!killed && next < TOTAL) {
        const company = `crash-${String(next++).padStart(4, '0')}`;
        try {
          const response = await fetch(`${first.base}/api/works`, {
            method: 'POST',
            headers: { 'content-type': JSON_TYPE, cookie },
            body: JSON.stringify({ company }),
          });
          if (response.status === 201) {
            acknowledged.push(company);
            if (acknowledged.length >= KILL_AFTER && !killed) {
              killed = true;
              first.child.kill('SIGKILL');
            }
          } else if (!killed) {
            unexpected.push(`${company}: ${response.status} ${await response.text()}`);
          }
          // The body is not needed; release the connection.
          await response.body?.cancel();
        } catch (error) {
          // Requests cut by the kill fail: they were not acknowledged.
          if (!killed) unexpected.push(`${company}: ${String(error)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));

    expect(unexpected).toEqual([]);
    expect(killed).toBe(true);
    expect(await exitWithin(first, 30_000)).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);

    // Same DATA_DIR: the restart also proves the SQLite lock died with the killed process.
    const second = await startServer(dataDir);
    const works = await listWorks(second);
    const companies = new Set(works.map((work) => work.company));
    const lost = acknowledged.filter((company) => !companies.has(company));
    expect(lost).toEqual([]);
    // Nothing else: only companies that were sent, each once, numbered 0..n-1.
    expect(companies.size).toBe(works.length);
    expect(
      works.every((work) => /^crash-\d{4}$/.test(work.company) && Number(work.company.slice(6)) < next),
    ).toBe(true);
    expect(works.map((work) => work.order)).toEqual(works.map((_work, index) => index));

    // Every acknowledged write is in the audit log too: its event was committed before its answer
    // (docs/product.md §23 "Activity", decision 0236).
    const secondCookie = await login(second);
    let created = 0;
    let before = '';
    for (;;) {
      const page = await fetch(`${second.base}/api/audit?group=writes&limit=200${before}`, {
        headers: { cookie: secondCookie },
      });
      expect(page.status).toBe(200);
      const events = ((await page.json()) as { response: AuditOnWire[] }).response;
      created += events.filter(
        (event) => event.method === 'POST' && event.path === '/api/works' && event.status === 201,
      ).length;
      if (events.length < 200) break;
      before = `&before=${events.at(-1)!._id}`;
    }
    expect(created).toBeGreaterThanOrEqual(acknowledged.length);

    second.child.kill('SIGTERM');
    expect(await exitWithin(second, 60_000)).toBe(0);
  });

  it('refuses a second server on the same DATA_DIR with exit code 1 and a clear message', async () => {
    const dataDir = makeDataDir();
    const first = await startServer(dataDir);

    const second = await spawnServer(dataDir);
    expect(await exitWithin(second, 60_000)).toBe(1);
    expect(second.output()).toMatch(/already in use/i);

    // The first one is unharmed.
    expect(isRunning(first)).toBe(true);
    const health = await fetch(`${first.base}/api/health`);
    expect(health.status).toBe(200);
  });

  it('stops gracefully on SIGTERM: the in-flight request gets its 200, then exit code 0', async () => {
    const dataDir = makeDataDir();
    const server = await startServer(dataDir);
    const cookie = await login(server);
    const created = await fetch(`${server.base}/api/works`, {
      method: 'POST',
      headers: { 'content-type': JSON_TYPE, cookie },
      body: JSON.stringify({ company: 'Before SIGTERM' }),
    });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { response: WorkOnWire }).response._id;

    // `Expect: 100-continue`: the server answers "100 Continue" once it has parsed the request head,
    // so the request is provably in flight when SIGTERM is sent; the body follows once the server
    // has begun stopping (it refuses new connections).
    const body = JSON.stringify({ company: 'Finished after SIGTERM' });
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(`${server.base}/api/works/${id}`, {
        method: 'PUT',
        agent: false,
        headers: {
          'content-type': JSON_TYPE,
          'content-length': Buffer.byteLength(body),
          expect: '100-continue',
          cookie,
        },
      });
      request.on('continue', () => {
        server.child.kill('SIGTERM');
        // Send the body only once the server has stopped listening, so the request is still in
        // flight while the server is already stopping.
        waitListenerClosed(server.port).then(() => request.end(body), reject);
      });
      request.on('response', (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        response.on('error', reject);
      });
      request.on('error', reject);
      request.flushHeaders();
    });

    expect(answer.status).toBe(200);
    expect((JSON.parse(answer.text) as { response: WorkOnWire }).response.company).toBe(
      'Finished after SIGTERM',
    );
    expect(await exitWithin(server, 60_000)).toBe(0);

    // The update was committed before the database closed.
    const restarted = await startServer(dataDir);
    expect((await listWorks(restarted)).map((work) => work.company)).toEqual(['Finished after SIGTERM']);
  });
});
