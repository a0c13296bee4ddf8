/**
 * What an import refuses, on SQLite and PostgreSQL (docs/decisions/0080-data-limits.md): a file past
 * the size, entry or value limits (413, naming the limit), the NUL character, and `__proto__` keys;
 * and keys such as `constructor` or `toString` are plain keys, kept as the file wrote them, never read
 * through an object's prototype.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ensureAllCategory } from '../resources/categories.js';
import { expectError, expectOk } from '../../test/expect-api.js';
import { createTestApp, openTestDatabase, skipReason, type TestApp } from '../../test/test-app.js';
import { countPortfolio, importJsonResume, ResumeValidationError } from './jsonresume.js';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

async function app(): Promise<TestApp> {
  const t = await createTestApp();
  closers.push(() => t.close());
  return t;
}

const EMPTY = { people: 0, works: 0, educations: 0, skills: 0, projects: 0, categories: 0, socialLinks: 0 };

// A large file is validated in a worker thread (from the TypeScript sources here: tsx loads it).
describe.skipIf(skipReason() !== '')('JSON Resume import limits', { timeout: 120_000 }, () => {
  const importFile = (t: TestApp, body: string | object, query = '') =>
    t.request('POST', `/api/admin/import${query}`, { cookie: t.adminCookie, body });

  it('refuses a "__proto__" key instead of reading the file through it', async () => {
    const t = await app();
    const body = '{"__proto__":{"work":[{"name":"HiddenWork"}],"basics":{"name":"Inherited"}}}';
    for (const query of ['', '?confirm=true']) {
      const error = expectError(await importFile(t, body, query), 400);
      expect(error.issues).toEqual([{ path: '__proto__', message: 'is not accepted as a key' }]);
    }
    const nested = expectError(
      await importFile(t, '{"work":[{"name":"W","__proto__":{"position":"Boss"}}]}'),
      400,
    );
    expect(nested.issues).toEqual([{ path: 'work[0].__proto__', message: 'is not accepted as a key' }]);
    expect(await countPortfolio(t.db.kysely)).toEqual(EMPTY);
  });

  it('keeps keys named like Object methods as plain keys, through import and export', async () => {
    const t = await app();
    const work = { name: 'ACME', constructor: 'c', toString: 't', valueOf: 'v', hasOwnProperty: 'h' };
    const resume = {
      basics: { name: 'Ada Lovelace', toString: 'basics' },
      work: [work],
      skills: [{ name: 'Analysis', level: 'constructor' }],
      constructor: { prototype: 'p' },
    };
    expectOk(await importFile(t, resume, '?confirm=true'));
    expect(await countPortfolio(t.db.kysely)).toMatchObject({ people: 1, works: 1, skills: 1 });
    const [skill] = expectOk<{ percent: number }[]>(await t.request('GET', '/api/languages'));
    expect(skill!.percent).toBe(50);
    const exported = await t.request('GET', '/api/admin/export', { cookie: t.adminCookie });
    expect(exported.body).not.toMatch(/native code|\[object Object\]/);
    const doc = exported.json();
    expect(doc.work).toEqual([expect.objectContaining(work)]);
    expect(doc.basics).toMatchObject({ name: 'Ada Lovelace', toString: 'basics' });
    expect(doc.skills).toEqual([{ name: 'Analysis', level: 'constructor' }]);
    expect(doc.constructor).toEqual({ prototype: 'p' });
  });

  it('refuses the NUL character wherever the import runs (data page, CLI, first start)', async () => {
    const db = await openTestDatabase();
    closers.push(() => db.drop());
    await ensureAllCategory(db.kysely);
    const error = await importJsonResume(
      db.kysely,
      { basics: { name: 'Ada\u0000Lovelace' }, work: [{ 'na\u0000me': 'x' }] },
      { replace: true },
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResumeValidationError);
    expect((error as ResumeValidationError).errors).toEqual([
      { path: 'basics.name', message: 'must not contain the NUL character (\\u0000)' },
      { path: 'work[0].na\u0000me', message: 'must not contain the NUL character (\\u0000)' },
    ]);
    expect(await countPortfolio(db.kysely)).toEqual(EMPTY);
  });

  it('refuses entries and values past the limits with 413 and a message naming the limit', async () => {
    const t = await app();
    const works = (count: number) => Array.from({ length: count }, (_, index) => ({ name: `W${index}` }));
    const section = expectError(await importFile(t, { work: works(501) }), 413);
    expect(section.message).toBe(
      'The file has 501 entries in work; Vitae imports at most 500 in one section. Nothing was imported.',
    );
    const all = expectError(
      await importFile(
        t,
        {
          work: works(500),
          publications: works(300),
          projects: [{ name: 'P', keywords: ['a', 'b'] }],
          basics: { profiles: works(198) },
        },
        '?confirm=true',
      ),
      413,
    );
    expect(all.message).toBe(
      'The file has 1,001 entries; Vitae imports at most 1,000 in all. Nothing was imported.',
    );
    const values = expectError(
      await importFile(t, { work: [{ name: 'W', highlights: works(25_000) }] }),
      413,
    );
    expect(values.message).toBe(
      'The file has more than 50,000 values; Vitae imports at most 50,000. Nothing was imported.',
    );
    const translation = expectError(await importFile(t, { work: works(501) }, '?lang=es'), 413);
    expect(translation.message).toMatch(/^The file has 501 entries in work/);
    expect(await countPortfolio(t.db.kysely)).toEqual(EMPTY);
    // A refused import saved no automatic backup.
    expect(expectOk(await t.request('GET', '/api/admin/backups', { cookie: t.adminCookie }))).toEqual([]);
  });

  it('refuses a file larger than 5 MiB with the import’s own 413 message', async () => {
    const t = await app();
    const body = JSON.stringify({ basics: { name: 'Big', summary: 'x'.repeat(5 * 1024 * 1024) } });
    const error = expectError(await importFile(t, body), 413);
    expect(error.message).toBe(
      'The file is larger than 5 MiB; Vitae imports JSON Resume files of at most 5 MiB. Nothing was imported.',
    );
    expect(await countPortfolio(t.db.kysely)).toEqual(EMPTY);
  });

  it('imports a file at the entry limits', async () => {
    const t = await app();
    const work = Array.from({ length: 500 }, (_, index) => ({
      name: `Company ${index}`,
      startDate: '2020-01',
    }));
    const publications = Array.from({ length: 500 }, (_, index) => ({ name: `Paper ${index}` }));
    const preview = expectOk<{ counts: { works: number } }>(
      await importFile(t, { basics: { name: 'Ada Lovelace' }, work, publications }),
    );
    expect(preview.counts.works).toBe(500);
  });
});
