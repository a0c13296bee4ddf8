#!/usr/bin/env node
/**
 * `npm test`: the whole suite, in the order a failure is cheapest to find.
 *   1. lint (ESLint + Prettier check)   2. typecheck (node, web, tools)
 *   3. Vitest: web components, API on SQLite, API on PostgreSQL, units
 *   4. build (web + server)             5. Playwright end-to-end in Debian's Chromium
 *   6. the other Node majors (22, 24, 26): npm ci, unit/API/CLI suites and a smoke journey on each
 *      (scripts/node-majors.mjs, docs/decisions/0075-sqlite-driver-per-node.md)
 * Ends with one line "Summary: N passed, N failed, N skipped" counting Vitest and Playwright tests of
 * the machine's Node (step 6 prints its own lines).
 * Exit code: non-zero when any step fails. SKIP_E2E=1 stops after step 4 and SKIP_NODE_MAJORS=1 leaves
 * out step 6 (local quick runs); on CI (CI=true) both are refused.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const steps = [
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  [
    'unit, component and API tests (SQLite and PostgreSQL)',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json'],
  ],
  ['build', 'npm', ['run', '--silent', 'build']],
];
if (process.env.CI === 'true' && (process.env.SKIP_E2E || process.env.SKIP_NODE_MAJORS)) {
  console.error('SKIP_E2E and SKIP_NODE_MAJORS are for local runs; CI runs every step.');
  process.exit(1);
}
if (!process.env.SKIP_E2E) steps.push(['end-to-end (Playwright, Chromium)', 'npx', ['playwright', 'test']]);
if (!process.env.SKIP_E2E && !process.env.SKIP_NODE_MAJORS)
  steps.push(['other Node majors (22, 24, 26)', 'node', ['scripts/node-majors.mjs']]);

fs.mkdirSync('test-results', { recursive: true });
// Counts come from this run's reports only.
for (const report of ['test-results/vitest.json', 'test-results/playwright.json'])
  fs.rmSync(report, { force: true });
let failedStep;
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  console.log(
    `=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (result.status !== 0) {
    failedStep = name;
    break;
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
try {
  const vitest = JSON.parse(fs.readFileSync('test-results/vitest.json', 'utf8'));
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
  const e2e = JSON.parse(fs.readFileSync('test-results/playwright.json', 'utf8'));
  passed += (e2e.stats?.expected ?? 0) + (e2e.stats?.flaky ?? 0);
  failed += e2e.stats?.unexpected ?? 0;
  skipped += e2e.stats?.skipped ?? 0;
} catch {
  // Playwright did not run.
}
if (failedStep && failed === 0) failed = 1;
console.log(
  `\n${failedStep ? `Failed step: ${failedStep}\n` : ''}Summary: ${passed} passed, ${failed} failed, ${skipped} skipped`,
);
process.exit(failedStep ? 1 : 0);
