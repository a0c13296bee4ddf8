/**
 * The cost of counting visits (docs/product.md §21, decision 0150), printed by `npm run bench:api`
 * (alone: `BENCH_ONLY=analytics npx tsx bench/api.ts`). Figures only, never a CI gate.
 *
 * 1. Throughput of the public home page `/` with counting on and off: two production servers
 *    (`node dist/node/server/main.js`, SQLite, the demo portfolio, COUNT_VISITS=true / false),
 *    autocannon with a desktop Chrome User-Agent (so every request is a counted visit), 50
 *    connections, alternating slices (on, off, off, on) after both are idle and a warm-up; req/s and
 *    the server's CPU time per 1,000 answers. Target: on ≥ 0.95 × off.
 * 2. The dashboard's query time (`readStatistics`, in-process) over 1,000,000 recorded events spread
 *    over 13 months (80 % views, a quarter through 200 links, five referrers' worth of domains), for
 *    the 30-day and the 365-day period: the median of 7 runs after one warm-up, on SQLite (a file)
 *    and on PostgreSQL (a throwaway cluster, when one can start). Target: ≤ 200 ms. The closed
 *    days are first rolled up once (docs/decisions/0185-statistics-roll-up.md), timed on its own, as
 *    the first read after an upgrade does; the events of the open days stay events. On PostgreSQL
 *    a `vacuum analyze` follows, as autovacuum would after that mass delete.
 *    BENCH_ANALYTICS_SKIP_EVENTS=1 skips this part.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase, type Db } from '../src/server/db/connection.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import type { Database } from '../src/server/db/types.js';
import { rollUp } from '../src/server/modules/analytics/roll-up.js';
import { readStatistics } from '../src/server/modules/analytics/statistics.js';
import { startCluster, type Cluster } from '../src/server/test/postgres-cluster.js';
import { freePort } from './lib/processes.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const SERVER_MAIN = path.join(ROOT, 'dist/node/server/main.js');
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const EVENTS = 1_000_000;
const SPAN_DAYS = 395;
const CONNECTIONS = 50;
const TARGET = { ratio: 0.95, queryMs: 200 };

async function startServer(
  countVisits: boolean,
  dir: string,
): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER_MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DATABASE_URL: '',
      WEB_DIST: path.join(ROOT, 'dist/web'),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      COUNT_VISITS: String(countVisits),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, base };
    } catch {
      // not listening yet
    }
    if (tries > 400 || child.exitCode !== null) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Clock ticks per second of /proc/<pid>/stat (100 on Linux). */
const CLOCK_TICKS = 100;

/** CPU time (user + system) process `pid` has used so far, in ms. */
function cpuMsOf(pid: number | undefined): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}

/** Wait (at most 120 s) until `server` used under 50 ms of CPU in a second. */
async function idle(server: { child: ChildProcess }): Promise<void> {
  for (let second = 0; second < 120; second++) {
    const before = cpuMsOf(server.child.pid);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (cpuMsOf(server.child.pid) - before < 50) return;
  }
}

interface Slice {
  requests: number;
  seconds: number;
  cpuMs: number;
}

async function measure(server: { child: ChildProcess; base: string }, seconds: number): Promise<Slice> {
  const cpuBefore = cpuMsOf(server.child.pid);
  const result = await autocannon({
    url: `${server.base}/`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'user-agent': CHROME, 'accept-language': 'en' },
  });
  return {
    requests: result.requests.total,
    seconds: result.duration,
    cpuMs: cpuMsOf(server.child.pid) - cpuBefore,
  };
}

/** Home page req/s with counting on and off (alternating slices), and the events the on-server wrote. */
async function throughput(duration: number) {
  const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-bench-analytics-')));
  const on = await startServer(true, dirs[0]!);
  const off = await startServer(false, dirs[1]!);
  try {
    // The demo's images are processed in the background after a start: wait until both are idle.
    await idle(on);
    await idle(off);
    await measure(on, 2);
    await measure(off, 2);
    const slices = { on: [] as Slice[], off: [] as Slice[] };
    for (let round = 0; round < 2; round++) {
      // Alternating which goes first, so a change in the machine's load hits both alike.
      if (round % 2 === 1) slices.off.push(await measure(off, duration / 2));
      slices.on.push(await measure(on, duration / 2));
      if (round % 2 === 0) slices.off.push(await measure(off, duration / 2));
    }
    const combine = (runs: Slice[]) => {
      const requests = runs.reduce((sum, run) => sum + run.requests, 0);
      return {
        perSecond: requests / runs.reduce((sum, run) => sum + run.seconds, 0),
        cpuPer1k: (runs.reduce((sum, run) => sum + run.cpuMs, 0) * 1000) / Math.max(1, requests),
      };
    };
    return { on: combine(slices.on), off: combine(slices.off) };
  } finally {
    for (const server of [on, off]) {
      server.child.kill('SIGTERM');
      await new Promise((resolve) => server.child.once('exit', resolve));
    }
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Fill `visitEvents` with {@link EVENTS} rows in one statement (SQLite or PostgreSQL). */
async function fill(db: Kysely<Database>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  const now = Date.now() / 1000;
  const step = (SPAN_DAYS * 86_400) / EVENTS;
  const columns = (i: string) =>
    sql.raw(`
    case ${i} % 10 when 0 then 'download' when 1 then 'message' else 'view' end,
    case when ${i} % 4 = 0 then 'link-' || (${i} % 200) else null end,
    case ${i} % 3 when 0 then 'es' else 'en' end,
    case ${i} % 5 when 0 then 'linkedin.com' when 1 then 'site' || (${i} % 50) || '.example' else '' end,
    case ${i} % 3 when 0 then 'mobile' when 1 then 'desktop' else 'tablet' end`);
  const target = sql.raw(
    '"visitEvents" ("kind", "linkId", "language", "referrerDomain", "deviceClass", "occurredAt", "visitor")',
  );
  if (dialect === 'sqlite') {
    await sql`insert into ${target}
      with recursive n(i) as (select 0 union all select i + 1 from n where i < ${EVENTS - 1})
      select ${columns('i')},
        strftime('%Y-%m-%dT%H:%M:%fZ', ${now} - i * ${step}, 'unixepoch'),
        'v' || (i % 5000)
      from n`.execute(db);
  } else {
    await sql`insert into ${target}
      select ${columns('i')},
        to_char(to_timestamp(cast(${now} as double precision) - i * cast(${step} as double precision)) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'v' || (i % 5000)
      from generate_series(0, ${EVENTS - 1}) as s(i)`.execute(db);
    await sql`analyze "visitEvents"`.execute(db);
  }
}

async function medianMs(work: () => Promise<unknown>, runs = 7): Promise<number> {
  await work();
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}

async function dashboardTimes(db: Db, dialect: 'sqlite' | 'postgres') {
  await migrateToLatest(db.kysely);
  const started = performance.now();
  await fill(db.kysely, dialect);
  const fillSeconds = (performance.now() - started) / 1000;
  const count = await db.kysely
    .selectFrom('visitEvents')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  // The first read rolls up every closed day (roll-up.ts): timed alone, once.
  const rollStarted = performance.now();
  await rollUp(db.kysely);
  const rollUpSeconds = (performance.now() - rollStarted) / 1000;
  // What PostgreSQL's autovacuum does after a mass delete, at once: the million events the first
  // roll-up deleted would otherwise be dead rows every later read walks through.
  if (dialect === 'postgres') await sql`vacuum analyze`.execute(db.kysely);
  const rolled = await db.kysely
    .selectFrom('visitDays')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return {
    events: Number(count.n),
    fillSeconds,
    rollUpSeconds,
    dailyRows: Number(rolled.n),
    days30: await medianMs(() => readStatistics(db.kysely, 30)),
    days365: await medianMs(() => readStatistics(db.kysely, 365)),
  };
}

/** Run both measurements and print the figures. */
export async function benchAnalytics(): Promise<void> {
  console.log('\nVisitor statistics (decision 0150)');
  const duration = Number(process.env.BENCH_DURATION ?? 10);
  if (fs.existsSync(SERVER_MAIN)) {
    const { on, off } = await throughput(duration);
    const ratio = on.perSecond / off.perSecond;
    const line = (name: string, run: typeof on) =>
      `  home page, counting ${name} ${run.perSecond.toFixed(0).padStart(6)} req/s, server CPU ${run.cpuPer1k.toFixed(0).padStart(5)} ms per 1,000 answers`;
    console.log(line('on ', on));
    console.log(line('off', off));
    console.log(
      `  ratio on/off ${ratio.toFixed(3)} (target ≥ ${TARGET.ratio}) ${ratio >= TARGET.ratio ? 'ok' : 'MISS'}; CPU per answer on/off ${(on.cpuPer1k / off.cpuPer1k).toFixed(3)}`,
    );
  } else console.log('  home page throughput skipped: dist/node/server/main.js is missing (npm run build).');

  if (process.env.BENCH_ANALYTICS_SKIP_EVENTS) return;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-bench-events-'));
  let cluster: Cluster | undefined;
  try {
    const rows: [string, Awaited<ReturnType<typeof dashboardTimes>>][] = [];
    const sqlite = openDatabase({ sqliteFile: path.join(dir, 'events.db') });
    try {
      rows.push(['SQLite', await dashboardTimes(sqlite, 'sqlite')]);
    } finally {
      await sqlite.close();
    }
    if (!process.env.BENCH_SKIP_PG) {
      try {
        cluster = await startCluster();
      } catch (error) {
        console.log(
          `  PostgreSQL skipped: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
        );
      }
      if (cluster) {
        const admin = new pg.Client({ connectionString: cluster.url });
        await admin.connect();
        await admin.query('CREATE DATABASE vitae_bench_events');
        await admin.end();
        const postgres = openDatabase({
          databaseUrl: cluster.url.replace(/\/[^/]*$/, '/vitae_bench_events'),
          poolSize: 4,
        });
        try {
          rows.push(['PostgreSQL', await dashboardTimes(postgres, 'postgres')]);
        } finally {
          await postgres.close();
        }
      }
    }
    for (const [name, row] of rows) {
      const mark = (ms: number) => `${ms.toFixed(0).padStart(5)} ms ${ms <= TARGET.queryMs ? 'ok' : 'MISS'}`;
      console.log(
        `  ${name.padEnd(10)} ${row.events.toLocaleString('en')} events (filled in ${row.fillSeconds.toFixed(1)} s, rolled up once in ${row.rollUpSeconds.toFixed(1)} s into ${row.dailyRows.toLocaleString('en')} daily rows): dashboard 30 days ${mark(row.days30)}, 365 days ${mark(row.days365)} (target ≤ ${TARGET.queryMs} ms)`,
      );
    }
  } finally {
    cluster?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
