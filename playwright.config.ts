/**
 * Playwright end-to-end config: Debian's Chromium (/usr/bin/chromium), five production servers
 * (e2e/fixtures/servers.ts): visitor specs read a demo portfolio nobody changes, admin specs change
 * their own copies.
 *
 * The build is done before Playwright runs (`npm test` builds; locally: `npm run build`). The config
 * starts the five servers with `node dist/node/server/main.js`, each on loopback with a fresh
 * temporary DATA_DIR (removed when Playwright exits): the demo portfolio (SEED_DEMO=true, port 4311,
 * the default baseURL), an empty portfolio (SEED_DEMO=false, port 4312; specs switch with
 * `test.use({ baseURL: EMPTY_URL })`), two copies of the demo for the admin specs (4313 and 4315) and
 * an empty one for the new owner's journeys (4314). LOGIN_RATE_LIMIT is high so API logins in specs
 * never hit it.
 *
 * Workers: one per core (`PW_WORKERS` to change). Visitor specs only read their servers (or add a
 * category of their own), so their files run side by side; each admin project and the owner's
 * change one server of their own, so they run one file at a time (`workers: 1`), beside visitor
 * files or each other (docs/decisions/0229-ci-in-half-the-time.md). The admin projects come first,
 * so their long runs of files start at once.
 *
 * Results: test-results/playwright.json (read by scripts/test.mjs for the summary line); screenshots
 * and traces under test-results/playwright/ (only that folder is cleaned at start, so the Vitest
 * report beside it survives).
 */
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ADMIN,
  ADMIN_B_PORT,
  ADMIN_B_URL,
  ADMIN_PORT,
  ADMIN_URL,
  DEMO_PORT,
  DEMO_URL,
  EMPTY_PORT,
  OWNER_PORT,
  OWNER_URL,
} from './e2e/fixtures/servers.js';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const isWorker = process.env.TEST_WORKER_INDEX !== undefined;
const dataDirs: string[] = [];

/** A fresh data folder for one server (only the main process starts servers; workers get a dummy). */
function freshDataDir(name: string): string {
  if (isWorker) return os.tmpdir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `vitae-e2e-${name}-`));
  dataDirs.push(dir);
  return dir;
}

if (!isWorker) {
  process.on('exit', () => {
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });
}

type WebServer = NonNullable<PlaywrightTestConfig['webServer']>;

function server(port: number, seedDemo: boolean, name: string): Exclude<WebServer, unknown[]> {
  return {
    command: 'node dist/node/server/main.js',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: freshDataDir(name),
      SEED_DEMO: String(seedDemo),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOGIN_RATE_LIMIT: '1000',
      // Robots fill the contact form in milliseconds, and so does Playwright (e2e/admin-contact.spec.ts).
      CONTACT_MIN_FILL_SECONDS: '0',
      LOG_LEVEL: 'warn',
    },
  };
}

/**
 * Each spec file in exactly one project: a file that no project's `testMatch` names would run
 * nowhere, silently, and one named twice would run twice on different servers. Checked when the
 * config loads; a mistake stops the run with the file's name (decision 0229).
 */
function checkEveryFileInOneProject(projects: { name?: string; testMatch?: unknown }[]): void {
  const asRegExp = (glob: string) =>
    new RegExp(`^${glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
  const files = fs
    .readdirSync(path.join(import.meta.dirname, 'e2e'))
    .filter((file) => file.endsWith('.spec.ts'));
  for (const file of files) {
    const owners = projects.filter((project) =>
      (Array.isArray(project.testMatch) ? project.testMatch : [project.testMatch]).some(
        (glob) => typeof glob === 'string' && asRegExp(glob).test(file),
      ),
    );
    if (owners.length !== 1) {
      throw new Error(
        `e2e/${file} is in ${owners.length} Playwright projects (${owners.map((project) => project.name).join(', ') || 'none'}): add it to exactly one project's testMatch in playwright.config.ts`,
      );
    }
  }
}

const config = defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/playwright',
  fullyParallel: false,
  workers: Number(process.env.PW_WORKERS ?? os.availableParallelism()),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: DEMO_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // The owner's journeys change their own copies of the demo portfolio: two servers, half of the
    // spec files each (about the same time), one file at a time on each. A spec that names its
    // server's address (ADMIN_URL) stays in "admin".
    {
      name: 'admin',
      testMatch: [
        'admin-contact.spec.ts',
        'admin-history.spec.ts',
        'admin-languages.spec.ts',
        'admin-security.spec.ts',
        'admin-statistics.spec.ts',
        'admin-typed-links.spec.ts',
        'admin-unsaved.spec.ts',
        'console.spec.ts',
        'designs*.spec.ts',
        'link-page.spec.ts',
        'sections.spec.ts',
      ],
      use: { baseURL: ADMIN_URL },
      workers: 1,
    },
    {
      name: 'admin-b',
      testMatch: [
        'admin.spec.ts',
        'admin-controls.spec.ts',
        'admin-first-minutes.spec.ts',
        'admin-home.spec.ts',
        'resume-sections.spec.ts',
        'session-ended.spec.ts',
      ],
      use: { baseURL: ADMIN_B_URL },
      workers: 1,
    },
    // Visitors read the demo portfolio that nobody changes (and the empty one).
    {
      name: 'visitor',
      testMatch: [
        'visitor.spec.ts',
        'a11y.spec.ts',
        'first-view.spec.ts',
        'screens.spec.ts',
        'lightbox.spec.ts',
        'languages.spec.ts',
        'recruiter.spec.ts',
        'visitor-islands.spec.ts',
        'publish.spec.ts',
      ],
      use: { baseURL: DEMO_URL },
    },
    // A new owner's first run, from an empty portfolio of its own (decision 0040).
    { name: 'owner', testMatch: ['owner*.spec.ts'], use: { baseURL: OWNER_URL }, workers: 1 },
  ],
  webServer: [
    server(DEMO_PORT, true, 'demo'),
    server(EMPTY_PORT, false, 'empty'),
    server(ADMIN_PORT, true, 'admin'),
    server(OWNER_PORT, false, 'owner'),
    server(ADMIN_B_PORT, true, 'admin-b'),
  ],
});

checkEveryFileInOneProject(config.projects ?? []);

export default config;
