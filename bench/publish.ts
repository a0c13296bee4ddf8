/**
 * Static site publish time and output size (docs/product.md §25, decision 0167): `npm run
 * bench:publish`. In-process on an in-memory SQLite database with the demo portfolio (its images
 * too), then with 200 more projects: each run builds the app for a static site and publishes it
 * (src/server/modules/publish/publish.ts, as `npm run cli -- publish` does), then zips it. Prints the
 * time (median of BENCH_PUBLISH_RUNS, default 3), the number of files, the folder's size and the
 * zip's size, and whether two runs gave the same bytes. Needs the built web app (`npm run build`).
 * Prints; never fails on a figure.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { addProjects } from './lib/projects.js';
import { buildApp } from '../src/server/app.js';
import { bootstrap } from '../src/server/bootstrap.js';
import { openDatabase } from '../src/server/db/connection.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import {
  buildAndPublish,
  PUBLISH_ORIGIN,
  siteDigest,
  zipSite,
} from '../src/server/modules/publish/publish.js';

const RUNS = Number(process.env.BENCH_PUBLISH_RUNS ?? 3);
const ADMIN = { email: 'bench-publish@example.com', password: 'bench-password-123' };
const WEB_DIST = path.resolve(process.env.WEB_DIST ?? 'dist/web');

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

async function main(): Promise<void> {
  console.log(`[publish] in-process, SQLite in memory, web app ${WEB_DIST}, median of ${RUNS}`);
  const db = openDatabase({ sqliteFile: ':memory:' });
  await migrateToLatest(db.kysely);
  await bootstrap(db.kysely, {
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    seedDemo: true,
    print: () => {},
  });
  const publish = () =>
    buildAndPublish(
      (staticSite) =>
        buildApp({ db, webDist: WEB_DIST, publicUrl: PUBLISH_ORIGIN, countVisits: false, staticSite }),
      { publicUrl: 'https://me.example.com/portfolio/', webDist: WEB_DIST },
    );
  const measure = async (label: string) => {
    const times: number[] = [];
    const digests = new Set<string>();
    let last: Awaited<ReturnType<typeof publish>> | undefined;
    for (let run = 0; run < RUNS; run++) {
      const start = performance.now();
      last = await publish();
      const zip = zipSite(last.files);
      times.push(performance.now() - start);
      digests.add(`${siteDigest(last.files)}:${zip.length}`);
    }
    const files = last!.files;
    const size = files.reduce((total, file) => total + file.bytes.length, 0);
    console.log(
      `  ${label.padEnd(22)} ${(median(times) / 1000).toFixed(2).padStart(6)} s   ${files.length} files, ` +
        `${kib(size)} folder, ${kib(zipSite(files).length)} zip   ` +
        `same bytes every run: ${digests.size === 1 ? 'yes' : 'NO'}`,
    );
  };
  try {
    await measure('demo');
    const app = await buildApp({ db, loginRateLimit: 1000 });
    await addProjects(app, ADMIN, 200);
    await app.close();
    await measure('demo + 200 projects');
  } finally {
    await db.close();
  }
}

await main();
