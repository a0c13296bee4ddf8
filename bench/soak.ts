/**
 * Soak test: the built server under mixed public reads and admin writes for a while, with a small
 * V8 heap so that garbage collection runs all the time, then SIGTERM. Prints figures; never a CI gate.
 *
 *   npm run build
 *   npx tsx bench/soak.ts [--node /path/to/node] [--minutes 10] [--heap-mb 128] [--connections 8]
 *
 * `--node` is the Node binary that runs the server (default: this one); scripts/node-majors.sh fetches
 * Node 22, 24 and 26 from the npm registry and passes them here (docs/decisions/0075-sqlite-driver-per-node.md).
 * The server runs `dist/node/server/main.js` on loopback with the embedded SQLite database in a fresh
 * temporary DATA_DIR and the demo portfolio. Each connection loops over a weighted mix: the home page
 * in English and Spanish, light and dark (about 45 %), the populated projects list (15 %), the PDF CV
 * (3 %), the share image (2 %), and as the admin: create, rename and delete a category, reorder the
 * skills (35 % together).
 *
 * Output (one line per figure, then a summary line):
 *   requests served, errors (network errors and any 5xx; a 4xx the mix does not expect counts too),
 *   peak RSS (VmHWM of the server process, MB), the exit code after SIGTERM (and the seconds it took).
 * Exit code: 0 when the soak ran (whatever the figures), 1 when the server could not start.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { paths, RESOURCE } from '../src/shared/paths.js';
import { freePort, memoryOf, signIn } from './lib/processes.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const SERVER_MAIN = path.join(ROOT, 'dist/node/server/main.js');
const ADMIN = { email: 'soak-admin@example.com', password: 'soak-password-123' };

const { values } = parseArgs({
  options: {
    node: { type: 'string', default: process.execPath },
    minutes: { type: 'string', default: '10' },
    'heap-mb': { type: 'string', default: '128' },
    connections: { type: 'string', default: '8' },
  },
});
const nodeBinary = values.node;
const durationMs = Number(values.minutes) * 60_000;
const heapMb = Number(values['heap-mb']);
const connections = Number(values.connections);

async function main() {
  if (!fs.existsSync(SERVER_MAIN)) {
    console.error('No build: run `npm run build` first.');
    process.exit(1);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-soak-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const version = (
    await new Promise<string>((resolve) => {
      const child = spawn(nodeBinary, ['--version']);
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.on('close', () => resolve(out.trim()));
    })
  ).trim();
  const server = spawn(nodeBinary, [`--max-old-space-size=${heapMb}`, SERVER_MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOGIN_RATE_LIMIT: '1000',
      LOG_LEVEL: 'error',
      MALLOC_ARENA_MAX: '2',
      // Longer than the client's idle time between requests: with the default 5 s, a socket the server
      // closes at the moment the client (busy machine, event loop late) reuses it ends in ECONNRESET,
      // a race of keep-alive, not of Vitae; connection resets are still counted as errors.
      KEEP_ALIVE_TIMEOUT: '65',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    server.on('exit', (code, signal) => resolve({ code, signal })),
  );
  let running = true;
  void exited.then(() => (running = false));

  for (let tries = 0; ; tries++) {
    if (!running || tries > 600) {
      console.error(`The server did not start.\n${stderr}`);
      process.exit(1);
    }
    try {
      if ((await fetch(`${base}${paths.health}`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const cookie = await signIn(base, ADMIN);
  const json = { 'content-type': 'application/json', cookie };

  let served = 0;
  let errors = 0;
  const errorKinds = new Map<string, number>();
  const fail = (kind: string) => {
    errors++;
    errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1);
  };
  let peakSampled = 0;
  const sampler = setInterval(() => {
    peakSampled = Math.max(peakSampled, memoryOf(server.pid!).rss);
  }, 500);

  /** One request; `expect` lists the statuses that are not errors. */
  async function call(label: string, url: string, init: RequestInit = {}, expect = [200]): Promise<string> {
    try {
      const response = await fetch(`${base}${url}`, init);
      const body = await response.text();
      served++;
      if (!expect.includes(response.status)) fail(`${label} ${response.status}`);
      return body;
    } catch (error) {
      fail(`${label} ${(error as Error).cause ? String((error as Error).cause) : (error as Error).message}`);
      return '';
    }
  }

  let counter = 0;
  async function adminRound(worker: number) {
    const title = `Soak ${worker}-${counter++}`;
    const created = await call(
      'create category',
      paths.list(RESOURCE.category),
      {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ title }),
      },
      [201],
    );
    const id = created ? (JSON.parse(created) as { response?: { _id?: string } }).response?._id : undefined;
    if (!id) return;
    await call('update category', paths.item(RESOURCE.category, id), {
      method: 'PUT',
      headers: json,
      body: JSON.stringify({ title: `${title} renamed` }),
    });
    const skills = await call('list skills', paths.list(RESOURCE.skill));
    const ids = skills
      ? (JSON.parse(skills) as { response: { _id: string }[] }).response.map((s) => s._id)
      : [];
    if (ids.length > 1) {
      await call(
        'reorder skills',
        paths.reorder(RESOURCE.skill),
        {
          method: 'PUT',
          headers: json,
          body: JSON.stringify({ data: [...ids.slice(1), ids[0]!].map((_id, order) => ({ _id, order })) }),
        },
        [200, 409],
      );
    }
    await call(
      'delete category',
      paths.item(RESOURCE.category, id),
      { method: 'DELETE', headers: json },
      [200, 204],
    );
  }

  async function worker(index: number) {
    const end = Date.now() + durationMs;
    while (Date.now() < end && running) {
      const pick = Math.random();
      if (pick < 0.45) {
        const lang = Math.random() < 0.5 ? '' : '?lang=es';
        const theme = Math.random() < 0.5 ? 'light' : 'dark';
        await call('home page', `/${lang}`, { headers: { cookie: `theme=${theme}` } });
      } else if (pick < 0.6) await call('projects', paths.projectsPopulated);
      else if (pick < 0.63) await call('cv', '/cv.pdf');
      else if (pick < 0.65) await call('share image', '/og.png');
      else await adminRound(index);
    }
  }

  const started = Date.now();
  await Promise.all(Array.from({ length: connections }, (_, index) => worker(index)));
  const seconds = (Date.now() - started) / 1000;
  clearInterval(sampler);
  const peak = Math.max(memoryOf(server.pid!).hwm, peakSampled);

  const stopStarted = Date.now();
  server.kill('SIGTERM');
  const { code, signal } = await exited;
  const stopSeconds = (Date.now() - stopStarted) / 1000;
  fs.rmSync(dataDir, { recursive: true, force: true });

  console.log(
    `node ${version}, heap limit ${heapMb} MB, ${connections} connections, ${seconds.toFixed(0)} s`,
  );
  console.log(`requests served: ${served} (${(served / seconds).toFixed(0)}/s)`);
  console.log(
    `errors: ${errors}${errors ? ` (${[...errorKinds].map(([k, n]) => `${k}: ${n}`).join(', ')})` : ''}`,
  );
  console.log(`peak RSS: ${peak.toFixed(0)} MB`);
  console.log(`exit code after SIGTERM: ${code ?? `signal ${signal}`} (in ${stopSeconds.toFixed(1)} s)`);
  if (code !== 0 && stderr) console.log(`server stderr (end):\n${stderr}`);
  console.log(
    `SOAK ${version}: ${served} requests, ${errors} errors, peak RSS ${peak.toFixed(0)} MB, exit code ${code ?? signal}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
