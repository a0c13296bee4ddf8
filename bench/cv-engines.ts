/**
 * `npm run bench:cv`: the PDF CV's engines side by side (docs/decisions/0255-tagged-pdf-engine.md).
 * For each design, on the demo portfolio and on a long resume (demo + 60 projects) in memory:
 * cold (the first render of a fresh process's engine: fonts and compiler loaded) and warm (median of
 * BENCH_CV_RUNS, default 7, renders with nothing of the document cached) render time, the process's
 * resident memory after the renders, and the file size, for the Typst engine (tagged) and the
 * react-pdf engine it replaces (untagged). Each engine runs in its own child process so that "cold"
 * and memory are its own. Prints; never fails on a figure.
 *
 *   npm run bench:cv                # both engines, every design
 *   BENCH_CV_ENGINE=typst npx tsx bench/cv-engines.ts --child   # one engine, as the parent runs it
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { addProjects } from './lib/projects.js';
import { demoApp } from './lib/demo-app.js';
import { CvRenderer } from '../src/server/modules/cv/cv.routes.js';
import { DESIGN_IDS } from '../src/shared/designs/index.js';

const RUNS = Number(process.env.BENCH_CV_RUNS ?? 7);
const ADMIN = { email: 'bench-cv@example.com', password: 'bench-password-123' };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** The page count, read by poppler's pdfinfo (Typst packs its page objects in compressed streams). */
function pageCount(bytes: Buffer): number {
  const file = path.join(os.tmpdir(), `vitae-bench-cv-${process.pid}.pdf`);
  fs.writeFileSync(file, bytes);
  try {
    return Number(
      /^Pages:\s+(\d+)/m.exec(
        execFileSync('pdfinfo', [file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }),
      )?.[1],
    );
  } finally {
    fs.rmSync(file, { force: true });
  }
}

interface Row {
  data: string;
  design: string;
  coldMs: number;
  warmMs: number;
  rssMb: number;
  kib: number;
  pages: number;
}

async function child(): Promise<void> {
  const { db, app } = await demoApp(ADMIN);
  const rows: Row[] = [];
  try {
    const measure = async (data: string) => {
      for (const design of DESIGN_IDS) {
        const settings = { design, accent: null, fonts: null, photoShape: null };
        const render = () => new CvRenderer(db.kysely).render('a4', 'en', settings, false);
        let start = performance.now();
        const first = await render();
        const coldMs = performance.now() - start;
        const times: number[] = [];
        for (let run = 0; run < RUNS; run++) {
          start = performance.now();
          await render();
          times.push(performance.now() - start);
        }
        rows.push({
          data,
          design,
          coldMs,
          warmMs: median(times),
          rssMb: process.memoryUsage().rss / 1e6,
          kib: first.bytes.length / 1024,
          pages: pageCount(first.bytes),
        });
      }
    };
    await measure('demo');
    await addProjects(app, ADMIN, 60, 2);
    await measure('demo + 60 projects');
  } finally {
    await app.close();
    await db.close();
  }
  process.stdout.write(JSON.stringify(rows));
}

function parent(): void {
  const self = fileURLToPath(import.meta.url);
  const engines = (process.env.BENCH_CV_ENGINES ?? 'typst,react-pdf').split(',');
  const results = new Map<string, Row[]>();
  for (const engine of engines) {
    const output = execFileSync(process.execPath, ['--import', 'tsx', self, '--child'], {
      env: { ...process.env, VITAE_CV_ENGINE: engine },
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    results.set(engine, JSON.parse(output.slice(output.indexOf('['))) as Row[]);
  }
  console.log(`[PDF CV engines] A4, English, in-process, SQLite in memory; warm = median of ${RUNS}`);
  console.log(
    `  ${'data'.padEnd(20)} ${'design'.padEnd(9)} ${engines
      .map((engine) => `${engine}: cold ms  warm ms  RSS MB   KiB pp`.padEnd(44))
      .join('  ')}`,
  );
  const first = results.get(engines[0]!)!;
  for (let index = 0; index < first.length; index++) {
    const cells = engines.map((engine) => {
      const row = results.get(engine)![index]!;
      return `${' '.repeat(engine.length + 1)} ${row.coldMs.toFixed(0).padStart(7)}  ${row.warmMs
        .toFixed(0)
        .padStart(
          7,
        )}  ${row.rssMb.toFixed(0).padStart(6)}  ${row.kib.toFixed(0).padStart(5)} ${String(row.pages).padStart(2)}`.padEnd(
        44,
      );
    });
    console.log(`  ${first[index]!.data.padEnd(20)} ${first[index]!.design.padEnd(9)} ${cells.join('  ')}`);
  }
  if (engines.length === 2) {
    const [a, b] = engines.map((engine) => results.get(engine)!);
    const ratio = median(a!.map((row, index) => row.warmMs / b![index]!.warmMs));
    console.log(`  warm time ${engines[0]} / ${engines[1]}: median ratio ${ratio.toFixed(2)}`);
  }
}

if (process.argv.includes('--child')) await child();
else parent();
