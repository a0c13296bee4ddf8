/**
 * API benchmark: `npm run bench:api`. Prints figures; never a CI gate.
 *
 * 1. Builds the production server (`npm run build:server` → dist/node/server/main.js; no web build).
 * 2. For SQLite, then PostgreSQL when a throwaway cluster can start (src/server/test/postgres-cluster.ts):
 *    starts `node dist/node/server/main.js` on loopback with the demo portfolio (SEED_DEMO=true), adds
 *    200 projects, 50 skills and 10 categories through the API as the admin, then measures with
 *    autocannon (50 connections, 10 s in two alternating 5 s slices, after a 2 s warm-up) the public lists
 *    `GET /api/proyects/populated?populate=languages,categories` and `GET /api/works`, alternating with
 *    a plain node:http server (its own process) that answers the very same bytes and content-type.
 *    For each: req/s, p99 latency, ratio to node:http, the server's peak RSS (VmHWM of the child, plus
 *    the highest VmRSS sampled during the run) and the CPU time per 1,000 answers of both servers
 *    (steadier than req/s on a shared machine). The server runs with LOG_LEVEL=warn.
 * 3. Counts the SQL queries one populated list costs with 10 and with 200 projects, in-process
 *    (buildApp + app.inject over a Kysely instance wrapped by a counting plugin): it must not grow.
 * 4. The PDF CV render times, cold and cached, with the demo data and with 200 projects (bench/cv.ts;
 *    alone with BENCH_ONLY=cv).
 *
 * 5. Image uploads (decision 0040): on SQLite, the median time of seven `POST /api/images` of a 12-megapixel
 *    JPEG one after another, and the server's peak RSS while four more run at once; once with glibc's
 *    default arenas and once with MALLOC_ARENA_MAX=2. `BENCH_ONLY_UPLOADS=1` runs only this part.
 *
 * 7. History (bench/history.ts, alone with BENCH_ONLY=history): write throughput with history
 *    recording (and against BENCH_BASE, the code before it) and the history of one entry with 1,000 states.
 *
 * 6. With a built web app (dist/ssr): the server-rendered home page `/` (cached HTML) measured like a
 *    list against node:http sending the same bytes, and the cost of one render on a cache miss
 *    (median and p99 of 40, in-process) with the demo portfolio and with 200 projects (decision 0020).
 *
 * 7. The cost of counting visits (bench/analytics.ts): home page req/s with counting on vs off, and
 *    the statistics dashboard's query time over 1,000,000 events on SQLite and PostgreSQL
 *    (alone with BENCH_ONLY=analytics).
 *
 * Targets printed beside the figures: each list ≥ 0.8× node:http, p99 ≤ 5 ms, RSS ≤ 150 MB; uploads
 * peak RSS ≤ 300 MB.
 * Target misses are reported, not failed: the exit code is 0 unless the benchmark itself breaks.
 * Everything binds to 127.0.0.1; children, the cluster and temp folders are removed at the end.
 * Environment: BENCH_DURATION (seconds per measurement, default 10), BENCH_SKIP_PG=1 (no PostgreSQL),
 * BENCH_LIST (only the lists whose name contains it: `populated` or `works`), BENCH_SERVER_NODE_ARGS
 * (extra node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { KyselyPlugin } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/server/app.js';
import { bootstrap } from '../src/server/bootstrap.js';
import { createChangeFeed } from '../src/server/db/change-feed.js';
import { openDatabase, type Db, type OpenOptions } from '../src/server/db/connection.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import { startCluster, type Cluster } from '../src/server/test/postgres-cluster.js';
import { benchAnalytics } from './analytics.js';
import { benchCv } from './cv.js';
import { freePort, memoryOf } from './lib/processes.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const SERVER_MAIN = path.join(ROOT, 'dist/node/server/main.js');
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-password-123' };
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = 2;
/** Each measurement is split into this many alternating slices (Vitae, node:http, Vitae, ...). */
const ROUNDS = 2;
const CONNECTIONS = 50;
const COUNTS = { projects: 200, skills: 50, categories: 10 };
const TARGET = { ratio: 0.8, p99Ms: 5, rssMb: 150 };
const LISTS = [
  { name: 'projects populated', path: '/api/proyects/populated?populate=languages,categories' },
  { name: 'works', path: '/api/works' },
] as const;
/** The server-rendered home page (decision 0020), measured like a list when the web app is built. */
const HOME = { name: 'home page (cached HTML)', path: '/' } as const;
const WEB_DIST = path.join(ROOT, 'dist/web');
const SSR_ENTRY = path.join(ROOT, 'dist/ssr/entry-server.js');
/** Renders timed per setting for the cost of a home page render on a cache miss. */
const RENDERS = 40;

const children = new Set<ChildProcess>();
const tempDirs: string[] = [];
let cluster: Cluster | undefined;

// ---------------------------------------------------------------------------------------------
// Processes, ports, polling
// ---------------------------------------------------------------------------------------------

function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

/** Linux USER_HZ: /proc times are in 1/100 s on every common platform. */
const CLOCK_TICKS = 100;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

async function stopChild(child: Child): Promise<void> {
  const proc = child.process;
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  proc.kill('SIGTERM');
  const timer = setTimeout(() => proc.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/** Poll `url` until it answers 200, at most `tries` times 50 ms apart. */
async function waitFor(url: string, child: Child, tries = 400): Promise<void> {
  for (let attempt = 0; attempt < tries; attempt++) {
    if (child.process.exitCode !== null)
      throw new Error(`the process exited before answering:\n${child.output()}`);
    try {
      const response = await fetch(url);
      await response.body?.cancel();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await pause(50);
  }
  throw new Error(`${url} did not answer after ${tries} tries:\n${child.output()}`);
}

/** CPU time (user + system) a process has used so far, in ms, from /proc/<pid>/stat. */
function cpuMsOf(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the line (11 and 12 after the command), in clock ticks.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}

// ---------------------------------------------------------------------------------------------
// The server under test and its data
// ---------------------------------------------------------------------------------------------

interface Server {
  child: Child;
  base: string;
}

async function startServer(extraEnv: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const dataDir = tempDir('vitae-bench-data-');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // The built web app when there is one (the rendered home page is measured), else none.
    WEB_DIST: fs.existsSync(SSR_ENTRY) ? WEB_DIST : path.join(dataDir, 'no-web'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  if (!extraEnv.DATABASE_URL) delete env.DATABASE_URL;
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = startChild([...nodeArgs, SERVER_MAIN], env);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`, child);
  return { child, base };
}

/** A JSON client for the admin API: `post(path, body)` answers the created entity's `_id`. */
async function adminClient(base: string) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0]!)
    .find((pair) => pair.startsWith('token='));
  if (!cookie) throw new Error('login answered no token cookie');
  return {
    async post(apiPath: string, body: unknown): Promise<string> {
      const response = await fetch(`${base}${apiPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      if (response.status !== 201) throw new Error(`POST ${apiPath}: ${response.status} ${text}`);
      return (JSON.parse(text) as { response: { _id: string } }).response._id;
    },
  };
}

type Post = (apiPath: string, body: unknown) => Promise<string>;

/** Run `work(i)` for i in 0..count-1, `parallel` at a time, results in order. */
async function times<T>(count: number, parallel: number, work: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await work(index);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return results;
}

/** Deterministic bench data: skills, categories, then projects linked to 4 skills and 2 categories each. */
async function addBenchData(
  post: Post,
  counts: { projects: number; skills: number; categories: number },
  from = 0,
) {
  const skillIds = await times(counts.skills, 4, (i) =>
    post('/api/languages', {
      title: `Bench skill ${from + i}`,
      percent: (i * 7) % 101,
      type: i % 3 === 0 ? 'Soft' : 'Hard',
      thumbnails: `https://example.com/skills/${from + i}.svg`,
    }),
  );
  const categoryIds = await times(counts.categories, 4, (i) =>
    post('/api/categories', {
      title: `Bench category ${from + i}`,
      thumbnails: `https://example.com/c/${from + i}.png`,
    }),
  );
  await addProjects(post, counts.projects, skillIds, categoryIds, from);
  return { skillIds, categoryIds };
}

async function addProjects(
  post: Post,
  count: number,
  skillIds: string[],
  categoryIds: string[],
  from: number,
) {
  const pick = <T>(list: T[], i: number) => list[i % list.length]!;
  await times(count, 4, (i) => {
    const n = from + i;
    return post('/api/proyects', {
      title: `Bench project ${n}`,
      company: `Company ${n % 17}`,
      linkCompany: 'https://example.com/company',
      linkProyect: `https://example.com/projects/${n}`,
      dateStart: '2021-03-01',
      dateEnd: '2022-06-30',
      description: `Project ${n}: a realistic paragraph of description text that a portfolio owner would write about the work done, the stack and the result.`,
      thumbnails: [`https://example.com/p/${n}-1.png`, `https://example.com/p/${n}-2.png`],
      languages: skillIds.length ? [0, 1, 2, 3].map((k) => pick(skillIds, n * 3 + k * 11)) : [],
      categories: categoryIds.length ? [pick(categoryIds, n), pick(categoryIds, n * 7 + 3)] : [],
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Measuring
// ---------------------------------------------------------------------------------------------

/** A node:http server in its own process that answers `body` with `contentType` to any request. */
async function startBaseline(body: Buffer, contentType: string): Promise<Server> {
  const dir = tempDir('vitae-bench-http-');
  const bodyFile = path.join(dir, 'body');
  fs.writeFileSync(bodyFile, body);
  const port = await freePort();
  const script = `
    import fs from 'node:fs';
    import http from 'node:http';
    const body = fs.readFileSync(process.env.BODY_FILE);
    const headers = { 'content-type': process.env.CONTENT_TYPE, 'content-length': String(body.length) };
    http.createServer((_req, res) => { res.writeHead(200, headers); res.end(body); })
      .listen(Number(process.env.PORT), '127.0.0.1');`;
  const child = startChild(['--input-type=module', '-e', script], {
    ...process.env,
    BODY_FILE: bodyFile,
    CONTENT_TYPE: contentType,
    PORT: String(port),
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(base, child);
  return { child, base };
}

interface Run {
  reqPerSec: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Highest VmRSS sampled during the run (MB). */
  rssDuringRun: number;
  /** CPU time of the server process per 1,000 answers (ms). */
  cpuPer1k: number;
}

/** One autocannon slice of `seconds` against `url`, with the CPU and memory of process `pid`. */
async function slice(url: string, pid: number | undefined, seconds: number) {
  let rssDuringRun = memoryOf(pid).rss;
  const sampler = setInterval(() => (rssDuringRun = Math.max(rssDuringRun, memoryOf(pid).rss)), 250);
  try {
    const cpuBefore = cpuMsOf(pid);
    const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
    return { result, cpuMs: cpuMsOf(pid) - cpuBefore, rssDuringRun };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * Measure Vitae and node:http in alternating slices (ROUNDS of DURATION/ROUNDS seconds each, after
 * a warm-up of both), so a change in the machine's background load hits both alike.
 */
async function measurePair(
  vitae: { url: string; pid: number | undefined },
  plain: { url: string; pid: number | undefined },
) {
  await autocannon({ url: vitae.url, connections: CONNECTIONS, duration: WARMUP });
  await autocannon({ url: plain.url, connections: CONNECTIONS, duration: WARMUP });
  const slices = {
    vitae: [] as Awaited<ReturnType<typeof slice>>[],
    plain: [] as Awaited<ReturnType<typeof slice>>[],
  };
  for (let round = 0; round < ROUNDS; round++) {
    slices.vitae.push(await slice(vitae.url, vitae.pid, DURATION / ROUNDS));
    slices.plain.push(await slice(plain.url, plain.pid, DURATION / ROUNDS));
  }
  const combine = (runs: Awaited<ReturnType<typeof slice>>[]): Run => {
    const total = runs.reduce((sum, run) => sum + run.result.requests.total, 0);
    const seconds = runs.reduce((sum, run) => sum + run.result.duration, 0);
    return {
      reqPerSec: total / seconds,
      p99: Math.max(...runs.map((run) => run.result.latency.p99)),
      errors: runs.reduce((sum, run) => sum + run.result.errors, 0),
      non2xx: runs.reduce((sum, run) => sum + run.result.non2xx, 0),
      rssDuringRun: Math.max(...runs.map((run) => run.rssDuringRun)),
      cpuPer1k: (runs.reduce((sum, run) => sum + run.cpuMs, 0) * 1000) / Math.max(1, total),
    };
  };
  return { vitae: combine(slices.vitae), plain: combine(slices.plain) };
}

interface Row {
  dialect: string;
  list: string;
  bytes: number;
  vitae: Run;
  baseline: Run;
  /** Peak RSS of the server process since its start (VmHWM, MB). */
  peakRss: number;
}

async function benchDialect(dialect: string, extraEnv: Record<string, string>): Promise<Row[]> {
  console.log(`\n[${dialect}] starting the production server...`);
  const server = await startServer(extraEnv);
  const pid = server.child.process.pid;
  try {
    const client = await adminClient(server.base);
    const started = Date.now();
    await addBenchData((apiPath, body) => client.post(apiPath, body), COUNTS);
    console.log(
      `[${dialect}] added ${COUNTS.projects} projects, ${COUNTS.skills} skills, ${COUNTS.categories} categories in ${Date.now() - started} ms`,
    );
    const rows: Row[] = [];
    const pages = fs.existsSync(SSR_ENTRY) ? [...LISTS, HOME] : LISTS;
    for (const list of pages.filter(
      (item) => !process.env.BENCH_LIST || item.name.includes(process.env.BENCH_LIST),
    )) {
      const url = `${server.base}${list.path}`;
      const response = await fetch(url);
      const body = Buffer.from(await response.arrayBuffer());
      const contentType = response.headers.get('content-type') ?? 'application/json';
      if (response.status !== 200) throw new Error(`${list.path}: ${response.status} ${body.toString()}`);
      const baseline = await startBaseline(body, contentType);
      try {
        console.log(
          `[${dialect}] ${list.path} (${body.length} bytes): Vitae and node:http, ${DURATION} s each...`,
        );
        const { vitae, plain } = await measurePair(
          { url, pid },
          { url: `${baseline.base}${list.path}`, pid: baseline.child.process.pid },
        );
        rows.push({
          dialect,
          list: list.name,
          bytes: body.length,
          vitae,
          baseline: plain,
          peakRss: memoryOf(pid).hwm,
        });
      } finally {
        await stopChild(baseline.child);
      }
    }
    return rows;
  } finally {
    await stopChild(server.child);
  }
}

// ---------------------------------------------------------------------------------------------
// Query count (in-process)
// ---------------------------------------------------------------------------------------------

interface QueryCount {
  dialect: string;
  list: string;
  /** Queries of one uncached request, keyed by the number of projects. */
  byProjects: Record<number, number>;
  /** Queries of the same request repeated (0 when the list cache answers). */
  repeated: number;
}

/** Count the queries of the public lists with 10 and with 200 projects. */
async function countQueries(dialect: string, options: OpenOptions): Promise<QueryCount[]> {
  const opened = openDatabase(options);
  let queries = 0;
  const counter: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      queries++;
      return args.result;
    },
  };
  const db: Db = { ...opened, kysely: opened.kysely.withPlugin(counter) };
  try {
    await migrateToLatest(db.kysely);
    await bootstrap(db.kysely, {
      adminEmail: ADMIN.email,
      adminPassword: ADMIN.password,
      seedDemo: true,
      print: () => {},
    });
    const app = await buildApp({ db });
    try {
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
      const token = login.cookies.find((cookie) => cookie.name === 'token')?.value;
      if (!token) throw new Error(`in-process login failed: ${login.statusCode} ${login.body}`);
      const post: Post = async (url, payload) => {
        const response = await app.inject({
          method: 'POST',
          url,
          payload: payload as object,
          cookies: { token },
        });
        if (response.statusCode !== 201)
          throw new Error(`POST ${url}: ${response.statusCode} ${response.body}`);
        return (response.json() as { response: { _id: string } }).response._id;
      };
      const results = LISTS.map((list) => ({
        dialect,
        list: list.name,
        byProjects: {} as Record<number, number>,
        repeated: 0,
      }));
      const countList = async (url: string) => {
        queries = 0;
        const response = await app.inject({ method: 'GET', url });
        if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode}`);
        return queries;
      };
      const few = 10;
      const { skillIds, categoryIds } = await addBenchData(post, {
        projects: few,
        skills: COUNTS.skills,
        categories: COUNTS.categories,
      });
      for (const [index, list] of LISTS.entries()) {
        // A write clears the list cache; the next GET is uncached.
        await post('/api/works', { company: `Query count ${index}` });
        results[index]!.byProjects[few] = await countList(list.path);
        results[index]!.repeated = await countList(list.path);
      }
      await addProjects(post, COUNTS.projects - few, skillIds, categoryIds, few);
      for (const [index, list] of LISTS.entries()) {
        await post('/api/works', { company: `Query count ${index} again` });
        results[index]!.byProjects[COUNTS.projects] = await countList(list.path);
      }
      return results;
    } finally {
      await app.close();
    }
  } finally {
    await opened.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Home page render cost on a cache miss (in-process)
// ---------------------------------------------------------------------------------------------

interface RenderCost {
  dialect: string;
  setting: string;
  bytes: number;
  medianMs: number;
  p99Ms: number;
}

/**
 * Time `GET /` right after a change (the page cache emptied by the change feed, so each request
 * renders: the lists through the list cache, which the change also emptied, React, the head), with
 * the demo portfolio and then with {@link COUNTS}.projects projects added.
 */
async function renderCosts(dialect: string, options: OpenOptions): Promise<RenderCost[]> {
  const db = openDatabase(options);
  try {
    await migrateToLatest(db.kysely);
    await bootstrap(db.kysely, {
      adminEmail: ADMIN.email,
      adminPassword: ADMIN.password,
      seedDemo: true,
      print: () => {},
    });
    const feed = createChangeFeed(db);
    const app = await buildApp({ db, webDist: WEB_DIST, changeFeed: feed });
    try {
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
      const token = login.cookies.find((cookie) => cookie.name === 'token')?.value;
      if (!token) throw new Error(`in-process login failed: ${login.statusCode} ${login.body}`);
      const post: Post = async (url, payload) => {
        const response = await app.inject({
          method: 'POST',
          url,
          payload: payload as object,
          cookies: { token },
        });
        if (response.statusCode !== 201)
          throw new Error(`POST ${url}: ${response.statusCode} ${response.body}`);
        return (response.json() as { response: { _id: string } }).response._id;
      };
      const measure = async (setting: string): Promise<RenderCost> => {
        const times: number[] = [];
        let bytes = 0;
        for (let run = 0; run < RENDERS + 3; run++) {
          await feed.announce();
          const started = performance.now();
          const response = await app.inject({ method: 'GET', url: '/' });
          const elapsed = performance.now() - started;
          if (response.statusCode !== 200 || !response.body.includes('id="vitae-state"'))
            throw new Error(`GET / did not render: ${response.statusCode}`);
          bytes = response.rawPayload.length;
          if (run >= 3) times.push(elapsed); // the first renders warm the JIT up
        }
        times.sort((a, b) => a - b);
        return {
          dialect,
          setting,
          bytes,
          medianMs: times[Math.floor(times.length / 2)]!,
          p99Ms: times[Math.min(times.length - 1, Math.ceil(times.length * 0.99) - 1)]!,
        };
      };
      const costs = [await measure('demo portfolio')];
      const { skillIds, categoryIds } = await addBenchData(post, {
        projects: 0,
        skills: COUNTS.skills,
        categories: COUNTS.categories,
      });
      await addProjects(post, COUNTS.projects, skillIds, categoryIds, 0);
      costs.push(await measure(`+ ${COUNTS.projects} projects, ${COUNTS.skills} skills`));
      return costs;
    } finally {
      await app.close();
      await feed.close();
    }
  } finally {
    await db.close();
  }
}

async function createPgDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  return adminUrl.replace(/\/[^/]*$/, `/${name}`);
}

// ---------------------------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------------------------

const mark = (pass: boolean) => (pass ? 'PASS' : 'FAIL');

function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

function report(rows: Row[], counts: QueryCount[], renders: RenderCost[], notes: string[]) {
  console.log(
    `\nThroughput (autocannon, ${CONNECTIONS} connections, ${DURATION} s in ${ROUNDS} alternating slices after ${WARMUP} s warm-up; ${os.cpus().length} CPUs, Node ${process.version})`,
  );
  console.log(
    `Targets: ratio ≥ ${TARGET.ratio}× node:http, p99 ≤ ${TARGET.p99Ms} ms, peak RSS ≤ ${TARGET.rssMb} MB\n`,
  );
  console.log(
    table(
      [
        'database',
        'list',
        'bytes',
        'Vitae req/s',
        'node:http req/s',
        'ratio',
        'p99 ms',
        'http p99',
        'peak RSS MB',
        'RSS in run',
        'CPU ms/1k',
        'http CPU/1k',
        'errors',
      ],
      rows.map((row) => {
        const ratio = row.vitae.reqPerSec / row.baseline.reqPerSec;
        return [
          row.dialect,
          row.list,
          String(row.bytes),
          row.vitae.reqPerSec.toFixed(0),
          row.baseline.reqPerSec.toFixed(0),
          `${ratio.toFixed(2)} ${mark(ratio >= TARGET.ratio)}`,
          `${row.vitae.p99.toFixed(1)} ${mark(row.vitae.p99 <= TARGET.p99Ms)}`,
          row.baseline.p99.toFixed(1),
          `${row.peakRss.toFixed(0)} ${mark(row.peakRss <= TARGET.rssMb)}`,
          row.vitae.rssDuringRun.toFixed(0),
          row.vitae.cpuPer1k.toFixed(0),
          row.baseline.cpuPer1k.toFixed(0),
          String(row.vitae.errors + row.vitae.non2xx + row.baseline.errors + row.baseline.non2xx),
        ];
      }),
    ),
  );
  console.log('\nSQL queries per request (in-process, app.inject; uncached = first GET after a write)\n');
  console.log(
    table(
      ['database', 'list', '10 projects', `${COUNTS.projects} projects`, 'fixed?', 'cached repeat'],
      counts.map((count) => {
        const few = count.byProjects[10] ?? NaN;
        const many = count.byProjects[COUNTS.projects] ?? NaN;
        return [
          count.dialect,
          count.list,
          String(few),
          String(many),
          mark(few === many && few > 0),
          String(count.repeated),
        ];
      }),
    ),
  );
  if (renders.length > 0) {
    console.log(
      `\nHome page render on a cache miss (in-process, app.inject, ${RENDERS} renders after a change each)\n`,
    );
    console.log(
      table(
        ['database', 'data', 'HTML bytes', 'median ms', 'p99 ms'],
        renders.map((cost) => [
          cost.dialect,
          cost.setting,
          String(cost.bytes),
          cost.medianMs.toFixed(1),
          cost.p99Ms.toFixed(1),
        ]),
      ),
    );
  }
  notes.push(
    `with ${CONNECTIONS} connections in a closed loop the mean latency is ${CONNECTIONS} / (req/s) (Little's law): a p99 of ${TARGET.p99Ms} ms needs well over ${(CONNECTIONS * 1000) / TARGET.p99Ms} req/s, which node:http itself does not reach for a large list; compare p99 with the node:http column.`,
  );
  notes.push(
    'peak RSS is VmHWM since the start (argon2id hashing at the first start and at login takes ~19 MB for a moment).',
  );
  for (const note of notes) console.log(`\nNote: ${note}`);
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------

function cleanup() {
  for (const child of children) child.kill('SIGKILL');
  children.clear();
  if (cluster) {
    cluster.stop();
    cluster = undefined;
  }
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

// ---------------------------------------------------------------------------------------------
// Image uploads (decision 0040): processing time of a 12-megapixel JPEG and peak RSS with 4 at once
// ---------------------------------------------------------------------------------------------

const UPLOAD_TARGET_RSS_MB = 300;

interface UploadRow {
  label: string;
  medianMs: number;
  peakRss: number;
}

/** A 4000×3000 JPEG with photo-like noise; `variant` changes its bytes (uploads are content-addressed). */
async function twelveMegapixelJpeg(variant: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const jpeg = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#6a8',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(1.2)
    .jpeg({ quality: 90 })
    .toBuffer();
  // Bytes after the end-of-image marker are ignored by decoders but change the hash.
  return Buffer.concat([jpeg, Buffer.from(`variant ${variant}`)]);
}

async function uploadOnce(base: string, cookie: string, bytes: Buffer): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  const started = performance.now();
  const response = await fetch(`${base}/api/images`, { method: 'POST', headers: { cookie }, body: form });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${text}`);
  return performance.now() - started;
}

async function benchUploadsWith(label: string, extraEnv: Record<string, string>): Promise<UploadRow> {
  const server = await startServer({ SEED_DEMO: 'false', ...extraEnv });
  try {
    const login = await fetch(`${server.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((value) => value.split(';')[0]!)
      .find((pair) => pair.startsWith('token='))!;
    const images = await Promise.all(Array.from({ length: 11 }, (_, i) => twelveMegapixelJpeg(i)));
    const pid = server.child.process.pid;
    let peak = memoryOf(pid).rss;
    const sampler = setInterval(() => (peak = Math.max(peak, memoryOf(pid).rss)), 50);
    try {
      const durations: number[] = [];
      for (const image of images.slice(0, 7)) durations.push(await uploadOnce(server.base, cookie, image));
      await Promise.all(images.slice(7, 11).map((image) => uploadOnce(server.base, cookie, image)));
      durations.sort((a, b) => a - b);
      peak = Math.max(peak, memoryOf(pid).hwm);
      return { label, medianMs: durations[Math.floor(durations.length / 2)]!, peakRss: peak };
    } finally {
      clearInterval(sampler);
    }
  } finally {
    await stopChild(server.child);
  }
}

/** Upload figures, on SQLite: glibc's default arenas, then MALLOC_ARENA_MAX=2 (docs/deployment.md). */
async function benchUploads(): Promise<UploadRow[]> {
  console.log('\n[uploads] 12-megapixel JPEGs: 7 one after another, then 4 at once...');
  return [
    await benchUploadsWith('default glibc arenas', { MALLOC_ARENA_MAX: '' }),
    await benchUploadsWith('MALLOC_ARENA_MAX=2', { MALLOC_ARENA_MAX: '2' }),
  ];
}

function reportUploads(rows: UploadRow[]) {
  console.log(`\nImage uploads (12 MP JPEG; target: peak RSS ≤ ${UPLOAD_TARGET_RSS_MB} MB with 4 at once)`);
  for (const row of rows) {
    console.log(
      `  ${row.label.padEnd(22)} median ${row.medianMs.toFixed(0).padStart(5)} ms   peak RSS ${row.peakRss.toFixed(0).padStart(4)} MB ${row.peakRss <= UPLOAD_TARGET_RSS_MB ? 'ok' : 'MISS'}`,
    );
  }
}

async function main() {
  // PDF CV render times (bench/cv.ts): alone with BENCH_ONLY=cv, otherwise after the lists.
  if (process.env.BENCH_ONLY === 'cv') return benchCv();
  // The cost of recording history and the history of 1,000 states (bench/history.ts, docs/product.md §22).
  if (process.env.BENCH_ONLY === 'history') {
    await import('./history.js');
    return;
  }
  // The cost of counting visits (bench/analytics.ts): alone with BENCH_ONLY=analytics (after the build).
  const onlyAnalytics = process.env.BENCH_ONLY === 'analytics';
  console.log('Building the server (npm run build:server)...');
  const build = spawnSync('npm', ['run', '--silent', 'build:server'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) {
    if (!fs.existsSync(SERVER_MAIN))
      throw new Error('npm run build:server failed and produced no dist/node/server/main.js');
    console.log(
      'Note: the build reported type errors (files being edited?); running the emitted JavaScript anyway.',
    );
  }

  if (onlyAnalytics) return benchAnalytics();
  if (process.env.BENCH_ONLY_UPLOADS) {
    reportUploads(await benchUploads());
    return;
  }
  const notes: string[] = [];
  const rows: Row[] = [];
  const counts: QueryCount[] = [];
  const renders: RenderCost[] = [];
  const hasWeb = fs.existsSync(SSR_ENTRY);
  if (!hasWeb) notes.push('home page skipped: dist/ssr is missing (run npm run build).');
  rows.push(...(await benchDialect('SQLite', {})));
  counts.push(...(await countQueries('SQLite', { sqliteFile: ':memory:' })));
  if (hasWeb) renders.push(...(await renderCosts('SQLite', { sqliteFile: ':memory:' })));

  if (process.env.BENCH_SKIP_PG) {
    notes.push('PostgreSQL skipped (BENCH_SKIP_PG).');
  } else {
    try {
      console.log('\n[PostgreSQL] starting a throwaway cluster...');
      cluster = await startCluster();
    } catch (error) {
      notes.push(
        `PostgreSQL skipped: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
      );
    }
    if (cluster) {
      rows.push(
        ...(await benchDialect('PostgreSQL', {
          DATABASE_URL: await createPgDatabase(cluster.url, 'vitae_bench'),
        })),
      );
      counts.push(
        ...(await countQueries('PostgreSQL', {
          databaseUrl: await createPgDatabase(cluster.url, 'vitae_bench_queries'),
          poolSize: 4,
        })),
      );
      notes.push(
        'on PostgreSQL the server has no list cache (by design); its RSS excludes the postgres processes.',
      );
    }
  }
  notes.push('the list cache (src/server/lib/reply.ts) answers public lists from memory on SQLite.');
  report(rows, counts, renders, notes);
  reportUploads(await benchUploads());
  await benchCv();
  await benchAnalytics();
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
