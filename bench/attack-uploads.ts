/**
 * Upload attack: what many image uploads at once do to the server's memory and to everyone else's
 * answers. Run: `npx tsx bench/attack-uploads.ts`. Prints figures; never a CI gate.
 *
 * 1. Builds everything (`npm run build`: web app and server; `BENCH_SKIP_BUILD=1` skips it).
 * 2. For each memory setting (glibc's default arenas, then `MALLOC_ARENA_MAX=2` as `npm run serve`
 *    and docs/deploy/vitae.service run it; `BENCH_ARENAS=default` or `=2` runs only one), starts
 *    `node dist/node/server/main.js` on 127.0.0.1 with a temporary `DATA_DIR`, the demo portfolio
 *    and `ADMIN_EMAIL`/`ADMIN_PASSWORD`, signs in as that admin, then runs two attacks one after the
 *    other:
 *    - 20 uploads at once of a ~10 MB JPEG (4000×3000 noise, each with different trailing bytes so
 *      no two files are the same);
 *    - 20 uploads at once of an 8000×8000 PNG (64 megapixels, the most the server accepts; ~3 MB).
 * 3. While each attack runs, one loop after the other requests `GET /api/health` and one requests
 *    the home page `GET /`, back to back, and the server's VmRSS is sampled every 50 ms.
 * 4. Prints per attack: the answers' statuses (and whether every 503 carried Retry-After), the time
 *    until the last answer, the server's peak RSS during the attack (highest VmRSS sample, and VmHWM
 *    since start), its RSS right after the last answer and after 10 s idle, and the slowest, 95th
 *    percentile and median `/api/health` and home page answers.
 *
 * The figures depend on what else the machine runs: compare runs made one after the other.
 *
 * Everything binds to 127.0.0.1; the server and the temporary folder are removed at the end.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { freePort, memoryOf, signIn } from './lib/processes.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const SERVER_MAIN = path.join(ROOT, 'dist/node/server/main.js');
const ADMIN = { email: 'attack-admin@example.com', password: 'attack-password-123' };
const CONCURRENT = 20;
/** Idle time after an attack before the RSS is read again, ms. */
const SETTLE_MS = 10_000;

const children = new Set<ChildProcess>();
const tempDirs: string[] = [];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Server {
  child: ChildProcess;
  base: string;
  output: () => string;
}

async function startServer(arenas: string | undefined): Promise<Server> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-attack-'));
  tempDirs.push(dataDir);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.MALLOC_ARENA_MAX;
  if (arenas) env.MALLOC_ARENA_MAX = arenas;
  const child = spawn(process.execPath, [SERVER_MAIN], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  child.on('exit', () => children.delete(child));
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    if (attempt > 600) throw new Error(`the server did not answer /api/health:\n${output}`);
    try {
      const response = await fetch(`${base}/api/health`);
      await response.body?.cancel();
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    await pause(50);
  }
  return { child, base, output: () => output };
}

async function stopServer(server: Server): Promise<void> {
  const child = server.child;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** `count` different files: `bytes` with distinct trailing bytes (ignored by decoders, new hash). */
function distinct(bytes: Buffer, count: number): Buffer[] {
  return Array.from({ length: count }, (_, i) => Buffer.concat([bytes, Buffer.from(`attack ${i}`)]));
}

async function tenMegabyteJpeg(): Promise<Buffer> {
  return sharp({
    create: {
      width: 4000,
      height: 3100,
      channels: 3,
      background: '#888',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** 8000×8000 (64 megapixels): 20-px blocks of noise, which PNG compresses to ~3 MB. */
async function bigPng(): Promise<Buffer> {
  const blocks = await sharp({
    create: {
      width: 400,
      height: 400,
      channels: 3,
      background: '#888',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  return sharp(blocks).resize(8000, 8000, { kernel: 'nearest' }).png().toBuffer();
}

/** A fetch failure's own words and, when there is one, its cause's code (ECONNRESET, UND_ERR_SOCKET...). */
function networkError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return [(error as Error).message, cause?.code ?? cause?.message].filter(Boolean).join(': ');
}

interface Answer {
  status: number | string;
  retryAfter: string | null;
  message: string;
}

async function upload(
  base: string,
  cookie: string,
  bytes: Buffer,
  name: string,
  type: string,
): Promise<Answer> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  try {
    const response = await fetch(`${base}/api/images`, { method: 'POST', headers: { cookie }, body: form });
    const text = await response.text();
    let message = '';
    try {
      message = (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? '';
    } catch {
      message = text.slice(0, 80);
    }
    return { status: response.status, retryAfter: response.headers.get('retry-after'), message };
  } catch (error) {
    return { status: `network error (${networkError(error)})`, retryAfter: null, message: '' };
  }
}

/** Request `url` back to back while `running()`; answers the slowest, median and 95th percentile times (ms) and the statuses. */
function pollWhile(url: string, running: () => boolean) {
  const times: number[] = [];
  const statuses = new Map<string, number>();
  const done = (async () => {
    while (running()) {
      const started = performance.now();
      let status: string;
      try {
        const response = await fetch(url);
        await response.arrayBuffer();
        status = String(response.status);
      } catch (error) {
        status = `network error (${networkError(error)})`;
      }
      times.push(performance.now() - started);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      await pause(20);
    }
  })();
  const at = (sorted: number[], fraction: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? NaN;
  return {
    done,
    result: () => {
      const sorted = [...times].sort((a, b) => a - b);
      return {
        slowest: sorted.at(-1) ?? NaN,
        median: at(sorted, 0.5),
        p95: at(sorted, 0.95),
        count: times.length,
        statuses,
      };
    },
  };
}

interface AttackResult {
  name: string;
  answers: Map<string, number>;
  every503HasRetryAfter: boolean;
  messages: Set<string>;
  seconds: number;
  rssBefore: number;
  peakRss: number;
  hwm: number;
  rssAfter: number;
  rssSettled: number;
  health: ReturnType<ReturnType<typeof pollWhile>['result']>;
  home: ReturnType<ReturnType<typeof pollWhile>['result']>;
}

async function attack(
  server: Server,
  cookie: string,
  name: string,
  files: Buffer[],
  fileName: string,
  type: string,
): Promise<AttackResult> {
  const pid = server.child.pid!;
  const rssBefore = memoryOf(pid).rss;
  let running = true;
  let peakRss = rssBefore;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, memoryOf(pid).rss)), 50);
  const health = pollWhile(`${server.base}/api/health`, () => running);
  const home = pollWhile(`${server.base}/`, () => running);
  const started = performance.now();
  const answers = await Promise.all(files.map((bytes) => upload(server.base, cookie, bytes, fileName, type)));
  const seconds = (performance.now() - started) / 1000;
  running = false;
  clearInterval(sampler);
  const memory = memoryOf(pid);
  peakRss = Math.max(peakRss, memory.rss);
  await Promise.all([health.done, home.done]);
  // Memory once the server has been idle for a while (garbage collected, buffers freed or not).
  await pause(SETTLE_MS);
  const rssSettled = memoryOf(pid).rss;
  const counts = new Map<string, number>();
  for (const answer of answers)
    counts.set(String(answer.status), (counts.get(String(answer.status)) ?? 0) + 1);
  return {
    name,
    answers: counts,
    every503HasRetryAfter: answers.every((answer) => answer.status !== 503 || answer.retryAfter !== null),
    messages: new Set(answers.filter((a) => a.status !== 201).map((a) => `${a.status}: ${a.message}`)),
    seconds,
    rssBefore,
    peakRss,
    hwm: memory.hwm,
    rssAfter: memory.rss,
    rssSettled,
    health: health.result(),
    home: home.result(),
  };
}

function report(label: string, results: AttackResult[]) {
  console.log(`\n== ${label} ==`);
  for (const r of results) {
    const statuses = [...r.answers].map(([status, n]) => `${n}× ${status}`).join(', ');
    console.log(`${r.name}`);
    console.log(`  answers            ${statuses} in ${r.seconds.toFixed(1)} s`);
    if (r.answers.has('503'))
      console.log(`  every 503 has Retry-After: ${r.every503HasRetryAfter ? 'yes' : 'NO'}`);
    for (const message of r.messages) console.log(`  refusal            ${message}`);
    console.log(
      `  server RSS         before ${r.rssBefore.toFixed(0)} MB, peak ${r.peakRss.toFixed(0)} MB (VmHWM since start ${r.hwm.toFixed(0)} MB), after ${r.rssAfter.toFixed(0)} MB, ${SETTLE_MS / 1000} s later ${r.rssSettled.toFixed(0)} MB`,
    );
    const polled = (p: AttackResult['health']) =>
      `slowest ${p.slowest.toFixed(0)} ms, p95 ${p.p95.toFixed(0)} ms, median ${p.median.toFixed(0)} ms of ${p.count} (${[...p.statuses].map(([s, n]) => `${n}× ${s}`).join(', ')})`;
    console.log(`  GET /api/health    ${polled(r.health)}`);
    console.log(`  GET / (home page)  ${polled(r.home)}`);
  }
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) {
    console.log('Building (npm run build)...');
    const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  console.log(`Making the files (${CONCURRENT} × ~10 MB JPEG, ${CONCURRENT} × 8000×8000 PNG)...`);
  const jpegs = distinct(await tenMegabyteJpeg(), CONCURRENT);
  const pngs = distinct(await bigPng(), CONCURRENT);
  console.log(
    `  JPEG ${(jpegs[0]!.length / 1024 / 1024).toFixed(1)} MB, PNG ${(pngs[0]!.length / 1024 / 1024).toFixed(1)} MB; ${os.availableParallelism()} cores`,
  );
  const settings = [
    { label: "glibc's default arenas", arenas: undefined, key: 'default' },
    { label: 'MALLOC_ARENA_MAX=2', arenas: '2', key: '2' },
  ].filter((setting) => !process.env.BENCH_ARENAS || process.env.BENCH_ARENAS === setting.key);
  for (const setting of settings) {
    const server = await startServer(setting.arenas);
    try {
      const cookie = await signIn(server.base, ADMIN);
      // One home page first: the page cache and the SSR bundle are warm, as on a live site.
      await (await fetch(`${server.base}/`)).arrayBuffer();
      const results = [
        await attack(
          server,
          cookie,
          `${CONCURRENT} uploads at once of a ~10 MB JPEG`,
          jpegs,
          'photo.jpg',
          'image/jpeg',
        ),
        await attack(
          server,
          cookie,
          `${CONCURRENT} uploads at once of an 8000×8000 PNG`,
          pngs,
          'big.png',
          'image/png',
        ),
      ];
      report(setting.label, results);
    } finally {
      await stopServer(server);
    }
  }
}

function cleanup() {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
}

process.on('SIGINT', () => {
  cleanup();
  process.exit(130);
});

try {
  await main();
} catch (error) {
  console.error('\nThe benchmark could not run:', error);
  process.exitCode = 1;
} finally {
  cleanup();
}
