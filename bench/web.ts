/**
 * Web benchmark: `npm run bench:web`. Prints figures; never a CI gate.
 *
 * 1. Builds the web app when dist/web/index.html is missing (`npm run build:web`).
 * 2. The visitor's home route: the entry script of dist/web/visitor.html (the visitor's page since
 *    decision 0160; index.html, the application, for a build without it) plus every chunk it imports
 *    statically (followed through the built files) is the initial JavaScript; the stylesheets linked
 *    from it and its inline `<style id="vitae-css">` (decision 0216) are the initial CSS. With islands, also the JavaScript of every island hydrated (the
 *    page read to its end: each island's chunk and its static imports). Sizes are raw and gzipped (zlib level 9, as decision 0020 measures).
 *    Target (decision 0020): initial JavaScript ≤ 85 KB gzipped (1 KB = 1024 bytes).
 * 3. The lazy chunks (dynamic imports) with their sizes: which ones the home route may fetch after
 *    the first render (SweetAlert2 when a message dialog opens, the loading dialog being native since
 *    decision 0021; the embla carousel when a project has two or more images) and the admin-only
 *    rest (forms, drag and drop, admin pages).
 * 4. Lighthouse 12 (mobile preset, the `lighthouse` dev dependency) on the demo portfolio: the
 *    median of BENCH_WEB_RUNS (default 5) alternating rounds of performance, LCP, FCP, TBT, CLS, SEO,
 *    accessibility and best practices, printed beside decision 0020's figures from before the
 *    server-rendered first view and its targets. When it cannot be imported the script says it was
 *    skipped, and why, and runs step 5 instead.
 *    Side by side (docs/decisions/0275-bench-web-side-by-side.md): each round measures every target
 *    once, each round starting one target later (none always first): the page, the page without
 *    scripts, Vitae's static export of the same portfolio and that portfolio's JSON Resume export
 *    rendered by `jsonresume-theme-even` (bench/lib/static-targets.ts; both from the plain static
 *    server bench/lib/static-server.ts, which sends the `.br`/`.gz` files beside a file as hosts that
 *    use them do; BENCH_STATIC=0 leaves both out), and the floor. Then JavaScript until idle on a
 *    1280×900 desktop ({@link desktopScripts}), and the goals as ratios of the medians, each with
 *    met / NOT MET ({@link printGoals}). Modes: quiet (nothing started by the bench; the line says
 *    the machine's load average while measuring) and busy, BENCH_WEB_BUSY=1: two CPU-bound processes
 *    for the measurement's duration ({@link startBusy}: `stress-ng --cpu 2`, else two node loops).
 *    With it, the script starts `node dist/node/server/main.js` (SEED_DEMO=true, a temporary
 *    DATA_DIR, port BENCH_WEB_PORT or 4321), warms the page (bench/lib/warm.ts: rendered, its font
 *    subsets made, as a visitor after the first finds it) and runs Lighthouse through Debian's Chromium. With
 *    BENCH_WEB_REPORT=<file> the whole Lighthouse result (JSON) is written there for inspection.
 *    Each run is followed by a run on the machine's floor (bench/lib/floor.ts: the smallest page,
 *    same settings), printed as its own column; BENCH_FLOOR=0 leaves it out. So is the same page
 *    without its scripts (bench/lib/without-scripts.ts: what the HTML, CSS, fonts and images cost
 *    alone), its "no JS" column; BENCH_NO_JS=0 leaves it out; with BENCH_FIRST_SCREEN=1, also its
 *    header, person's section and footer alone without scripts, a "1st screen" column. With
 *    BENCH_BASE=<another checkout, built> (e.g. a `git worktree` of an earlier commit) that checkout's
 *    server runs too (port + 1, its own demo data), measured in turn with this one in every run (which
 *    goes first alternates), printed as a "base" column: a before and after measured in the same minutes.
 * 5. Without Lighthouse: an approximation measured in Debian's Chromium through playwright-core (a
 *    Lighthouse-like mobile setting: 412×823 viewport, 4× CPU slowdown, 150 ms RTT and 1.6 Mb/s):
 *    LCP and CLS from the browser's PerformanceObserver, and TBT as the sum over long tasks of their
 *    time beyond 50 ms until the page is quiet. Labelled as such; not a Lighthouse score.
 * 6. Interaction to next paint of the category filter, the theme toggle and the language switch
 *    ({@link interactionFigures}), against the budget of docs/product.md §24. With
 *    BENCH_WEB_ONLY=inp, steps 4 and 5 are left out.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { startFloorPage } from './lib/floor.js';
import { freePort } from './lib/processes.js';
import { withRetries } from './lib/retry.js';
import { warmPage } from './lib/warm.js';
import { startStaticServer } from './lib/static-server.js';
import { startWithoutScripts } from './lib/without-scripts.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const WEB = path.join(ROOT, 'dist/web');
const TARGET_JS_KB = 85;
/** BENCH_FLOOR=0 leaves out the machine's floor (bench/lib/floor.ts). */
const BENCH_FLOOR = process.env.BENCH_FLOOR !== '0';
/** BENCH_NO_JS=0 leaves out the page without its scripts (bench/lib/without-scripts.ts). */
const BENCH_NO_JS = process.env.BENCH_NO_JS !== '0';
/** BENCH_FIRST_SCREEN=1 adds the page's first screen alone, without scripts (the same file). */
const BENCH_FIRST_SCREEN = process.env.BENCH_FIRST_SCREEN === '1';
/**
 * BENCH_STATIC=0 leaves out the static export and the JSON Resume theme's page
 * (bench/lib/static-targets.ts, served by bench/lib/static-server.ts).
 */
const BENCH_STATIC = process.env.BENCH_STATIC !== '0';
/** BENCH_WEB_BUSY=1: two CPU-bound processes run while the pages are measured ({@link startBusy}). */
const BENCH_WEB_BUSY = process.env.BENCH_WEB_BUSY === '1';
/** BENCH_BASE=<another checkout, built>: its demo page measured in turn with this one's. */
const BENCH_BASE = process.env.BENCH_BASE;
const KB = 1024;

interface Asset {
  file: string;
  raw: number;
  gzip: number;
}

function measure(file: string): Asset {
  const bytes = fs.readFileSync(path.join(WEB, file));
  return { file, raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const sum = (assets: Asset[], key: 'raw' | 'gzip') => assets.reduce((total, asset) => total + asset[key], 0);

/** Relative chunk paths a built JS file imports statically (`import ... from "./x.js"`, `import "./x.js"`). */
function staticImports(file: string): string[] {
  const code = fs.readFileSync(path.join(WEB, file), 'utf8');
  const found = new Set<string>();
  for (const match of code.matchAll(
    /(?:^|[;\s}])import\s*(?:[\w$*{}\s,]+from\s*)?["'`](\.{1,2}\/[^"'`]+)["'`]/g,
  )) {
    found.add(path.posix.join(path.posix.dirname(file), match[1]!));
  }
  return [...found];
}

/** Relative chunk paths a built JS file imports dynamically (`import("./x.js")`, any quote). */
function dynamicImports(file: string): string[] {
  const code = fs.readFileSync(path.join(WEB, file), 'utf8');
  return [...code.matchAll(/import\(\s*["'`](\.{1,2}\/[^"'`]+)["'`]\s*\)/g)].map((match) =>
    path.posix.join(path.posix.dirname(file), match[1]!),
  );
}

function closure(entries: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return [...seen];
}

function bundleFigures(): void {
  if (!fs.existsSync(path.join(WEB, 'index.html'))) {
    console.log('dist/web is missing: building the web app (npm run build:web) ...');
    const build = spawnSync('npm', ['run', '--silent', 'build:web'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build:web failed');
  }
  const visitorPage = fs.existsSync(path.join(WEB, 'visitor.html')) ? 'visitor.html' : 'index.html';
  const html = fs.readFileSync(path.join(WEB, visitorPage), 'utf8');
  const local = (url: string) => url.replace(/^\//, '');
  const entries = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => local(m[1]!));
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) =>
    local(m[1]!),
  );
  const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) =>
    local(m[1]!),
  );

  const initialFiles = closure([...entries, ...preloads]);
  const initial = initialFiles.map(measure).sort((a, b) => b.gzip - a.gzip);
  const css = styles.map(measure);
  // The visitor's page carries the same stylesheets inline (docs/decisions/0216-visitor-css-inline.md).
  const inlineCss = /<style id="vitae-css">([\s\S]*?)<\/style>/.exec(html)?.[1];
  if (inlineCss !== undefined) {
    const bytes = Buffer.from(inlineCss);
    css.push({
      file: `${visitorPage} <style id="vitae-css">`,
      raw: bytes.length,
      gzip: zlib.gzipSync(bytes, { level: 9 }).length,
    });
  }

  const lazyFiles = new Set<string>();
  for (const file of fs.readdirSync(path.join(WEB, 'assets'))) {
    if (file.endsWith('.js')) lazyFiles.add(`assets/${file}`);
  }
  for (const file of initialFiles) lazyFiles.delete(file);
  const lazy = [...lazyFiles].map(measure).sort((a, b) => b.gzip - a.gzip);

  // Chunks the home route itself may load after the first render.
  const homeLazy = new Set<string>();
  for (const file of initialFiles) {
    for (const target of dynamicImports(file)) {
      const name = path.posix.basename(target);
      if (/^(sweetalert2|carousel-embla)/.test(name))
        closure([target]).forEach((chunk) => homeLazy.add(chunk));
    }
  }

  console.log(`\n== Visitor home route (dist/web/${visitorPage}), gzip level 9`);
  console.log('Initial JavaScript (entry + static imports):');
  for (const asset of initial)
    console.log(`  ${asset.file.padEnd(48)} ${kb(asset.raw).padStart(10)}  gz ${kb(asset.gzip)}`);
  const initialGz = sum(initial, 'gzip');
  console.log(`  TOTAL ${kb(sum(initial, 'raw'))} raw, ${kb(initialGz)} gzipped`);
  console.log(
    `  target ≤ ${TARGET_JS_KB} KB gzipped: ${initialGz <= TARGET_JS_KB * KB ? 'MET' : `MISSED by ${kb(initialGz - TARGET_JS_KB * KB)}`}`,
  );
  if (visitorPage === 'visitor.html') {
    // Every island hydrated: the entry's dynamic imports (the islands and the React runtime), each
    // with its static imports; the application's entry (a hand-over at Login) is not counted.
    const islands = new Set(initialFiles);
    for (const file of initialFiles)
      for (const target of dynamicImports(file))
        if (!/\/(main|index)-[\w-]+\.js$/.test(target))
          closure([target]).forEach((chunk) => islands.add(chunk));
    const all = [...islands].map(measure);
    console.log(
      `Every island hydrated (the page read to its end): ${all.length} files, ${kb(sum(all, 'raw'))} raw, ${kb(sum(all, 'gzip'))} gzipped`,
    );
  }
  console.log(`Initial CSS (${styles.length} stylesheet request(s) before the first paint):`);
  for (const asset of css)
    console.log(`  ${asset.file.padEnd(48)} ${kb(asset.raw).padStart(10)}  gz ${kb(asset.gzip)}`);
  console.log(`  TOTAL ${kb(sum(css, 'raw'))} raw, ${kb(sum(css, 'gzip'))} gzipped`);

  const home = lazy.filter((asset) => homeLazy.has(asset.file));
  const rest = lazy.filter((asset) => !homeLazy.has(asset.file));
  console.log('Loaded by the home route after the first render (dynamic imports):');
  for (const asset of home) console.log(`  ${asset.file.padEnd(48)} gz ${kb(asset.gzip)}`);
  console.log(`  TOTAL ${kb(sum(home, 'gzip'))} gzipped`);
  console.log(
    `Other lazy chunks (admin area and the rest), never loaded by a visitor's home page: ${rest.length} files, ${kb(sum(rest, 'gzip'))} gzipped`,
  );
  for (const asset of rest.slice(0, 8)) console.log(`  ${asset.file.padEnd(48)} gz ${kb(asset.gzip)}`);
  if (rest.length > 8) console.log(`  ... and ${rest.length - 8} smaller`);
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

let lighthouseMissing = false;

/**
 * Decision 0020's figures before the server-rendered first view (Lighthouse 12.8.2, mobile preset, demo
 * portfolio) and its targets: [label, before, target, decimals]. CLS and accessibility had no figure.
 */
const BEFORE = {
  performance: ['performance', 96, '≥ 99', 0],
  lcp: ['LCP (s)', 2.4, '≤ 1.2', 2],
  fcp: ['FCP (s)', 1.8, '≤ 1.0', 2],
  tbt: ['TBT (ms)', 100, '≤ 50', 0],
  cls: ['CLS', Number.NaN, '≤ 0.01', 3],
  seo: ['SEO', 83, '100', 0],
  accessibility: ['accessibility', Number.NaN, '100', 0],
  bestPractices: ['best practices', 96, '100', 0],
} as const satisfies Record<string, readonly [string, number, string, number]>;

/**
 * Start the production server of the checkout at `root` (default this one; built) on the demo
 * portfolio at `port`; answers its URL and a stop function, or undefined when it is not built.
 */
async function startDemoServer(
  root = ROOT,
  port = Number(process.env.BENCH_WEB_PORT ?? 4321),
): Promise<{ url: string; stop(): void } | undefined> {
  const serverMain = path.join(root, 'dist/node/server/main.js');
  if (!fs.existsSync(serverMain)) {
    console.log(`Skipped: ${serverMain} is missing (run npm run build there).`);
    return undefined;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-bench-web-'));
  const server: ChildProcess = spawn('node', [serverMain], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  const stop = () => {
    server.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, 120_000);
    // Measured as a visitor after the first finds it: rendered, its font subsets made (warm.ts).
    await warmPage(`http://127.0.0.1:${port}/`);
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}/`, stop };
}

/** Step 5: LCP, CLS and a TBT estimate measured in Chromium with mobile-like throttling. */
async function chromiumFigures(): Promise<void> {
  console.log('\n== Chromium approximation (NOT Lighthouse): mobile-like throttling, demo portfolio');
  const server = await startDemoServer();
  if (!server) return;
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const runs: { lcp: number; cls: number; tbt: number }[] = [];
    for (let run = 0; run < 3; run++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(() => {
        const w = window as unknown as { __perf: { lcp: number; cls: number; tbt: number } };
        w.__perf = { lcp: 0, cls: 0, tbt: 0 };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.__perf.lcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) w.__perf.cls += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.__perf.tbt += Math.max(0, entry.duration - 50);
        }).observe({ type: 'longtask', buffered: true });
      });
      await page.goto(server.url, { waitUntil: 'networkidle' });
      await page.waitForTimeout(2500); // the loading dialog's minimum second and the fade-ins
      runs.push(
        await page.evaluate(
          () => (window as unknown as { __perf: { lcp: number; cls: number; tbt: number } }).__perf,
        ),
      );
      await context.close();
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    console.log(
      `  3 cold loads, median: LCP ${(median(runs.map((r) => r.lcp)) / 1000).toFixed(2)} s, ` +
        `TBT ~${Math.round(median(runs.map((r) => r.tbt)))} ms, CLS ${median(runs.map((r) => r.cls)).toFixed(3)} (target ≤ 0.02)`,
    );
  } finally {
    await browser.close();
    server.stop();
  }
}

/** Interaction to next paint's budget of the issue's interactions (docs/product.md §24). */
const INP_BUDGET_MS = 100;

/**
 * Step 6: interaction to next paint of the visitor's interactions, measured in Debian's Chromium
 * through playwright-core with the mobile-like setting of step 5 (412×823, 4× CPU slowdown): a
 * PerformanceObserver on Event Timing entries (`event`, durationThreshold 16 ms, the lowest the
 * browser allows) keeps, per interaction, its longest entry (its INP contribution: input delay,
 * handlers and the time to the next paint). Interactions, each on a fresh page of the demo portfolio
 * read to the projects: the category filter's first click (its island not hydrated yet: the click
 * is held and given to it once it is), a second click once hydrated, the header's theme toggle and
 * the language switch (the texts change in place; the page in the other language is fetched after
 * the interaction's paint). Median of BENCH_WEB_INP_RUNS (default 3) runs, printed beside
 * {@link INP_BUDGET_MS}; the e2e test (e2e/visitor-islands.spec.ts) checks only that each
 * interaction's result shows, never a time.
 */
async function interactionFigures(): Promise<void> {
  console.log('\n== Interaction to next paint (Chromium, Event Timing, 4× CPU slowdown, demo portfolio)');
  const server = await startDemoServer();
  if (!server) return;
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const names = [
    'category filter, first click',
    'category filter, hydrated',
    'theme toggle',
    'language switch',
  ];
  const runs: number[][] = [];
  try {
    for (let run = 0; run < Math.max(1, Number(process.env.BENCH_WEB_INP_RUNS ?? 3)); run++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(() => {
        const w = window as unknown as { __interactions: Record<number, number> };
        w.__interactions = {};
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) {
            const id = entry.interactionId ?? 0;
            if (id > 0) w.__interactions[id] = Math.max(w.__interactions[id] ?? 0, entry.duration);
          }
        }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
      });
      /** The INP contribution of the one interaction `act` makes (waits for its Event Timing entry). */
      const timed = async (act: () => Promise<void>): Promise<number> => {
        const before = await page.evaluate(() =>
          Object.keys((window as unknown as { __interactions: object }).__interactions).map(Number),
        );
        await act();
        const handle = await page.waitForFunction(
          (known) => {
            const all = (window as unknown as { __interactions: Record<number, number> }).__interactions;
            const fresh = Object.keys(all)
              .map(Number)
              .filter((id) => !known.includes(id));
            return fresh.length > 0 ? Math.max(...fresh.map((id) => all[id]!)) : false;
          },
          before,
          { timeout: 30_000 },
        );
        return (await handle.jsonValue()) as number;
      };
      await page.goto(server.url, { waitUntil: 'networkidle' });
      const projects = page.locator('[data-island="projects"]');
      const chips = projects.locator('section[aria-labelledby="categories-heading"] a');
      await projects.locator('h2').first().scrollIntoViewIfNeeded();
      const figures: number[] = [];
      const clickChip = (index: number) => async () => {
        await chips.nth(index).click();
        await page.waitForSelector(
          `[data-island="projects"] section[aria-labelledby="categories-heading"] li:nth-child(${index + 1}) a[aria-current="true"]`,
        );
      };
      figures.push(await timed(clickChip(0)));
      await page.waitForSelector('[data-island="projects"][data-island-hydrated]');
      figures.push(await timed(clickChip(1)));
      await page.evaluate(() => window.scrollTo(0, 0));
      figures.push(
        await timed(async () => {
          await page.getByRole('banner').getByRole('button', { name: 'Dark theme' }).click();
          await page.waitForSelector('html[data-theme]');
        }),
      );
      figures.push(
        await timed(async () => {
          await page.getByRole('banner').getByRole('link', { name: 'Español' }).click();
          await page.waitForSelector('html[lang="es"]');
        }),
      );
      runs.push(figures);
      await context.close();
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    console.log(`  median of ${runs.length} run(s), budget ≤ ${INP_BUDGET_MS} ms each:`);
    names.forEach((name, index) => {
      const value = median(runs.map((figures) => figures[index]!));
      console.log(
        `  ${name.padEnd(32)}${`${Math.round(value)} ms`.padStart(8)}  ${value <= INP_BUDGET_MS ? 'MET' : 'MISSED'}` +
          `  (runs: ${runs.map((figures) => Math.round(figures[index]!)).join(', ')})`,
      );
    });
  } finally {
    await browser.close();
    server.stop();
  }
}

/** The parts of Lighthouse's result this bench reads. */
interface LighthouseResult {
  lighthouseVersion: string;
  /** Set when the run failed (Chromium's trace of the load lost its navigation start: NO_NAVSTART). */
  runtimeError?: { code: string };
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } } | undefined>;
  categories: Record<string, { score?: number | null } | undefined>;
}

type TargetKey = 'page' | 'base' | 'noJs' | 'firstScreen' | 'static' | 'theme' | 'floor';

/** A page measured in turn with the others: its column's label and each round's figures. */
interface Target {
  key: TargetKey;
  label: string;
  url: string;
  figures: Record<keyof typeof BEFORE, number>[];
}

/**
 * Busy mode (BENCH_WEB_BUSY=1): two CPU-bound processes for the measurement's duration, as a phone
 * busy with other work: `stress-ng --cpu 2` when it is installed, else two `node` busy loops.
 * Answers a function stopping them (idempotent) and what was started.
 */
function startBusy(): { stop(): void; label: string } {
  const hasStress = spawnSync('stress-ng', ['--version'], { stdio: 'ignore' }).status === 0;
  const children: ChildProcess[] = hasStress
    ? [spawn('stress-ng', ['--cpu', '2', '--quiet'], { stdio: 'ignore' })]
    : [0, 1].map(() => spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
  let stopped = false;
  return {
    label: hasStress ? 'stress-ng --cpu 2 running' : 'two node busy loops running',
    stop() {
      if (stopped) return;
      stopped = true;
      for (const child of children) child.kill('SIGTERM');
    },
  };
}

/**
 * JavaScript until idle on a 1280×900 desktop (the issue's goal, beside the original client's
 * 142.7 KB): Debian's Chromium through playwright-core, no throttling, the demo page loaded and left
 * until no script was fetched for 3 s after the network was idle; the gzip-9 size of every script it
 * fetched that is a file of dist/web. Median of 3 loads, in KB.
 */
async function desktopScripts(url: string): Promise<number> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const sizes: number[] = [];
  try {
    for (let load = 0; load < 3; load++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const scripts = new Set<string>();
      let last = Date.now();
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        scripts.add(new URL(response.url()).pathname.replace(/^\//, ''));
        last = Date.now();
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      while (Date.now() - last < 3000) await page.waitForTimeout(500);
      let bytes = 0;
      for (const file of scripts) if (fs.existsSync(path.join(WEB, file))) bytes += measure(file).gzip;
      sizes.push(bytes / KB);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return [...sizes].sort((a, b) => a - b)[1]!;
}

/** The original client's JavaScript until idle (decision 0160's figure), gzipped KB. */
const ORIGINAL_CLIENT_KB = 142.7;

/**
 * The speed goals as ratios of figures measured side by side (docs/decisions/0275-bench-web-side-by-side.md),
 * each printed with its figures and met / not met; "-" when a target was left out.
 */
function printGoals(figures: {
  page(key: keyof typeof BEFORE): number;
  noJs(key: keyof typeof BEFORE): number;
  static(key: keyof typeof BEFORE): number;
  theme(key: keyof typeof BEFORE): number;
  desktopKb: number;
}): void {
  const { page, noJs, theme, desktopKb } = figures;
  const exported = figures.static;
  const ms = (seconds: number) => `${Math.round(seconds * 1000)} ms`;
  const goals: [string, string, boolean | undefined][] = [];
  const known = (...values: number[]) => values.every((value) => !Number.isNaN(value));
  const add = (goal: string, shown: string, ok: boolean, ...values: number[]) =>
    goals.push([goal, known(...values) ? shown : '-', known(...values) ? ok : undefined]);
  add(
    'TBT page − TBT no JS ≤ 30 ms',
    `${Math.round(page('tbt'))} − ${Math.round(noJs('tbt'))} = ${Math.round(page('tbt') - noJs('tbt'))} ms`,
    page('tbt') - noJs('tbt') <= 30,
    page('tbt'),
    noJs('tbt'),
  );
  add(
    'LCP page ≤ 1.05× no JS',
    `${ms(page('lcp'))} / ${ms(noJs('lcp'))} = ${(page('lcp') / noJs('lcp')).toFixed(3)}×`,
    page('lcp') <= 1.05 * noJs('lcp'),
    page('lcp'),
    noJs('lcp'),
  );
  add(
    "LCP page ≤ theme's",
    `${ms(page('lcp'))} / ${ms(theme('lcp'))} = ${(page('lcp') / theme('lcp')).toFixed(2)}×`,
    page('lcp') <= theme('lcp'),
    page('lcp'),
    theme('lcp'),
  );
  add(
    "performance page ≥ theme's − 2",
    `${page('performance')} vs ${theme('performance')}`,
    page('performance') >= theme('performance') - 2,
    page('performance'),
    theme('performance'),
  );
  add(
    `JS until idle, 1280×900 ≤ 0.5× ${ORIGINAL_CLIENT_KB} KB`,
    `${desktopKb.toFixed(1)} KB = ${(desktopKb / ORIGINAL_CLIENT_KB).toFixed(2)}×`,
    desktopKb <= 0.5 * ORIGINAL_CLIENT_KB,
    desktopKb,
  );
  add(
    'LCP static export ≤ 1.05× page',
    `${ms(exported('lcp'))} / ${ms(page('lcp'))} = ${(exported('lcp') / page('lcp')).toFixed(3)}×`,
    exported('lcp') <= 1.05 * page('lcp'),
    exported('lcp'),
    page('lcp'),
  );
  console.log('Goals (ratios of the medians above, measured side by side):');
  for (const [goal, shown, ok] of goals)
    console.log(`  ${goal.padEnd(40)}${shown.padEnd(30)}${ok === undefined ? '-' : ok ? 'met' : 'NOT MET'}`);
}

async function lighthouseFigures(): Promise<void> {
  console.log('\n== Lighthouse (mobile preset, Debian Chromium)');
  let lighthouse: (
    url: string,
    flags: Record<string, unknown>,
  ) => Promise<{ lhr: LighthouseResult } | undefined>;
  let launch: (options: Record<string, unknown>) => Promise<{ port: number; kill(): unknown }>;
  try {
    const moduleName = 'lighthouse';
    lighthouse = ((await import(moduleName)) as { default: typeof lighthouse }).default;
    const launcherName = 'chrome-launcher';
    launch = ((await import(launcherName)) as { launch: typeof launch }).launch;
  } catch (error) {
    lighthouseMissing = true;
    console.log(
      `Lighthouse skipped: the 'lighthouse' package (and its 'chrome-launcher') cannot be imported here ` +
        `(${error instanceof Error ? error.message.split('\n')[0] : String(error)}). It is not a dependency of ` +
        'this project; install it to get the performance score, LCP, TBT and CLS.',
    );
    return;
  }
  const port = Number(process.env.BENCH_WEB_PORT ?? 4321);
  let server: Awaited<ReturnType<typeof startDemoServer>>;
  let base: Awaited<ReturnType<typeof startDemoServer>>;
  let chrome: { port: number; kill(): unknown } | undefined;
  const closers: (() => unknown)[] = [];
  let busy: { stop(): void; label: string } | undefined;
  try {
    server = await startDemoServer(ROOT, port);
    if (!server) return;
    // Another built checkout (BENCH_BASE), measured in turn with this one, run for run.
    if (BENCH_BASE) {
      base = await startDemoServer(path.resolve(BENCH_BASE), port + 1);
      if (!base) return;
    }
    chrome = await launch({
      chromePath: '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    const browser = chrome;
    const runs = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 5));
    let version = '';
    /** The pages measured in turn, run for run: the page first in the table. */
    const targets: Target[] = [{ key: 'page', label: 'page', url: server.url, figures: [] }];
    if (base) targets.push({ key: 'base', label: 'base', url: base.url, figures: [] });
    // The same page without its scripts (bench/lib/without-scripts.ts).
    if (BENCH_NO_JS) {
      const noScripts = await startWithoutScripts(server.url);
      closers.push(() => noScripts.close());
      targets.push({ key: 'noJs', label: 'no JS', url: noScripts.url, figures: [] });
    }
    if (BENCH_FIRST_SCREEN) {
      const firstScreen = await startWithoutScripts(server.url, { firstScreen: true });
      closers.push(() => firstScreen.close());
      targets.push({ key: 'firstScreen', label: '1st screen', url: firstScreen.url, figures: [] });
    }
    // The static export and the JSON Resume theme's page, each from the plain static server.
    if (BENCH_STATIC) {
      const exportPort = await freePort();
      const exportUrl = `http://127.0.0.1:${exportPort}/`;
      console.log('  publishing the demo portfolio as a static site, and as jsonresume-theme-even ...');
      const { prepareStaticTargets } = await import('./lib/static-targets.js');
      const folders = await prepareStaticTargets(WEB, exportUrl);
      closers.push(() => folders.remove());
      const exported = await startStaticServer(folders.exportDir, exportPort);
      closers.push(() => exported.close());
      const theme = await startStaticServer(folders.themeDir);
      closers.push(() => theme.close());
      targets.push({ key: 'static', label: 'static', url: exported.url, figures: [] });
      targets.push({ key: 'theme', label: 'theme', url: theme.url, figures: [] });
    }
    // The machine's floor (bench/lib/floor.ts).
    if (BENCH_FLOOR) {
      const floor = await startFloorPage();
      closers.push(() => floor.close());
      targets.push({ key: 'floor', label: 'floor', url: floor.url, figures: [] });
    }
    const scriptKb: number[] = [];
    const run = async (url: string) => {
      const lhr = await withRetries(() =>
        lighthouse(url, {
          port: browser.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        }),
      );
      version = lhr.lighthouseVersion;
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      // The scripts Lighthouse saw fetched until the network was idle, by their gzip-9 size.
      const requests = (lhr.audits['network-requests']?.details?.items ?? []) as {
        url?: string;
        resourceType?: string;
      }[];
      let scripts = 0;
      for (const item of requests) {
        if (item.resourceType !== 'Script' || !item.url) continue;
        const file = new URL(item.url).pathname.replace(/^\//, '');
        if (fs.existsSync(path.join(WEB, file))) scripts += measure(file).gzip;
      }
      const category = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const measured: Record<keyof typeof BEFORE, number> = {
        performance: category('performance'),
        lcp: audit('largest-contentful-paint') / 1000,
        fcp: audit('first-contentful-paint') / 1000,
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        seo: category('seo'),
        accessibility: category('accessibility'),
        bestPractices: category('best-practices'),
      };
      return { lhr, measured, scripts };
    };
    busy = BENCH_WEB_BUSY ? startBusy() : undefined;
    const started = Date.now();
    const loads: number[] = [];
    const loadTimer = setInterval(() => loads.push(os.loadavg()[0]!), 5000);
    try {
      for (let index = 0; index < runs; index++) {
        // Alternating: each round starts one target later, so none is always first (or last).
        for (let step = 0; step < targets.length; step++) {
          const target = targets[(index + step) % targets.length]!;
          const result = await run(target.url);
          target.figures.push(result.measured);
          if (target.key === 'page') {
            if (process.env.BENCH_WEB_REPORT)
              fs.writeFileSync(process.env.BENCH_WEB_REPORT, JSON.stringify(result.lhr, null, 2));
            scriptKb.push(result.scripts / KB);
          }
        }
      }
    } finally {
      clearInterval(loadTimer);
    }
    const desktopKb = await desktopScripts(server.url);
    busy?.stop();
    if (process.env.BENCH_WEB_REPORT)
      console.log(`  last Lighthouse result written to ${process.env.BENCH_WEB_REPORT}`);
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const load = loads.length > 0 ? median(loads) : os.loadavg()[0]!;
    console.log(
      `Lighthouse ${version}, mobile preset, median of ${runs} alternating round(s) in ` +
        `${Math.round((Date.now() - started) / 60_000)} min; mode: ${busy ? `busy (${busy.label})` : 'quiet (nothing started by the bench)'}; ` +
        `machine load average ${load.toFixed(1)} (median, 1 min, ${os.cpus().length} cores) (before: decision 0020's figures)`,
    );
    console.log(
      `  ${'figure'.padEnd(15)}${'before'.padStart(9)}${targets.map((target) => target.label.padStart(Math.max(9, target.label.length + 1))).join('')}  target`,
    );
    const figureOf = (target: Target | undefined, key: keyof typeof BEFORE) =>
      target && target.figures.length > 0 ? median(target.figures.map((figure) => figure[key])) : Number.NaN;
    for (const key of Object.keys(BEFORE) as (keyof typeof BEFORE)[]) {
      const [label, before, target, digits] = BEFORE[key];
      const show = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(digits));
      console.log(
        `  ${label.padEnd(15)}${show(before).padStart(9)}${targets.map((entry) => show(figureOf(entry, key)).padStart(Math.max(9, entry.label.length + 1))).join('')}  ${target}`,
      );
    }
    const legend: Partial<Record<TargetKey, string>> = {
      base: `the checkout at ${BENCH_BASE}`,
      noJs: 'the same page without its scripts (bench/lib/without-scripts.ts)',
      firstScreen: "the header, the person's section and the footer alone, without scripts",
      static:
        "Vitae's static export of the same portfolio (publish), plain static server (bench/lib/static-server.ts: its .br/.gz files, no compression on the fly)",
      theme: "the same portfolio's JSON Resume export rendered by jsonresume-theme-even, same server",
      floor: 'the smallest page (bench/lib/floor.ts); no page does better here',
    };
    for (const target of targets)
      if (legend[target.key]) console.log(`  ${target.label}: ${legend[target.key]}`);
    console.log(
      `  ${'JS until idle'.padEnd(15)}${'149.3'.padStart(9)}${median(scriptKb).toFixed(1).padStart(9)}  ≤ ${TARGET_JS_KB} KB gzipped, mobile (before: decision 0160's figure)`,
    );
    printGoals({
      page: (key) =>
        figureOf(
          targets.find((target) => target.key === 'page'),
          key,
        ),
      noJs: (key) =>
        figureOf(
          targets.find((target) => target.key === 'noJs'),
          key,
        ),
      static: (key) =>
        figureOf(
          targets.find((target) => target.key === 'static'),
          key,
        ),
      theme: (key) =>
        figureOf(
          targets.find((target) => target.key === 'theme'),
          key,
        ),
      desktopKb,
    });
  } finally {
    busy?.stop();
    for (const close of closers.reverse()) await close();
    chrome?.kill();
    server?.stop();
    base?.stop();
  }
}

bundleFigures();
if (process.env.BENCH_WEB_ONLY !== 'inp') {
  await lighthouseFigures();
  if (lighthouseMissing) await chromiumFigures();
}
await interactionFigures();
