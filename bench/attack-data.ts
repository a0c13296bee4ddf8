/**
 * Attacks on the owner's data routes, measured on the built server (docs/decisions/0080-data-limits.md):
 * `npm run build` (or `npm run build:server`), then
 *
 *     npx tsx bench/attack-data.ts [--root DIR] [attack ...]
 *
 * For each attack a fresh server is started (`node DIR/dist/node/server/main.js`, SQLite in a temp
 * `DATA_DIR`, the demo portfolio, `ADMIN_EMAIL`/`ADMIN_PASSWORD` set, LOG_LEVEL=warn,
 * MALLOC_ARENA_MAX=2 as docs/deployment.md runs it), the bench signs in, sends the attack and polls
 * `GET /api/health` one request after another (100 ms apart) until the attack is answered. It prints
 * the attack's status, time and message, the server's peak RSS (VmHWM of /proc/<pid>/status, and the
 * highest VmRSS sampled every 50 ms during the attack), its RSS 2 s after the answer, and the slowest
 * `/api/health` answer.
 * `--root` points at another checkout's build (e.g. the code before a fix) to compare; default: this one.
 * `--pg` runs every server on PostgreSQL (a throwaway cluster, src/server/test/postgres-cluster.ts)
 * instead of SQLite.
 *
 * Attacks (all by default):
 * - `restore-bomb`: the backup "bomb" of the hardening probe: 6 GiB of zero bytes gzipped to ~6 MB,
 *   sent to `POST /api/admin/restore` (preview) as the multipart `file`.
 * - `restore-json`: ~480 MB of valid backup JSON (480,000 work rows of 1 KB) gzipped to ~4 MB, preview.
 * - `restore-rows`: 2,000,000 tiny rows (~30 MB of JSON), preview.
 * - `restore-large`: a valid backup just under the unpacked limit: 25,000 works with a 10,000-character
 *   description (~250 MB of JSON), preview (accepted: this one is read whole, in the worker).
 * - `import-100k`: `POST /api/admin/import` (preview) of a JSON Resume with 100,000 works (~2 MB).
 * - `import-limit`: the largest import the limits accept: 500 works with highlights and 500
 *   publications (1,000 entries), preview.
 * - `import-sigterm`: `import-100k`, and SIGTERM to the server 2 s after sending it: the time until
 *   the server has exited (SIGKILL after 120 s).
 * - `import-limit-sigterm`: `import-limit`, and SIGTERM 0.5 s after sending it (in the middle of it).
 * - `cli-import`: `node DIR/dist/node/cli/main.js import-jsonresume <100,000 works> --replace` on the
 *   stopped server's DATA_DIR: its time, exit code, first line of output and peak RSS.
 *
 * Attack files are generated once into the system's temp folder and reused. Everything binds to
 * 127.0.0.1; servers and temp data folders are removed at the end. Prints figures; never a CI gate.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { startCluster, type Cluster } from '../src/server/test/postgres-cluster.js';
import { freePort, memoryOf } from './lib/processes.js';

const ADMIN = { email: 'attack-admin@example.com', password: 'attack-password-123' };
const ATTACKS = [
  'restore-bomb',
  'restore-json',
  'restore-rows',
  'restore-large',
  'import-100k',
  'import-limit',
  'import-sigterm',
  'import-limit-sigterm',
  'cli-import',
] as const;
type Attack = (typeof ATTACKS)[number];

const args = process.argv.slice(2);
const rootAt = args.indexOf('--root');
const ROOT = rootAt >= 0 ? path.resolve(args[rootAt + 1]!) : fileURLToPath(new URL('../', import.meta.url));
const USE_PG = args.includes('--pg');
const chosen = args.filter(
  (arg, index) => arg !== '--pg' && (rootAt < 0 || (index !== rootAt && index !== rootAt + 1)),
) as Attack[];
for (const name of chosen)
  if (!ATTACKS.includes(name)) throw new Error(`unknown attack ${name}: ${ATTACKS.join(', ')}`);
const SERVER_MAIN = path.join(ROOT, 'dist/node/server/main.js');
const CLI_MAIN = path.join(ROOT, 'dist/node/cli/main.js');
const FILES = path.join(os.tmpdir(), 'vitae-attack-files');

const children = new Set<ChildProcess>();
const tempDirs: string[] = [];
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// Attack files
// ---------------------------------------------------------------------------------------------

/** Gzip what `chunks` yields into `name` (once; reused afterwards). */
async function gzipFile(name: string, chunks: () => Iterable<Buffer>): Promise<string> {
  fs.mkdirSync(FILES, { recursive: true });
  const file = path.join(FILES, name);
  if (fs.existsSync(file)) return file;
  await pipeline(Readable.from(chunks()), createGzip({ level: 9 }), fs.createWriteStream(`${file}.part`));
  fs.renameSync(`${file}.part`, file);
  return file;
}

/** 6 GiB of zero bytes (384 × 16 MiB), the probe's `b.gz`. */
const bombFile = () =>
  gzipFile('bomb-6gib.gz', function* () {
    const zeros = Buffer.alloc(2 ** 24);
    for (let i = 0; i < 384; i++) yield zeros;
  });

/** A valid-looking backup of ~480 MB: 480,000 work rows with a 1 KB description. */
const bigJsonFile = () =>
  gzipFile('backup-480mb.json.gz', function* () {
    yield Buffer.from(
      '{"format":"vitae-backup","version":1,"createdAt":"2026-11-25T00:00:00.000Z","tables":{"works":[',
    );
    const row = (i: number) => `{"id":"w${i}","title":"Work ${i}","description":"${'x'.repeat(1000)}"}`;
    const batch = 10_000;
    for (let start = 0; start < 480_000; start += batch) {
      const rows: string[] = [];
      for (let i = start; i < start + batch; i++) rows.push(row(i));
      yield Buffer.from((start === 0 ? '' : ',') + rows.join(','));
    }
    yield Buffer.from(']},"users":[]}');
  });

/** A backup of `count` works rows made by `row`, gzipped. */
const worksBackup = (name: string, count: number, row: (i: number) => string) =>
  gzipFile(name, function* () {
    yield Buffer.from(
      '{"format":"vitae-backup","version":1,"createdAt":"2026-11-25T00:00:00.000Z","tables":{"works":[',
    );
    const batch = 1_000;
    for (let start = 0; start < count; start += batch) {
      const rows: string[] = [];
      for (let i = start; i < Math.min(count, start + batch); i++) rows.push(row(i));
      yield Buffer.from((start === 0 ? '' : ',') + rows.join(','));
    }
    yield Buffer.from(']},"users":[]}');
  });

const hex = (i: number) => i.toString(16).padStart(24, '0');
const rowsFile = () => worksBackup('backup-2m-rows.json.gz', 2_000_000, (i) => `{"id":"${hex(i)}"}`);
const largeFile = () =>
  worksBackup(
    'backup-large-valid.json.gz',
    25_000,
    (i) =>
      `{"id":"${hex(i)}","position":${i},"createdAt":"2026-11-25T00:00:00.000Z","updatedAt":"2026-11-25T00:00:00.000Z","company":"Company ${i}","description":"${'Long text. '.repeat(909)}"}`,
  );

/** The largest JSON Resume the import's limits accept: 500 works, 500 publications. */
function limitFile(): string {
  fs.mkdirSync(FILES, { recursive: true });
  const file = path.join(FILES, 'resume-at-limits.json');
  if (!fs.existsSync(file)) {
    const work = Array.from({ length: 500 }, (_, i) => ({
      name: `Company ${i}`,
      position: 'Engineer',
      startDate: '2020-01',
      summary: 'Built things.',
      highlights: ['One', 'Two'],
    }));
    const publications = Array.from({ length: 500 }, (_, i) => ({
      name: `Paper ${i}`,
      publisher: 'ACM',
      releaseDate: '2020-01-02',
      url: `https://example.com/papers/${i}`,
    }));
    fs.writeFileSync(file, JSON.stringify({ basics: { name: 'Attack Test' }, work, publications }));
  }
  return file;
}

/** A JSON Resume with `count` works that have a name only (the probe's file). */
function resumeFile(count: number): string {
  fs.mkdirSync(FILES, { recursive: true });
  const file = path.join(FILES, `resume-${count}-works.json`);
  if (!fs.existsSync(file)) {
    const work = Array.from({ length: count }, (_, i) => ({ name: `W${i}` }));
    fs.writeFileSync(file, JSON.stringify({ basics: { name: 'Attack Test' }, work }));
  }
  return file;
}

// ---------------------------------------------------------------------------------------------
// Processes and HTTP
// ---------------------------------------------------------------------------------------------

interface Child {
  process: ChildProcess;
  output: () => string;
}

function startChild(args: string[], env: NodeJS.ProcessEnv): Child {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  child.on('exit', () => children.delete(child));
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { process: child, output: () => output };
}

/** SIGTERM, SIGKILL after `graceMs`; answers the ms until the process exited and whether it was killed. */
async function stopChild(child: Child, graceMs = 10_000): Promise<{ ms: number; killed: boolean }> {
  const proc = child.process;
  const started = performance.now();
  if (proc.exitCode !== null || proc.signalCode !== null) return { ms: 0, killed: false };
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  proc.kill('SIGTERM');
  let killed = false;
  const timer = setTimeout(() => {
    killed = true;
    proc.kill('SIGKILL');
  }, graceMs);
  await exited;
  clearTimeout(timer);
  return { ms: performance.now() - started, killed };
}

interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
  ms: number;
}

/** One HTTP request on its own connection (no pool, no client timeout below 15 minutes). */
function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, agent: false, timeout: 15 * 60_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            headers: res.headers,
            ms: performance.now() - started,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.on('timeout', () => req.destroy(new Error('client timeout')));
    req.end(options.body);
  });
}

/** Samples a process's memory every 50 ms until stopped; answers the highest VmRSS and last VmHWM. */
function sampleMemory(pid: number | undefined) {
  let peakRss = 0;
  let hwm = NaN;
  const timer = setInterval(() => {
    const memory = memoryOf(pid);
    if (Number.isFinite(memory.rss)) peakRss = Math.max(peakRss, memory.rss);
    if (Number.isFinite(memory.hwm)) hwm = memory.hwm;
  }, 50);
  return () => {
    clearInterval(timer);
    const memory = memoryOf(pid);
    if (Number.isFinite(memory.hwm)) hwm = memory.hwm;
    return { peakRss, hwm };
  };
}

interface Server {
  child: Child;
  base: string;
  dataDir: string;
  databaseUrl: string | undefined;
}

let cluster: Cluster | undefined;
let databases = 0;

/** A new database on the throwaway cluster (`--pg`), else undefined (SQLite in DATA_DIR). */
async function newDatabase(): Promise<string | undefined> {
  if (!cluster) return undefined;
  const name = `vitae_attack_${++databases}`;
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  return cluster.url.replace(/\/[^/]*$/, `/${name}`);
}

function serverEnv(port: number, dataDir: string, databaseUrl: string | undefined): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: fs.existsSync(path.join(ROOT, 'dist/ssr/entry-server.js'))
      ? path.join(ROOT, 'dist/web')
      : path.join(dataDir, 'no-web'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    MALLOC_ARENA_MAX: '2',
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return env;
}

async function startServer(dataDir?: string): Promise<Server> {
  const port = await freePort();
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-attack-data-'));
  if (!dataDir) tempDirs.push(dir);
  const databaseUrl = await newDatabase();
  const child = startChild([SERVER_MAIN], serverEnv(port, dir, databaseUrl));
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.process.exitCode !== null) throw new Error(`the server exited:\n${child.output()}`);
    try {
      if ((await request(`${base}/api/health`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (attempt > 1200) throw new Error(`the server did not start:\n${child.output()}`);
    await pause(50);
  }
  return { child, base, dataDir: dir, databaseUrl };
}

async function signIn(base: string): Promise<string> {
  const login = await request(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const cookie = [login.headers['set-cookie'] ?? []]
    .flat()
    .map((value) => value.split(';')[0]!)
    .find((pair) => pair.startsWith('token='));
  if (login.status !== 200 || !cookie) throw new Error(`sign-in failed: ${login.status} ${login.body}`);
  return cookie;
}

/** Polls /api/health one request after another until `done` settles; answers the slowest and the count. */
async function pollHealth(
  base: string,
  done: Promise<unknown>,
): Promise<{ slowestMs: number; polls: number; failures: number }> {
  let finished = false;
  void done.finally(() => (finished = true)).catch(() => undefined);
  let slowestMs = 0;
  let polls = 0;
  let failures = 0;
  while (!finished) {
    const started = performance.now();
    try {
      const answer = await request(`${base}/api/health`);
      if (answer.status !== 200) failures += 1;
    } catch {
      failures += 1;
    }
    slowestMs = Math.max(slowestMs, performance.now() - started);
    polls += 1;
    if (!finished) await pause(100);
  }
  return { slowestMs, polls, failures };
}

function multipartBody(bytes: Buffer, name: string): { body: Buffer; type: string } {
  const boundary = `----vitae${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/gzip\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

const mb = (value: number) => `${Math.round(value)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const message = (body: string) => {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: string }; message?: string };
    return (parsed.error?.message ?? parsed.message ?? body).slice(0, 200);
  } catch {
    return body.slice(0, 160);
  }
};

// ---------------------------------------------------------------------------------------------
// The attacks
// ---------------------------------------------------------------------------------------------

/** Start a server, send `send(base, cookie)`, poll health meanwhile, print the figures. */
async function measure(
  label: string,
  send: (server: Server, cookie: string) => Promise<Answer>,
  after?: (server: Server) => Promise<string>,
) {
  const server = await startServer();
  try {
    const cookie = await signIn(server.base);
    const before = memoryOf(server.child.process.pid);
    const memory = sampleMemory(server.child.process.pid);
    const attack = send(server, cookie);
    const health = await pollHealth(server.base, attack);
    const answer = await attack.catch(
      (error: unknown) => ({ status: 0, body: String(error), headers: {}, ms: NaN }) as Answer,
    );
    const extra = after ? await after(server) : '';
    // What the server holds once the attack is over (a worker thread takes a moment to end).
    await pause(2_000);
    const { peakRss, hwm } = memory();
    const now = memoryOf(server.child.process.pid);
    console.log(`\n${label}`);
    console.log(`  answer:         ${answer.status} after ${seconds(answer.ms)}: ${message(answer.body)}`);
    console.log(
      `  /api/health:    slowest ${seconds(health.slowestMs)} (${health.polls} polls, ${health.failures} failed)`,
    );
    console.log(
      `  server RSS:     before ${mb(before.rss)}, peak ${mb(Math.max(peakRss, Number.isFinite(hwm) ? hwm : 0))} (VmHWM ${mb(hwm)}, sampled ${mb(peakRss)}), 2 s after ${mb(now.rss)}`,
    );
    if (extra) console.log(`  ${extra}`);
  } finally {
    await stopChild(server.child, 5_000);
  }
}

async function restoreAttack(label: string, file: string) {
  const bytes = fs.readFileSync(file);
  const { body, type } = multipartBody(bytes, path.basename(file));
  await measure(`${label} (${(bytes.length / 1024 / 1024).toFixed(1)} MB gzip)`, ({ base }, cookie) =>
    request(`${base}/api/admin/restore`, { method: 'POST', headers: { 'content-type': type, cookie }, body }),
  );
}

async function importAttack(label: string, file: string) {
  const body = fs.readFileSync(file);
  await measure(`${label} (${(body.length / 1024 / 1024).toFixed(1)} MB)`, ({ base }, cookie) =>
    request(`${base}/api/admin/import`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body,
    }),
  );
}

async function sigtermAttack(label: string, file: string, delayMs: number) {
  const body = fs.readFileSync(file);
  const server = await startServer();
  const cookie = await signIn(server.base);
  const attack = request(`${server.base}/api/admin/import`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body,
  }).catch((error: unknown) => ({ status: 0, body: String(error), headers: {}, ms: NaN }) as Answer);
  await pause(delayMs);
  const stopped = await stopChild(server.child, 120_000);
  const answer = await attack;
  console.log(`\n${label}`);
  console.log(
    `  server exited:  ${seconds(stopped.ms)} after SIGTERM${stopped.killed ? ' (only by SIGKILL after 120 s)' : ''}`,
  );
  console.log(`  import answer:  ${answer.status}: ${message(answer.body)}`);
}

async function cliAttack() {
  const server = await startServer();
  await stopChild(server.child);
  const file = resumeFile(100_000);
  const started = performance.now();
  const cli = startChild(
    [CLI_MAIN, 'import-jsonresume', file, '--replace'],
    serverEnv(0, server.dataDir, server.databaseUrl),
  );
  const memory = sampleMemory(cli.process.pid);
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => cli.process.kill('SIGKILL'), 10 * 60_000);
    cli.process.once('exit', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  const { peakRss, hwm } = memory();
  console.log('\ncli-import (import-jsonresume of 100,000 works, --replace)');
  console.log(
    `  exit code ${code} after ${seconds(performance.now() - started)}: ${cli.output().trim().split('\n')[0]?.slice(0, 160)}`,
  );
  console.log(`  CLI peak RSS:   ${mb(Math.max(peakRss, Number.isFinite(hwm) ? hwm : 0))}`);
}

async function main() {
  if (!fs.existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: run npm run build first`);
  const run = chosen.length > 0 ? chosen : [...ATTACKS];
  if (USE_PG) cluster = await startCluster();
  console.log(
    `Vitae data attacks on ${ROOT} (${USE_PG ? 'PostgreSQL' : 'SQLite'}, Node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)})`,
  );
  for (const attack of run) {
    if (attack === 'restore-bomb')
      await restoreAttack('restore-bomb: 6 GiB of zeros, restore preview', await bombFile());
    if (attack === 'restore-json')
      await restoreAttack('restore-json: 480 MB of backup JSON, restore preview', await bigJsonFile());
    if (attack === 'restore-rows')
      await restoreAttack('restore-rows: 2,000,000 rows, restore preview', await rowsFile());
    if (attack === 'restore-large')
      await restoreAttack('restore-large: a valid 250 MB backup, restore preview', await largeFile());
    if (attack === 'import-100k')
      await importAttack('import-100k: import preview of 100,000 works', resumeFile(100_000));
    if (attack === 'import-limit')
      await importAttack(
        'import-limit: import preview of 500 works with highlights and 500 publications',
        limitFile(),
      );
    if (attack === 'import-sigterm') {
      await sigtermAttack(
        'import-sigterm (SIGTERM 2 s after sending the 100,000-work import preview)',
        resumeFile(100_000),
        2_000,
      );
    }
    if (attack === 'import-limit-sigterm') {
      await sigtermAttack(
        'import-limit-sigterm (SIGTERM 0.5 s after sending the import preview at the limits)',
        limitFile(),
        500,
      );
    }
    if (attack === 'cli-import') await cliAttack();
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    for (const child of children) child.kill('SIGKILL');
    for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
    cluster?.stop();
  });
