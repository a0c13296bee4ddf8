/**
 * CLI `publish --out` on a real SQLite file and real folders (docs/product.md §25,
 * docs/decisions/0230-publish-manifest.md): Vitae never deletes or overwrites a file it did not write.
 * - a folder holding the owner's files (`.git/` with a file, `CNAME`, `notes.txt`, even an
 *   `index.html`) and no manifest is refused with "Nothing was written", every file as it was; with
 *   an empty manifest of the owner's, or holding only `.git/` (a fresh clone), it is written beside them;
 * - a republish removes the files of its manifest (a file the new site no longer has is gone) and
 *   keeps every other file, added before or after the first publish;
 * - a new file at a path the owner holds is refused, nothing touched.
 * The site is built from a stand-in web app (src/server/test/stand-in-build.ts) on an empty portfolio.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { standInBuild } from '../server/test/stand-in-build.js';
import { type CliIO } from './cli-io.js';
import { runCli } from './program.js';
import { MANIFEST_NAME } from './publish-folder.js';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Portfolio</title>' +
  '<link rel="stylesheet" href="/assets/index-abc123.css" /></head><body><div id="root"></div></body></html>';

/** A server entry rendering one link per page: enough for the pages the publish fetches. */
const ENTRY = `
export default {
  listPaths: ['/api/people'],
  pageKind(pathname) { return pathname === '/' ? 'home' : 'not-found'; },
  async render({ url }) { return { html: '<main><a href="/">home</a></main>', state: { page: url } }; },
};
`;

const cleanup: string[] = [];
afterEach(() => {
  while (cleanup.length > 0) fs.rmSync(cleanup.pop()!, { recursive: true, force: true });
});

/** A data folder, a stand-in build and the environment naming both. */
function workspace(assets: Record<string, string> = { 'assets/index-abc123.css': 'body{margin:0}' }) {
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-publish-cli-'));
  const build = standInBuild(
    'publish-cli',
    { 'index.html': TEMPLATE, 'app.html': TEMPLATE, 'visitor.html': TEMPLATE, ...assets },
    ENTRY,
  );
  cleanup.push(data, build.root);
  return { data, env: { DATA_DIR: data, WEB_DIST: build.dist, SEED_DEMO: 'false' } as NodeJS.ProcessEnv };
}

async function cli(env: NodeJS.ProcessEnv, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIO = { out: (text) => out.push(text), err: (text) => err.push(text), env };
  const code = await runCli(args, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const publish = (env: NodeJS.ProcessEnv, out: string) =>
  cli(env, 'publish', '--public-url', 'https://me.example.com', '--out', out);

/** Every file under `dir` (`/`-separated paths) with its contents, sorted. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, full).split(path.sep).join('/')] = fs.readFileSync(full, 'utf8');
  }
  return Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)));
}

/** A GitHub Pages clone: `.git/` with a file in it, `CNAME`, `notes.txt` and `extra`'s files. */
function ownersFolder(data: string, extra: Record<string, string> = {}): string {
  const dir = path.join(data, 'pages');
  const files = {
    '.git/HEAD': 'ref: refs/heads/main\n',
    CNAME: 'me.example.com\n',
    'notes.txt': 'mine',
    ...extra,
  };
  for (const [name, contents] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), contents);
  }
  return dir;
}

describe('vitae CLI publish --out', { timeout: 120_000 }, () => {
  it('refuses a file, or a folder under a file, as --out with a clear sentence and no stack', async () => {
    const { data, env } = workspace();
    const file = path.join(data, 'site.txt');
    fs.writeFileSync(file, 'mine');
    for (const out of [file, path.join(file, 'inside')]) {
      const refused = await publish(env, out);
      expect(refused.code).toBe(1);
      expect(refused.err).toBe(
        `${out} is not a folder (${file} is a file): choose a folder for --out. Nothing was written.`,
      );
      expect(refused.err).not.toMatch(/Unexpected error|\n\s+at /);
    }
    expect(fs.readFileSync(file, 'utf8')).toBe('mine');
  });

  it("refuses a folder of the owner's files without Vitae's manifest, touching nothing", async () => {
    const { data, env } = workspace();
    // An index.html of the owner's own (an earlier site) does not make the folder Vitae's.
    const dir = ownersFolder(data, { 'index.html': '<p>my old site</p>' });
    const before = snapshot(dir);

    const refused = await publish(env, dir);
    expect(refused.code).toBe(1);
    expect(refused.err.split('\n')[0]).toBe(
      `${dir} is not empty and holds no published site: choose an empty or new folder. Nothing was written.`,
    );
    expect(refused.err).toContain(`create an empty ${MANIFEST_NAME} in it`);
    expect(snapshot(dir)).toEqual(before);

    // The owner's empty manifest lets Vitae write beside those files; a fresh clone (`.git/` alone) too.
    fs.rmSync(path.join(dir, 'index.html'));
    fs.writeFileSync(path.join(dir, MANIFEST_NAME), '');
    const beside = await publish(env, dir);
    expect(beside.code, beside.err).toBe(0);
    const after = snapshot(dir);
    expect(after['CNAME']).toBe('me.example.com\n');
    expect(after['notes.txt']).toBe('mine');
    expect(after['.git/HEAD']).toBe('ref: refs/heads/main\n');
    expect(after['index.html']).toContain('<main><a href="/">home</a></main>');
    const clone = path.join(data, 'clone');
    fs.mkdirSync(path.join(clone, '.git'), { recursive: true });
    fs.writeFileSync(path.join(clone, '.git', 'HEAD'), 'ref: refs/heads/main\n');
    const fresh = await publish(env, clone);
    expect(fresh.code, fresh.err).toBe(0);
    expect(snapshot(clone)['.git/HEAD']).toBe('ref: refs/heads/main\n');
    expect(snapshot(clone)['index.html']).toContain('<main>');
  });

  it('republishes over its own files and keeps .git, CNAME, notes and files added later', async () => {
    const { data, env } = workspace({
      'assets/index-abc123.css': 'body{margin:0}',
      'assets/old-abc123.js': 'export {};',
    });
    const dir = path.join(data, 'pages');
    const first = await publish(env, dir);
    expect(first.code, first.err).toBe(0);
    const published = Object.keys(snapshot(dir)).filter((name) => name !== MANIFEST_NAME);
    expect(published).toContain('index.html');
    expect(published).toContain('assets/old-abc123.js');
    const manifest = fs.readFileSync(path.join(dir, MANIFEST_NAME), 'utf8');
    expect(manifest.split('\n').filter((line) => line && !line.startsWith('#'))).toEqual(published);

    // The owner makes it a GitHub Pages clone; the next build no longer has old-abc123.js.
    ownersFolder(data, { 'assets/mine.txt': 'kept too' });
    fs.rmSync(path.join(env.WEB_DIST!, 'assets', 'old-abc123.js'));
    fs.writeFileSync(path.join(dir, 'index.html'), 'stale');

    const second = await publish(env, dir);
    expect(second.code, second.err).toBe(0);
    const after = snapshot(dir);
    expect(after['.git/HEAD']).toBe('ref: refs/heads/main\n');
    expect(after['CNAME']).toBe('me.example.com\n');
    expect(after['notes.txt']).toBe('mine');
    expect(after['assets/mine.txt']).toBe('kept too');
    expect(after['assets/old-abc123.js']).toBeUndefined();
    expect(after['index.html']).toContain('<main><a href="/">home</a></main>');
    expect(fs.readFileSync(path.join(dir, MANIFEST_NAME), 'utf8')).not.toContain('old-abc123.js');
  });

  it('refuses a new file at a path the owner holds, touching nothing', async () => {
    const { data, env } = workspace();
    const dir = path.join(data, 'pages');
    expect((await publish(env, dir)).code).toBe(0);
    // The owner's own robots.txt, unknown to the manifest (it replaced Vitae's after the publish).
    const manifest = path.join(dir, MANIFEST_NAME);
    fs.writeFileSync(manifest, fs.readFileSync(manifest, 'utf8').replace('robots.txt\n', ''));
    fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\nDisallow: /private/\n');
    ownersFolder(data);
    const before = snapshot(dir);

    const refused = await publish(env, dir);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('Vitae did not write: robots.txt.');
    expect(refused.err).toContain('Nothing was written.');
    expect(snapshot(dir)).toEqual(before);
  });
});
