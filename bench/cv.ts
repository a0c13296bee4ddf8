/**
 * PDF CV render times (decision 0050), part of `npm run bench:api` (alone: `BENCH_ONLY=cv npm run
 * bench:api`). In-process on an in-memory SQLite database with the demo portfolio, then with 200
 * more projects: "cold" is a whole render (data load + layout + PDF bytes) by a fresh
 * {@link CvRenderer} with nothing cached; "cached" is `GET /cv.pdf` through the app (app.inject) while
 * the rendering is kept. Medians of BENCH_CV_RUNS (default 20) runs after one warm-up.
 * Targets (decision 0050): cold ≤ 400 ms with the demo data, cached ≤ 5 ms. Prints; never fails on a miss.
 */
import { performance } from 'node:perf_hooks';
import { addProjects } from './lib/projects.js';
import { demoApp } from './lib/demo-app.js';
import { CvRenderer } from '../src/server/modules/cv/cv.routes.js';
import { CV_PATH } from '../src/shared/cv.js';

const RUNS = Number(process.env.BENCH_CV_RUNS ?? 20);
const ADMIN = { email: 'bench-cv@example.com', password: 'bench-password-123' };
const TARGET = { coldMs: 400, cachedMs: 5 };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function timed(runs: number, work: () => Promise<unknown>): Promise<number> {
  await work();
  const times: number[] = [];
  for (let index = 0; index < runs; index++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return median(times);
}

/** Measure and print the CV render times. */
export async function benchCv(): Promise<void> {
  console.log(`\n[PDF CV] in-process, SQLite in memory, median of ${RUNS}`);
  const { db, app } = await demoApp(ADMIN);
  try {
    const measure = async (label: string) => {
      const cold = await timed(RUNS, () => new CvRenderer(db.kysely).render('a4'));
      const response = await app.inject({ method: 'GET', url: CV_PATH });
      if (response.statusCode !== 200) throw new Error(`GET ${CV_PATH} answered ${response.statusCode}`);
      const cached = await timed(RUNS, () => app.inject({ method: 'GET', url: CV_PATH }));
      const pages = (response.rawPayload.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
      const mark = (value: number, target: number) => (value <= target ? 'ok' : 'MISS');
      console.log(
        `  ${label.padEnd(22)} cold ${cold.toFixed(1).padStart(8)} ms (target ≤ ${TARGET.coldMs}: ${mark(cold, TARGET.coldMs)})` +
          `   cached ${cached.toFixed(2).padStart(6)} ms (target ≤ ${TARGET.cachedMs}: ${mark(cached, TARGET.cachedMs)})` +
          `   ${pages} pages, ${(response.rawPayload.length / 1024).toFixed(0)} KiB`,
      );
    };
    await measure('demo data');

    await addProjects(app, ADMIN, 200, 2);
    await measure('demo + 200 projects');
  } finally {
    await app.close();
    await db.close();
  }
}
