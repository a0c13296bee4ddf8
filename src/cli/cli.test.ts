/**
 * The CLI (README.md "Command line"): commands run in-process through runCli against a temporary DATA_DIR
 * (SQLite file), plus one real `npx tsx src/cli/main.ts` process.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../server/db/connection.js';
import { countPortfolio, loadSampleResume } from '../server/modules/jsonresume/jsonresume.js';
import { usersRepository } from '../server/modules/users/users.repository.js';
import { checkPassword } from '../server/modules/users/passwords.js';
import { withDatabase } from './database.js';
import { type CliIO } from './cli-io.js';
import { runCli } from './program.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dirs: string[] = [];
afterEach(() => {
  while (dirs.length > 0) rmSync(dirs.pop()!, { recursive: true, force: true });
});

/** A temporary DATA_DIR with the sample resume (and any other files) in it. */
function workspace() {
  const dir = mkdtempSync(path.join(tmpdir(), 'vitae-cli-'));
  dirs.push(dir);
  const file = (name: string, content: unknown) => {
    const target = path.join(dir, name);
    writeFileSync(target, typeof content === 'string' ? content : JSON.stringify(content));
    return target;
  };
  return {
    dir,
    env: { DATA_DIR: dir } as NodeJS.ProcessEnv,
    sample: file('sample.json', loadSampleResume()),
    file,
  };
}

/** Run the CLI in-process; answers the exit code and what it wrote. */
async function cli(env: NodeJS.ProcessEnv, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIO = { out: (text) => out.push(text), err: (text) => err.push(text), env };
  const code = await runCli(args, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const counts = (env: NodeJS.ProcessEnv) => withDatabase(env, (db) => countPortfolio(db));

describe('vitae CLI', () => {
  it('import-jsonresume imports a file and prints what was imported and the warnings', async () => {
    const { env, sample } = workspace();
    const result = await cli(env, 'import-jsonresume', sample);
    expect(result.code).toBe(0);
    expect(result.out).toContain(
      `Imported ${sample}: 1 person, 1 work, 1 education, 5 skills, 1 project, 1 category besides All, 5 social links and contacts.`,
    );
    expect(result.out).toContain('1 warning:\n  basics.image: empty value; left out');
    expect(await counts(env)).toMatchObject({ people: 1, projects: 1, skills: 5 });
  });

  it('import-jsonresume prints each validation error with its path, exits 1 and writes nothing', async () => {
    const { env, file } = workspace();
    const bad = file('bad.json', { basics: { email: 'nope' }, work: [{ name: 'A', endDate: 'soon' }] });
    const result = await cli(env, 'import-jsonresume', bad);
    expect(result.code).toBe(1);
    expect(result.err.split('\n')).toEqual([
      'The file is not a valid JSON Resume (2 problems); nothing was imported.',
      '  basics.email: must be an email address (got "nope")',
      '  work[0].endDate: must be a date written YYYY, YYYY-MM or YYYY-MM-DD (got "soon")',
    ]);
    expect(await counts(env)).toEqual({
      people: 0,
      works: 0,
      educations: 0,
      skills: 0,
      projects: 0,
      categories: 0,
      socialLinks: 0,
    });
  });

  it('import-jsonresume refuses a non-empty portfolio without --replace and replaces it with --replace', async () => {
    const { env, sample, file } = workspace();
    expect((await cli(env, 'import-jsonresume', sample)).code).toBe(0);
    const other = file('other.json', {
      basics: { name: 'Ada Lovelace' },
      work: [{ name: 'Engines' }, { name: 'Notes' }],
    });

    const refused = await cli(env, 'import-jsonresume', other);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(
      /^The portfolio is not empty \(1 person, 1 work, .*\); nothing was imported\. .*--replace/,
    );
    expect(await counts(env)).toMatchObject({ works: 1, skills: 5 });

    const replaced = await cli(env, 'import-jsonresume', other, '--replace');
    expect(replaced.code).toBe(0);
    expect(replaced.out).toBe(`Replaced the portfolio with ${other}: 1 person, 2 works.`);
    expect(await counts(env)).toMatchObject({ people: 1, works: 2, skills: 0, socialLinks: 0 });
  });

  it('import-jsonresume explains a missing file and a file that is not JSON', async () => {
    const { env, dir, file } = workspace();
    const missing = await cli(env, 'import-jsonresume', path.join(dir, 'nope.json'));
    expect(missing).toMatchObject({
      code: 1,
      err: `Cannot read ${path.join(dir, 'nope.json')}: there is no such file.`,
    });
    const notJson = file('broken.json', '{"basics": ');
    const broken = await cli(env, 'import-jsonresume', notJson);
    expect(broken.code).toBe(1);
    expect(broken.err).toMatch(
      new RegExp(`^${notJson.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is not a JSON file: `),
    );
  });

  it('import-jsonresume refuses the NUL character as the data page does, writing nothing', async () => {
    const { env, file } = workspace();
    const withNul = file('nul.json', { basics: { name: 'Ada\u0000Lovelace' }, work: [{ name: 'ACME' }] });
    const result = await cli(env, 'import-jsonresume', withNul);
    expect(result.code).toBe(1);
    expect(result.err.split('\n')).toEqual([
      'The file is not a valid JSON Resume (1 problem); nothing was imported.',
      '  basics.name: must not contain the NUL character (\\u0000)',
    ]);
    expect(await counts(env)).toMatchObject({ people: 0, works: 0 });
  });

  it('import-jsonresume refuses files past the import limits (size, entries) with a message naming them', async () => {
    const { env, file } = workspace();
    const works = Array.from({ length: 501 }, (_, index) => ({ name: `W${index}` }));
    const many = await cli(env, 'import-jsonresume', file('many.json', { work: works }));
    expect(many).toMatchObject({
      code: 1,
      err: 'The file has 501 entries in work; Vitae imports at most 500 in one section. Nothing was imported.',
    });
    const bigFile = file('big.json', { basics: { summary: 'x'.repeat(5 * 1024 * 1024) } });
    const big = await cli(env, 'import-jsonresume', bigFile);
    expect(big).toMatchObject({
      code: 1,
      err: `${bigFile} is larger than 5 MiB; Vitae imports files of at most 5 MiB. Nothing was imported.`,
    });
    expect(await counts(env)).toMatchObject({ people: 0, works: 0 });
  });

  it('export-jsonresume writes to standard output or to a file, and the file imports back', async () => {
    const { env, sample, dir } = workspace();
    await cli(env, 'import-jsonresume', sample);
    const printed = await cli(env, 'export-jsonresume');
    expect(printed.code).toBe(0);
    const doc = JSON.parse(printed.out) as { basics: { name: string } };
    expect(doc.basics.name).toBe('Richard Hendriks');

    const target = path.join(dir, 'export.json');
    const written = await cli(env, 'export-jsonresume', target);
    expect(written).toMatchObject({ code: 0, out: `Exported the portfolio to ${target}.` });
    expect(JSON.parse(readFileSync(target, 'utf8'))).toEqual(doc);
    const again = await cli(env, 'import-jsonresume', target, '--replace');
    expect(again.code).toBe(0);
    expect(JSON.parse((await cli(env, 'export-jsonresume')).out)).toEqual(doc);
  });

  it('create-admin creates an admin with a random password printed once', async () => {
    const { env } = workspace();
    const result = await cli(env, 'create-admin', '--email', 'Owner@Example.com', '--name', 'Owner');
    expect(result.code).toBe(0);
    const [created, passwordLine] = result.out.split('\n');
    expect(created).toBe('Created the admin owner@example.com.');
    const password = /^Password: (\S{16})$/.exec(passwordLine!)?.[1];
    expect(password).toBeDefined();
    await withDatabase(env, async (db) => {
      const user = (await usersRepository.findByEmail(db, 'owner@example.com'))!;
      expect(user).toMatchObject({ name: 'Owner', role: 'admin' });
      expect(await checkPassword(user.passwordHash, password!)).toBe(true);
    });
  });

  it("create-admin resets an existing user's password, makes them admin and ends their sessions", async () => {
    const { env } = workspace();
    await withDatabase(env, async (db) => {
      const user = await usersRepository.create(db, {
        name: 'Bob',
        email: 'bob@example.com',
        password: 'old-password',
        role: 'user',
      });
      await db
        .insertInto('sessions')
        .values({
          id: 'a'.repeat(64),
          userId: user.id,
          createdAt: '2025-01-01T00:00:00.000Z',
          expiresAt: '2999-01-01T00:00:00.000Z',
        })
        .execute();
    });
    const result = await cli(
      env,
      'create-admin',
      '--email',
      'bob@example.com',
      '--password',
      'new-password-1',
    );
    expect(result).toMatchObject({
      code: 0,
      out: 'Reset the password of bob@example.com, made them an admin and ended their sessions.',
    });
    await withDatabase(env, async (db) => {
      const user = (await usersRepository.findByEmail(db, 'bob@example.com'))!;
      expect(user).toMatchObject({ name: 'Bob', role: 'admin' });
      expect(await checkPassword(user.passwordHash, 'new-password-1')).toBe(true);
      expect(await db.selectFrom('sessions').selectAll().execute()).toEqual([]);
    });
  });

  it('create-admin names the option that is wrong', async () => {
    const { env } = workspace();
    const result = await cli(env, 'create-admin', '--email', 'not-an-email', '--password', 'short');
    expect(result.code).toBe(1);
    expect(result.err.split('\n')).toEqual([
      'The admin was not created:',
      '  --email must be an email address',
      '  --password must have at least 8 characters',
    ]);
  });

  it('fails with the database-in-use message while a server holds the SQLite file', async () => {
    const { env, sample, dir } = workspace();
    const server = openDatabase({ dataDir: dir });
    try {
      const result = await cli(env, 'import-jsonresume', sample);
      expect(result.code).toBe(1);
      expect(result.err).toBe(
        `The database ${path.join(dir, 'vitae.db')} is already in use by another Vitae process. Stop that process, or start this one with another DATA_DIR.`,
      );
    } finally {
      await server.close();
    }
  });

  it('reports a bad configuration variable by name', async () => {
    const { env, sample } = workspace();
    const result = await cli({ ...env, DATABASE_URL: 'mysql://x' }, 'import-jsonresume', sample);
    expect(result).toMatchObject({
      code: 1,
      err: "Configuration error: DATABASE_URL must start with postgres:// or postgresql:// (got 'mysql://x')",
    });
  });

  it('documents every command with --help, and an unknown command exits 1', async () => {
    const { env } = workspace();
    for (const command of ['create-admin', 'import-jsonresume', 'export-jsonresume']) {
      const help = await cli(env, command, '--help');
      expect(help.code).toBe(0);
      expect(help.out).toContain(`Usage: vitae ${command}`);
      expect(help.out).toContain('DATA_DIR');
    }
    const unknown = await cli(env, 'bogus');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain("error: unknown command 'bogus'");
  });

  it('really runs as `npx tsx src/cli/main.ts import-jsonresume <file>`', () => {
    const { dir, sample, file } = workspace();
    const env = { ...process.env, DATA_DIR: dir, DATABASE_URL: '', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' };
    const run = (...args: string[]) =>
      spawnSync('npx', ['tsx', 'src/cli/main.ts', ...args], {
        cwd: repoRoot,
        env,
        encoding: 'utf8',
        timeout: 60_000,
      });

    const ok = run('import-jsonresume', sample);
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toContain(`Imported ${sample}: 1 person, 1 work`);

    const bad = run('import-jsonresume', file('bad.json', { basics: { url: 'no scheme' } }), '--replace');
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('  basics.url: must be a URL with a scheme');
  });
});
