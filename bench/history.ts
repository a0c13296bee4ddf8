/**
 * History benchmark (docs/product.md §22, decision 0130): `npx tsx bench/history.ts` (also the last
 * part of `npm run bench:api`, alone with BENCH_ONLY=history). Prints figures; never a CI gate.
 *
 * 1. Write throughput, in-process (buildApp + app.inject, the admin signed in) on a real SQLite file:
 *    rounds of 200 `PUT /api/works/{id}` (alternating texts, so each records a state) and 60 create +
 *    delete pairs, in writes per second, the median of 15 rounds (BENCH_HISTORY_ROUNDS=45 for a
 *    steadier figure). With BENCH_BASE the rounds alternate between the two codes, and which goes
 *    first alternates too, so a busy moment or the other's garbage slows both alike.
 *    BENCH_BASE=<checkout of the code before history> runs the same on that code and prints the
 *    ratio (target ≥ 0.9×):
 *    `git worktree add /tmp/vitae-base <commit> && ln -s "$PWD/node_modules" /tmp/vitae-base/`.
 * 2. The history page of one entry with 1,000 states: `GET /api/history/works/{id}` (its first page,
 *    the newest 50, as the page shows them) and `?limit=200` (the largest page), median and p95 of
 *    30 reads each (target ≤ 100 ms).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-password-123' };
const UPDATES = 200;
const PAIRS = 60;
/** Rounds per code: 15, or BENCH_HISTORY_ROUNDS for a steadier figure (45 takes about 90 s). */
const ROUNDS = Number(process.env.BENCH_HISTORY_ROUNDS) || 15;

interface Injected {
  statusCode: number;
  body: string;
  cookies: { name: string; value: string }[];
  json(): { response: { _id: string } };
}
interface App {
  inject(options: {
    method: string;
    url: string;
    headers?: Record<string, string>;
    payload?: string;
  }): Promise<Injected>;
  close(): Promise<void>;
}

/** Build the app of the checkout at `root` on a fresh SQLite file; answers it and the admin cookie. */
async function start(root: string) {
  const load = (file: string) => import(pathToFileURL(path.join(root, file)).href);
  const { buildApp } = (await load('src/server/app.ts')) as { buildApp(deps: unknown): Promise<App> };
  const { bootstrap } = (await load('src/server/bootstrap.ts')) as {
    bootstrap(db: unknown, options: Record<string, unknown>): Promise<void>;
  };
  const { openDatabase } = (await load('src/server/db/connection.ts')) as {
    openDatabase(options: { sqliteFile: string }): { kysely: unknown; close(): Promise<void> };
  };
  const { migrateToLatest } = (await load('src/server/db/migrate.ts')) as {
    migrateToLatest(db: unknown): Promise<void>;
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-history-bench-'));
  const db = openDatabase({ sqliteFile: path.join(dir, 'vitae.db') });
  await migrateToLatest(db.kysely);
  await bootstrap(db.kysely, {
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    seedDemo: false,
    demoImages: false,
  });
  const app = await buildApp({ db, loginRateLimit: 1000 });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(ADMIN),
  });
  const token = login.cookies.find((cookie) => cookie.name === 'token')!.value;
  const headers = { 'content-type': 'application/json', cookie: `token=${token}` };
  const send = async (method: string, url: string, body?: unknown) => {
    const res = await app.inject({
      method,
      url,
      headers,
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res;
  };
  return {
    send,
    async close() {
      await app.close();
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

type Started = Awaited<ReturnType<typeof start>>;

/** One round of writes on `app` (the work `workId` updated), in writes per second. */
async function writeRound(app: Started, workId: string, round: number) {
  let begin = performance.now();
  for (let i = 0; i < UPDATES; i++) {
    await app.send('PUT', `/api/works/${workId}`, { description: `text ${round} ${i} of the bench` });
  }
  const updates = UPDATES / ((performance.now() - begin) / 1000);
  begin = performance.now();
  for (let i = 0; i < PAIRS; i++) {
    const created = (await app.send('POST', '/api/works', { company: `Pair ${i}` })).json().response;
    await app.send('DELETE', `/api/works/${created._id}`);
  }
  const pairs = (PAIRS * 2) / ((performance.now() - begin) / 1000);
  return { updates, pairs };
}

/**
 * The median of {@link ROUNDS} rounds on each app; with two apps (today's and BENCH_BASE's) the rounds
 * alternate, so a busy machine slows both alike and the ratio stays fair.
 */
async function writesPerSecond(apps: Started[]) {
  const works: string[] = [];
  for (const app of apps)
    works.push(
      (await app.send('POST', '/api/works', { company: 'Bench', description: 'start' })).json().response._id,
    );
  const rounds = apps.map(() => ({ updates: [] as number[], pairs: [] as number[] }));
  for (let round = 0; round < ROUNDS; round++) {
    // Which app goes first alternates too: the second of a pair meets the first one's garbage.
    const order = round % 2 === 0 ? [...apps.keys()] : [...apps.keys()].reverse();
    for (const index of order) {
      const app = apps[index]!;
      const figures = await writeRound(app, works[index]!, round);
      rounds[index]!.updates.push(figures.updates);
      rounds[index]!.pairs.push(figures.pairs);
    }
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return rounds.map((app) => ({ updates: median(app.updates), pairs: median(app.pairs) }));
}

const round = (value: number) => Math.round(value);

async function main() {
  const app = await start(ROOT);
  const base = process.env.BENCH_BASE ? await start(path.resolve(process.env.BENCH_BASE)) : undefined;
  const [now, before] = await writesPerSecond(base ? [app, base] : [app]);
  await base?.close();
  console.log(
    `history: updates ${round(now!.updates)}/s, create+delete ${round(now!.pairs)} writes/s (SQLite file, in-process)`,
  );
  if (before) {
    console.log(
      `history: without history (BENCH_BASE): updates ${round(before.updates)}/s, create+delete ${round(before.pairs)} writes/s;` +
        ` ratio updates ${(now!.updates / before.updates).toFixed(2)}×, create+delete ${(now!.pairs / before.pairs).toFixed(2)}× (target ≥ 0.9×)`,
    );
  }
  // One entry with 1,000 states (the retention keeps all: they are younger than 90 days).
  const work = (await app.send('POST', '/api/works', { company: 'Long history', description: 'v0' })).json()
    .response;
  for (let i = 1; i < 1000; i++) {
    await app.send('PUT', `/api/works/${work._id}`, {
      description: `version ${i}: a longer text that changes word ${i}`,
    });
  }
  for (const query of ['', '?limit=200']) {
    const times: number[] = [];
    let states = 0;
    for (let i = 0; i < 30; i++) {
      const begin = performance.now();
      const res = await app.send('GET', `/api/history/works/${work._id}${query}`);
      times.push(performance.now() - begin);
      states = (JSON.parse(res.body) as { response: unknown[] }).response.length;
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    const p95 = times[Math.floor(times.length * 0.95)]!;
    console.log(
      `history: GET /api/history/works/{id}${query} of an entry with 1000 states (${states} answered): median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target ≤ 100 ms)`,
    );
  }
  await app.close();
}

await main();
