/**
 * Probe of the page cache against a built server (docs/decisions/0085-pages-built-from-what-they-are-cached-by.md):
 * starts `node <build>/node/server/main.js` on loopback with the demo portfolio and a fresh
 * temporary DATA_DIR, once without and once with PUBLIC_URL, and over raw HTTP (the path sent as
 * is, like `curl --path-as-is`) replays the poisoning attempts: a first `/?utm_campaign=MARKER123`,
 * 17 other `Host` headers, `//evil.example/phish`, a `Host` that is no host name; then prints what
 * another visitor's pages hold and the latency of `GET /` (brotli, median and p90 of 400 rounds
 * interleaving the server's own host and a third host).
 *
 * Usage: `npm run build`, then `npx tsx bench/page-cache-probe.ts [build folder, default dist] [port,
 * default 4791]`. Prints; never fails.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

const build = path.resolve(process.argv[2] ?? 'dist');
const port = Number(process.argv[3] ?? 4791);
const own = `127.0.0.1:${port}`;
const ROUNDS = 400;

interface Answer {
  status: number;
  body: string;
  bytes: number;
  ms: number;
}

/** GET `pathAsIs` exactly as given, with `headers` (the Host is the server's own unless given). */
function get(pathAsIs: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.request(
      { host: '127.0.0.1', port, path: pathAsIs, headers: { host: own, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            body: bytes.toString('utf8'),
            bytes: bytes.length,
            ms: Number(process.hrtime.bigint() - started) / 1e6,
          });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const languageLink = (body: string) => /<a href="([^"]*)" hrefLang/.exec(body)?.[1] ?? '(none)';
const canonical = (body: string) => /<link rel="canonical" href="([^"]*)"/.exec(body)?.[1] ?? '(none)';
const percentile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length * q)]!.toFixed(2);

async function probe(publicUrl: string | undefined): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-probe-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: 'correct-horse-battery',
    LOG_LEVEL: 'warn',
    WEB_DIST: path.join(build, 'web'),
    PUBLIC_URL: publicUrl,
  };
  if (publicUrl === undefined) delete env.PUBLIC_URL;
  const server = spawn('node', [path.join(build, 'node/server/main.js')], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
  try {
    // Wait for the server (or its exit).
    for (;;) {
      const ready = await Promise.race([
        get('/api/health').then(
          (res) => res.status === 200,
          () => false,
        ),
        exited.then(() => {
          throw new Error(`The server exited: ${stderr.slice(0, 2000)}`);
        }),
      ]);
      if (ready) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    console.log(`\nPUBLIC_URL=${publicUrl ?? '(unset)'}`);
    const first = await get('/?utm_campaign=MARKER123');
    console.log(
      `1. first /?utm_campaign=MARKER123: ${first.status}, language link ${languageLink(first.body)}`,
    );
    const home = await get('/');
    console.log(
      `2. another visitor's /: language link ${languageLink(home.body)}; MARKER123 in it: ${home.body.includes('MARKER123')}`,
    );
    await get('/no/such/page');
    for (let i = 1; i <= 17; i += 1) {
      await get('/', { host: `h${i}.example` });
      await get('/no/such/page', { host: `h${i}.example` });
    }
    const phish = await get('//evil.example/phish');
    console.log(
      `3. after 17 Host headers, //evil.example/phish: ${phish.status}, language link ${languageLink(phish.body)}, canonical ${canonical(phish.body)}`,
    );
    const victim = await get('/no/such/page');
    console.log(
      `4. another visitor's /no/such/page: language link ${languageLink(victim.body)}; evil.example in it: ${victim.body.includes('evil.example')}`,
    );
    const bad = await get('/', { host: 'evil.example/phish' });
    console.log(
      `5. Host "evil.example/phish" on /: ${bad.status}${bad.status === 200 ? `, canonical ${canonical(bad.body)}` : ''}`,
    );
    for (let i = 0; i < 100; i += 1) {
      await get('/', { 'accept-encoding': 'br' });
      await get('/', { host: 'h9.example', 'accept-encoding': 'br' });
    }
    const ownMs: number[] = [];
    const otherMs: number[] = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      ownMs.push((await get('/', { 'accept-encoding': 'br' })).ms);
      otherMs.push((await get('/', { host: 'h9.example', 'accept-encoding': 'br' })).ms);
    }
    console.log(
      `6. GET / with brotli, ${ROUNDS} interleaved rounds: own host median ${percentile(ownMs, 0.5)} ms ` +
        `(p90 ${percentile(ownMs, 0.9)}), h9.example median ${percentile(otherMs, 0.5)} ms (p90 ${percentile(otherMs, 0.9)})`,
    );
  } finally {
    server.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (stderr.trim()) console.log(`server log: ${stderr.trim().slice(0, 600)}`);
  }
}

await probe(undefined);
await probe('http://cv.example.com');
