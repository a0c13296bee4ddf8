/**
 * The Word and text CVs' times (docs/decisions/0263-word-and-text-cv.md), beside the PDF's: each
 * through the app (`app.inject`, data load + sections + file) on an in-memory SQLite database with
 * the demo portfolio, then with 200 more projects. "first" is the first request of each file in the
 * process (loads its modules; the PDF's loads react-pdf and its fonts); "next" the median of
 * BENCH_CV_FILES_RUNS (default 10) more. The PDF's "next" is its kept rendering (decision 0050); the
 * Word and text files are built on every request.
 * `npm run bench:cv-files`. Prints; never fails on a figure.
 */
import { performance } from 'node:perf_hooks';
import { addProjects } from './lib/projects.js';
import { demoApp } from './lib/demo-app.js';

const RUNS = Number(process.env.BENCH_CV_FILES_RUNS ?? 10);
const ADMIN = { email: 'bench-cv-files@example.com', password: 'bench-password-123' };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function main(): Promise<void> {
  console.log(`[CV files] in-process, SQLite in memory, next = median of ${RUNS}`);
  const { db, app } = await demoApp(ADMIN);
  try {
    const measure = async (label: string, first: boolean) => {
      for (const url of ['/cv.pdf', '/cv.docx', '/cv.txt']) {
        const ask = async () => {
          const start = performance.now();
          const response = await app.inject({ method: 'GET', url });
          if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}`);
          return { ms: performance.now() - start, bytes: response.rawPayload.length };
        };
        const cold = first ? await ask() : undefined;
        const times: number[] = [];
        let bytes = 0;
        for (let index = 0; index < RUNS; index++) {
          const run = await ask();
          times.push(run.ms);
          bytes = run.bytes;
        }
        console.log(
          `  ${label.padEnd(20)} ${url.padEnd(9)} ${cold ? `first ${cold.ms.toFixed(1).padStart(7)} ms` : ' '.repeat(16)}` +
            `   next ${median(times).toFixed(1).padStart(7)} ms   ${(bytes / 1024).toFixed(1)} KiB`,
        );
      }
    };
    await measure('demo data', true);
    await addProjects(app, ADMIN, 200, 2);
    await measure('demo + 200 projects', false);
  } finally {
    await app.close();
    await db.close();
  }
}

await main();
