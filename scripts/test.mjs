#!/usr/bin/env node
/**
 * `npm test`: the whole suite, in the order a failure is cheapest to find, with what can run side by
 * side on the machine's cores run so (docs/decisions/0229-ci-in-half-the-time.md):
 *   1. static checks and build, side by side: lint (ESLint + Prettier check), typecheck (node, web,
 *      tools) and build (web + server); each one's output is printed whole when it ends
 *   2. Vitest: web components, API on SQLite, API on PostgreSQL, units (workers sized in vitest.config.ts)
 *   3. Playwright end-to-end in Debian's Chromium (workers sized in playwright.config.ts)
 *   4. the other Node majors (22, 24, 26): what differs between majors on each (scripts/node-majors.mjs,
 *      docs/decisions/0075-sqlite-driver-per-node.md)
 * Ends with a times table (each step, each part of step 1, each Node major's parts, and the twenty
 * slowest test files of Vitest and Playwright), written to test-results/times.json, then one line
 * "Summary: N passed, N failed, N skipped" counting Vitest and Playwright tests of the machine's Node
 * (step 4 prints its own lines).
 *
 * Environment:
 *   SKIP_E2E=1          stop after step 2 (build included), local quick runs only
 *   SKIP_NODE_MAJORS=1  leave out step 4, local quick runs only (on CI, CI=true, both are refused)
 *   TEST_BUDGET_MINUTES the suite's time budget in minutes (.ci/run sets 45): when the suite runs
 *                       longer, the running step is stopped and the run fails with a message saying so
 * Exit code: non-zero when any step fails or the budget is spent.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const RESULTS = 'test-results';
const started = Date.now();
const budgetMinutes = Number(process.env.TEST_BUDGET_MINUTES ?? 0);
const budgetMs = budgetMinutes > 0 ? budgetMinutes * 60_000 : Infinity;

/** @typedef {{ name: string, command: string, args: string[] }} Part */
/** @type {{ name: string, parts: Part[] }[]} */
const steps = [
  {
    name: 'lint, typecheck and build',
    parts: [
      { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
      { name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
      { name: 'build', command: 'npm', args: ['run', '--silent', 'build'] },
    ],
  },
  {
    name: 'unit, component and API tests (SQLite and PostgreSQL)',
    parts: [
      {
        name: 'vitest',
        command: 'npx',
        args: [
          'vitest',
          'run',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${RESULTS}/vitest.json`,
          '--reporter=./scripts/vitest-file-times.mjs',
        ],
      },
    ],
  },
];
if (process.env.CI === 'true' && (process.env.SKIP_E2E || process.env.SKIP_NODE_MAJORS)) {
  console.error('SKIP_E2E and SKIP_NODE_MAJORS are for local runs; CI runs every step.');
  process.exit(1);
}
if (!process.env.SKIP_E2E)
  steps.push({
    name: 'end-to-end (Playwright, Chromium)',
    parts: [{ name: 'playwright', command: 'npx', args: ['playwright', 'test'] }],
  });
if (!process.env.SKIP_E2E && !process.env.SKIP_NODE_MAJORS)
  steps.push({
    name: 'other Node majors (22, 24, 26)',
    parts: [{ name: 'node-majors', command: 'node', args: ['scripts/node-majors.mjs'] }],
  });

fs.mkdirSync(RESULTS, { recursive: true });
// Counts and times come from this run's reports only.
for (const report of [
  'vitest.json',
  'vitest-files.json',
  'playwright.json',
  'node-majors.json',
  'times.json',
])
  fs.rmSync(path.join(RESULTS, report), { force: true });

/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();
let budgetSpent = false;
const budgetTimer =
  budgetMs === Infinity
    ? undefined
    : setTimeout(() => {
        budgetSpent = true;
        console.error(
          `\n!!! The suite has run ${budgetMinutes} minutes, its budget (TEST_BUDGET_MINUTES): stopping.` +
            ' CI stops merging at 90 minutes; make the suite faster before adding to it' +
            ' (docs/decisions/0229-ci-in-half-the-time.md).',
        );
        for (const child of running) killTree(child);
      }, budgetMs);

// Each part leads a process group of its own (so the budget can stop all it started): a Ctrl-C or a
// SIGTERM to `npm test` is passed on to them.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) killTree(child);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

/** Stop a part and everything it started (each part leads its own process group). */
function killTree(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/**
 * Run one part. Alone in its step, its output streams through; beside others, it is collected and
 * printed whole when the part ends, so the parts' logs do not interleave.
 * Resolves to { name, ok, seconds }.
 */
function runPart(part, alone) {
  return new Promise((resolve) => {
    const partStarted = Date.now();
    const child = spawn(part.command, part.args, {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: process.env,
      detached: true,
    });
    running.add(child);
    const chunks = [];
    if (!alone) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    child.on('close', (code, signal) => {
      running.delete(child);
      const seconds = (Date.now() - partStarted) / 1000;
      const ok = code === 0;
      if (!alone) {
        console.log(`\n--- ${part.name}: ${part.command} ${part.args.join(' ')}`);
        process.stdout.write(Buffer.concat(chunks));
        console.log(
          `--- ${part.name}: ${ok ? 'ok' : `FAILED (${code ?? signal})`} in ${seconds.toFixed(1)} s`,
        );
      }
      resolve({ name: part.name, ok, seconds });
    });
  });
}

/** @type {{ name: string, ok: boolean, seconds: number, parts: { name: string, ok: boolean, seconds: number }[] }[]} */
const stepTimes = [];
let failedStep;
for (const step of steps) {
  const label = step.parts.map((part) => `${part.command} ${part.args.join(' ')}`).join(' | ');
  console.log(`\n=== ${step.name}: ${label}`);
  const stepStarted = Date.now();
  const parts = await Promise.all(step.parts.map((part) => runPart(part, step.parts.length === 1)));
  const seconds = (Date.now() - stepStarted) / 1000;
  const ok = parts.every((part) => part.ok) && !budgetSpent;
  stepTimes.push({ name: step.name, ok, seconds, parts });
  console.log(`=== ${step.name}: ${ok ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  if (!ok) {
    failedStep = budgetSpent
      ? `${step.name} (stopped: the ${budgetMinutes}-minute budget was spent)`
      : step.name;
    break;
  }
}
clearTimeout(budgetTimer);

let passed = 0;
let failed = 0;
let skipped = 0;
/** @type {{ runner: string, file: string, seconds: number, tests: number }[]} */
const files = [];
try {
  const vitest = JSON.parse(fs.readFileSync(`${RESULTS}/vitest.json`, 'utf8'));
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
  for (const file of vitest.testResults ?? [])
    for (const test of file.assertionResults ?? [])
      if (test.status === 'failed') console.log(`failed: ${file.name} > ${test.fullName}`);
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
} catch {
  // Vitest did not run.
}
try {
  for (const file of JSON.parse(fs.readFileSync(`${RESULTS}/vitest-files.json`, 'utf8')))
    files.push({
      runner: `vitest ${file.project}`,
      file: file.file,
      seconds: file.seconds,
      tests: file.tests,
    });
} catch {
  // Vitest did not run to its end.
}
try {
  const e2e = JSON.parse(fs.readFileSync(`${RESULTS}/playwright.json`, 'utf8'));
  passed += (e2e.stats?.expected ?? 0) + (e2e.stats?.flaky ?? 0);
  failed += e2e.stats?.unexpected ?? 0;
  skipped += e2e.stats?.skipped ?? 0;
  /** @type {Map<string, { seconds: number, tests: number }>} */
  const perFile = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        const key = `${test.projectName}\u0000${spec.file}`;
        const entry = perFile.get(key) ?? { seconds: 0, tests: 0 };
        entry.tests += 1;
        for (const result of test.results ?? []) entry.seconds += (result.duration ?? 0) / 1000;
        perFile.set(key, entry);
      }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of e2e.suites ?? []) walk(suite);
  for (const [key, entry] of perFile) {
    const [project, file] = key.split('\u0000');
    files.push({ runner: `playwright ${project}`, file: path.join('e2e', file), ...entry });
  }
} catch {
  // Playwright did not run.
}
let majors = [];
try {
  majors = JSON.parse(fs.readFileSync(`${RESULTS}/node-majors.json`, 'utf8'));
} catch {
  // The Node majors step did not run.
}

const slowest = files.sort((a, b) => b.seconds - a.seconds).slice(0, 20);
const totalSeconds = (Date.now() - started) / 1000;
const times = {
  totalSeconds,
  budgetMinutes: budgetMinutes || null,
  steps: stepTimes,
  nodeMajors: majors,
  slowestFiles: slowest,
};
fs.writeFileSync(`${RESULTS}/times.json`, `${JSON.stringify(times, null, 2)}\n`);

const pad = (text, width) => String(text).padEnd(width);
const secs = (value) => `${value.toFixed(1)} s`.padStart(9);
console.log('\nTimes (also in test-results/times.json)');
for (const step of stepTimes) {
  console.log(`  ${pad(step.name, 58)}${secs(step.seconds)}${step.ok ? '' : '  FAILED'}`);
  if (step.parts.length > 1)
    for (const part of step.parts)
      console.log(`    ${pad(part.name, 56)}${secs(part.seconds)}${part.ok ? '' : '  FAILED'}`);
}
for (const major of majors)
  console.log(
    `    Node ${pad(major.version, 51)}${Object.entries(major.seconds)
      .map(([name, value]) => `${name} ${value.toFixed(1)} s`)
      .join(', ')}`,
  );
console.log(`  ${pad('total', 58)}${secs(totalSeconds)}`);
if (slowest.length) {
  console.log('\nThe twenty slowest test files');
  for (const file of slowest)
    console.log(
      `  ${secs(file.seconds)}  ${pad(file.runner, 25)}${pad(`${file.tests} tests`, 11)}${file.file}`,
    );
}

if (failedStep && failed === 0) failed = 1;
console.log(
  `\n${failedStep ? `Failed step: ${failedStep}\n` : ''}Summary: ${passed} passed, ${failed} failed, ${skipped} skipped`,
);
process.exit(failedStep ? 1 : 0);
