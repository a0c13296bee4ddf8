/**
 * Every design's budgets (docs/product.md §26): `npm run bench:designs`. Prints figures; never a
 * CI gate (axe, the other budget, is checked by e2e/designs.spec.ts).
 *
 * Needs a build (`npm run build`). Starts `node dist/node/server/main.js` on the demo portfolio
 * (SEED_DEMO=true, a temporary DATA_DIR, a free port), signs in as the bench's admin and, for each
 * design of src/shared/designs/designs.ts, saves it (PUT /api/settings/design), warms the page
 * (bench/lib/warm.ts: rendered, its font subsets made) and measures the visitor's home page:
 *
 * - the visitor's CSS as sent for that design: the page's inline `<style id="vitae-css">` (decision
 *   0216) and any stylesheet it links, plus its inline `<style id="vitae-design">` (tokens and the design's own CSS), gzip level 9 (budget ≤ 12 KB,
 *   1 KB = 1024 bytes);
 * - Lighthouse 12 (Debian's Chromium) at 320 and 390 px (mobile emulation, Lighthouse's default
 *   simulated slow 4G and 4× CPU) and at 1440 px (desktop emulation and throttling): performance,
 *   accessibility, FCP, LCP, TBT and CLS, the median of BENCH_DESIGNS_RUNS runs (default 5). Budgets:
 *   performance ≥ 99, accessibility 100, LCP ≤ 1.2 s, TBT ≤ 50 ms, CLS ≤ 0.01, on a quiet machine.
 *
 * After the designs, the machine's floor at each width (bench/lib/floor.ts: the smallest page, the same
 * settings), a row "(floor)": no design does better on this machine. BENCH_FLOOR=0 leaves it out.
 *
 * BENCH_DESIGNS=minimal,showcase limits the designs measured, BENCH_DESIGNS_WIDTHS=390,1440 the widths.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { DEFAULT_DESIGN_SETTINGS, DESIGN_IDS, designPaths } from '../src/shared/designs/index.js';
import { startFloorPage } from './lib/floor.js';
import { freePort, signIn } from './lib/processes.js';
import { withRetries } from './lib/retry.js';
import { warmPage } from './lib/warm.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const WEB = path.join(ROOT, 'dist/web');
const SERVER_MAIN = path.join(ROOT, 'dist/node/server/main.js');
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-password-123' };
const RUNS = Math.max(1, Number(process.env.BENCH_DESIGNS_RUNS ?? 5));
const KB = 1024;

/** The parts of Lighthouse's result read here. */
interface LighthouseResult {
  lighthouseVersion: string;
  /** Set when the run failed (bench/lib/retry.ts). */
  runtimeError?: { code: string };
  audits: Record<string, { numericValue?: number } | undefined>;
  categories: Record<string, { score?: number | null } | undefined>;
}
type Lighthouse = (
  url: string,
  flags: Record<string, unknown>,
  config?: unknown,
) => Promise<{ lhr: LighthouseResult } | undefined>;

/** Lighthouse's settings for a width: 320 px as a phone, 1440 px as a desktop. */
/** The widths measured: two phones (mobile emulation) and a desktop; BENCH_DESIGNS_WIDTHS limits them. */
const WIDTHS = [320, 390, 1440] as const;
type Width = (typeof WIDTHS)[number];

function settingsFor(width: Width): Record<string, unknown> {
  if (width !== 1440)
    return {
      formFactor: 'mobile',
      screenEmulation: {
        mobile: true,
        width,
        height: width === 320 ? 640 : 844,
        deviceScaleFactor: width === 320 ? 2 : 3,
        disabled: false,
      },
    };
  return {
    formFactor: 'desktop',
    screenEmulation: { mobile: false, width: 1440, height: 900, deviceScaleFactor: 1, disabled: false },
    throttling: { rttMs: 40, throughputKbps: 10 * 1024, cpuSlowdownMultiplier: 1 },
  };
}

/**
 * The gzip-9 size of the CSS a visitor of `base` gets: the inline stylesheets (`vitae-css`), any
 * linked one and the inline design style.
 */
async function visitorCss(base: string): Promise<number> {
  const html = await (await fetch(`${base}/`)).text();
  const inline = /<style id="vitae-design">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
  // The application's first stylesheets, inline on the visitor's page (decision 0216).
  const inlineSheets = /<style id="vitae-css">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
  const linked = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) =>
    fs.readFileSync(path.join(WEB, match[1]!.replace(/^\//, '')), 'utf8'),
  );
  return zlib.gzipSync([inlineSheets, ...linked, inline].join('\n'), { level: 9 }).length;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The figures read from one Lighthouse run. */
interface Figures {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** One printed row: the medians of `figures` for a design (or the floor) at a width. */
function row(name: string, width: number, figures: Figures[], css: string): string {
  const of = (key: keyof Figures) => median(figures.map((figure) => figure[key]));
  return (
    `  ${name.padEnd(10)}${String(width).padStart(6)}${String(of('performance')).padStart(7)}` +
    `${String(of('accessibility')).padStart(7)}${of('fcp').toFixed(2).padStart(8)}${of('lcp').toFixed(2).padStart(8)}` +
    `${of('tbt').toFixed(0).padStart(7)}${of('cls').toFixed(3).padStart(8)}${css.padStart(9)}`
  );
}

async function main(): Promise<void> {
  if (!fs.existsSync(SERVER_MAIN)) {
    console.log('Skipped: dist/node/server/main.js is missing (run npm run build).');
    return;
  }
  const lighthouse = ((await import('lighthouse')) as unknown as { default: Lighthouse }).default;
  const { launch } = await import('chrome-launcher');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-bench-designs-'));
  const server = spawn('node', [SERVER_MAIN], {
    cwd: ROOT,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  let chrome: { port: number; kill(): unknown } | undefined;
  let floor: Awaited<ReturnType<typeof startFloorPage>> | undefined;
  try {
    for (let tries = 0; ; tries++) {
      const up = await fetch(`${base}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      if (tries > 120) throw new Error('the server did not start within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const cookie = await signIn(base, ADMIN);
    chrome = await launch({
      chromePath: '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    let version = '';
    const only = process.env.BENCH_DESIGNS?.split(',').filter(Boolean);
    const widths = process.env.BENCH_DESIGNS_WIDTHS?.split(',').map(Number);
    const measuredWidths = WIDTHS.filter((each) => !widths || widths.includes(each));
    const browser = chrome;
    /** One Lighthouse run of `url` at `width`: its result and the figures read here. */
    const measure = async (url: string, width: Width) => {
      const lhr = await withRetries(() =>
        lighthouse(url, {
          port: browser.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          ...settingsFor(width),
        }),
      );
      version = lhr.lighthouseVersion;
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const category = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const measured: Figures = {
        performance: category('performance'),
        accessibility: category('accessibility'),
        fcp: audit('first-contentful-paint') / 1000,
        lcp: audit('largest-contentful-paint') / 1000,
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
      };
      return { lhr, measured };
    };
    const designs = DESIGN_IDS.filter((design) => !only || only.includes(design));
    const rows: string[] = [];
    for (const design of designs) {
      const saved = await fetch(`${base}${designPaths.settings}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ ...DEFAULT_DESIGN_SETTINGS, design }),
      });
      if (!saved.ok) throw new Error(`saving ${design}: ${saved.status} ${await saved.text()}`);
      const css = await visitorCss(base);
      // Measured as a visitor after the first finds it: rendered, its font subsets made (warm.ts).
      await warmPage(`${base}/`);
      for (const width of measuredWidths) {
        const figures: Figures[] = [];
        for (let run = 0; run < RUNS; run++) {
          const { lhr, measured } = await measure(`${base}/`, width);
          // BENCH_DESIGNS_REPORTS=<folder>: each design and width's last Lighthouse result, to read.
          if (process.env.BENCH_DESIGNS_REPORTS)
            fs.writeFileSync(
              path.join(process.env.BENCH_DESIGNS_REPORTS, `${design}-${width}.json`),
              JSON.stringify(lhr),
            );
          figures.push(measured);
        }
        rows.push(row(design, width, figures, (css / KB).toFixed(1)));
        console.log(rows[rows.length - 1]);
      }
    }
    // The machine's floor at each width (bench/lib/floor.ts): no design does better on this machine.
    if (process.env.BENCH_FLOOR !== '0') {
      floor = await startFloorPage();
      for (const width of measuredWidths) {
        const figures: Figures[] = [];
        for (let run = 0; run < RUNS; run++) figures.push((await measure(floor.url, width)).measured);
        rows.push(row('(floor)', width, figures, '-'));
        console.log(rows[rows.length - 1]);
      }
    }
    console.log(
      `\nLighthouse ${version}, median of ${RUNS} run(s) per design and width; CSS = the visitor's CSS for ` +
        'the design, gzip 9',
    );
    console.log(
      `  ${'design'.padEnd(10)}${'px'.padStart(6)}${'perf'.padStart(7)}${'a11y'.padStart(7)}` +
        `${'FCP s'.padStart(8)}${'LCP s'.padStart(8)}${'TBT ms'.padStart(7)}${'CLS'.padStart(8)}${'CSS KB'.padStart(9)}`,
    );
    for (const row of rows) console.log(row);
    console.log('  budgets: perf ≥ 99, a11y 100, LCP ≤ 1.2 s, TBT ≤ 50 ms, CLS ≤ 0.01, CSS ≤ 12 KB');
  } finally {
    await floor?.close();
    chrome?.kill();
    server.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
