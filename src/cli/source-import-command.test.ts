/**
 * `import-linkedin` and `import-bibtex` (docs/decisions/0269-imports-from-linkedin-and-bibtex.md), run
 * in-process against a temporary DATA_DIR (SQLite file): the dry run prints the preview and writes
 * nothing, the import takes every new entry after an automatic backup, a second run adds nothing,
 * the folder of an unpacked export works like its ZIP, and a bad file prints its file and line.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { countPortfolio } from '../server/modules/jsonresume/jsonresume.js';
import { ENGLISH_EXPORT, zipOf } from '../server/modules/imports/fixtures/linkedin-exports.js';
import type { CliIO } from './cli-io.js';
import { withDatabase } from './database.js';
import { runCli } from './program.js';

const BIB = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../server/modules/imports/fixtures/publications.bib',
);
const dirs: string[] = [];
afterEach(() => {
  while (dirs.length > 0) rmSync(dirs.pop()!, { recursive: true, force: true });
});

function workspace() {
  const dir = mkdtempSync(path.join(tmpdir(), 'vitae-cli-import-'));
  dirs.push(dir);
  return { dir, env: { DATA_DIR: dir } as NodeJS.ProcessEnv };
}

async function cli(env: NodeJS.ProcessEnv, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIO = { out: (text) => out.push(text), err: (text) => err.push(text), env };
  const code = await runCli(args, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const counts = (env: NodeJS.ProcessEnv) => withDatabase(env, (db) => countPortfolio(db));
const backups = (env: NodeJS.ProcessEnv) =>
  withDatabase(env, async (db) => (await db.selectFrom('backups').select('id').execute()).length);

describe('import-linkedin and import-bibtex', { timeout: 60_000 }, () => {
  it('import-linkedin --dry-run prints the preview and writes nothing; then imports; twice adds nothing', async () => {
    const { dir, env } = workspace();
    const zip = path.join(dir, 'export.zip');
    writeFileSync(zip, zipOf(ENGLISH_EXPORT));
    const dry = await cli(env, 'import-linkedin', zip, '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.out).toContain('work: 2 new, 0 already in the portfolio, 0 skipped');
    expect(dry.out).toContain(
      '  + Lead Programmer · Analytical Engines Ltd · 2025-09 (Positions.csv line 2)',
    );
    expect(dry.out).toContain('Dry run: nothing was imported.');
    expect((await counts(env)).works).toBe(0);
    expect(await backups(env)).toBe(0);

    const done = await cli(env, 'import-linkedin', zip);
    expect(done.code).toBe(0);
    expect(done.out).toContain(
      'Imported 15 entries: the portfolio now has 1 person, 2 works, 1 education, 3 skills, 1 project',
    );
    expect(done.out).toMatch(/Automatic backup [0-9a-f]{24} holds the portfolio from before/);
    expect(await backups(env)).toBe(1);

    const again = await cli(env, 'import-linkedin', zip);
    expect(again.out).toContain('work: 0 new, 2 already in the portfolio, 0 skipped');
    expect(again.out).toContain('Imported 0 entries');
    expect((await counts(env)).works).toBe(2);
  });

  it('import-linkedin reads the folder an export unpacks to, and --replace sends a section to the trash', async () => {
    const { dir, env } = workspace();
    const folder = path.join(dir, 'Basic_LinkedInDataExport');
    mkdirSync(folder);
    for (const [name, text] of Object.entries(ENGLISH_EXPORT)) writeFileSync(path.join(folder, name), text);
    expect((await cli(env, 'import-linkedin', folder)).code).toBe(0);
    const replaced = await cli(env, 'import-linkedin', folder, '--replace', 'skills');
    expect(replaced.out).toContain('Imported 3 entries, 3 moved to the trash');
    expect((await counts(env)).skills).toBe(3);
    const wrong = await cli(env, 'import-linkedin', folder, '--replace', 'hobbies');
    expect(wrong).toMatchObject({ code: 1 });
    expect(wrong.err).toContain('Unknown section hobbies');
  });

  it('import-bibtex imports the publications once; a bad file prints the file and line and writes nothing', async () => {
    const { dir, env } = workspace();
    const done = await cli(env, 'import-bibtex', BIB);
    expect(done.code).toBe(0);
    expect(done.out).toContain('publications: 5 new, 0 already in the portfolio, 1 skipped');
    expect(done.out).toContain('Imported 5 entries');
    const again = await cli(env, 'import-bibtex', BIB, '--dry-run');
    expect(again.out).toContain('publications: 0 new, 5 already in the portfolio, 1 skipped');

    const bad = path.join(dir, 'bad.bib');
    writeFileSync(bad, readFileSync(BIB, 'utf8').replace('{Notes on the Engine},', '{Notes on the Engine,'));
    const refused = await cli(env, 'import-bibtex', bad);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/^bad\.bib, line 25: the entry starting on this line has unbalanced braces/);
    const notZip = await cli(env, 'import-linkedin', BIB);
    expect(notZip.err).toMatch(/^publications\.bib is not a ZIP archive/);
    expect(await backups(env)).toBe(1);
  });
});
