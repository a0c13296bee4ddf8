/**
 * JSON Resume in two languages (decision 0060), on SQLite and PostgreSQL: `GET /api/admin/export
 * ?lang=es` exports the Spanish version (each entry localized, the English text where no Spanish
 * one exists), and `POST /api/admin/import?lang=es` loads a second resume as the Spanish version of
 * the same entries, matched by order: a preview that changes nothing, then the translations, with no
 * entry created, moved or changed otherwise.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../test/expect-api.js';
import { createTestApp, skipReason, type TestApp } from '../../test/test-app.js';

type Entry = { _id: string; i18n?: Record<string, Record<string, unknown>> } & Record<string, unknown>;

const ENGLISH = {
  basics: { name: 'Ana García', label: 'Software engineer', summary: 'I build reliable systems.' },
  work: [
    { name: 'Acme', position: 'Backend developer', startDate: '2021-03-01', summary: 'Payments.' },
    { name: 'Globex', position: 'Intern', startDate: '2019-01-01', endDate: '2020-12-31' },
  ],
  education: [{ institution: 'UBA', area: 'Computer science', studyType: 'Bachelor' }],
  skills: [{ name: 'Teamwork', level: 'Expert' }],
  awards: [{ title: 'Best paper', awarder: 'ACM', summary: 'For a paper.' }],
};

const SPANISH = {
  basics: { name: 'Ana García', label: 'Ingeniera de software', summary: 'Construyo sistemas fiables.' },
  work: [
    { name: 'Acme', position: 'Desarrolladora backend', startDate: '2021-03-01', summary: 'Pagos.' },
    // Same job title in both: no translation is stored for it.
    { name: 'Globex', position: 'Intern', startDate: '2019-01-01', endDate: '2020-12-31' },
  ],
  education: [{ institution: 'UBA', area: 'Ciencias de la computación', studyType: 'Bachelor' }],
  skills: [{ name: 'Trabajo en equipo', level: 'Expert' }],
  awards: [{ title: 'Mejor artículo', awarder: 'ACM' }],
};

/** The parts of an exported resume these tests read. */
type ExportedResume = Record<string, unknown> & {
  work: { position: string }[];
  skills: { name: string }[];
  awards: Record<string, unknown>[];
};

describe.skipIf(skipReason() !== '')('JSON Resume in two languages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    expectOk(
      await t.request('POST', '/api/admin/import?confirm=true', { cookie: t.adminCookie, body: ENGLISH }),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  const read = async () => ({
    people: expectOk<Entry[]>(await t.request('GET', '/api/people')),
    works: expectOk<Entry[]>(await t.request('GET', '/api/works')),
    educations: expectOk<Entry[]>(await t.request('GET', '/api/educations')),
    skills: expectOk<Entry[]>(await t.request('GET', '/api/languages')),
    awards: expectOk<Entry[]>(await t.request('GET', '/api/awards')),
  });
  const exported = async (query = '') => {
    const response = await t.request('GET', `/api/admin/export${query}`, { cookie: t.adminCookie });
    expect(response.statusCode).toBe(200);
    return {
      name: response.headers['content-disposition'],
      doc: JSON.parse(response.body) as ExportedResume,
    };
  };

  it('previews the Spanish resume without changing anything, then loads it as the Spanish version', async () => {
    const before = await read();
    const englishExport = (await exported()).doc;
    const preview = expectOk<{
      current: Record<string, number>;
      counts: Record<string, number>;
      warnings: unknown[];
    }>(await t.request('POST', '/api/admin/import?lang=es', { cookie: t.adminCookie, body: SPANISH }));
    expect(preview.counts).toMatchObject({ people: 1, works: 2, educations: 1, skills: 1 });
    expect(preview.current).toMatchObject({ people: 1, works: 2, educations: 1, skills: 1 });
    expect(preview.warnings).toEqual([]);
    expect(await read()).toEqual(before);

    const done = expectOk<{ backup: { reason: string } }>(
      await t.request('POST', '/api/admin/import?lang=es&confirm=true', {
        cookie: t.adminCookie,
        body: SPANISH,
      }),
    );
    expect(done.backup.reason).toBe('import');
    const after = await read();
    // The same entries, in the same order, with the same English fields...
    const strip = (list: Entry[]) => list.map(({ i18n: _i18n, updatedAt: _updated, ...rest }) => rest);
    for (const key of Object.keys(before) as (keyof typeof before)[]) {
      expect(strip(after[key])).toEqual(strip(before[key]));
    }
    // ...and their Spanish versions.
    expect(after.people[0]!.i18n).toEqual({
      es: { jobTitles: 'Ingeniera de software', about: 'Construyo sistemas fiables.' },
    });
    expect(after.works[0]!.i18n).toEqual({
      es: { jobTitle: 'Desarrolladora backend', description: 'Pagos.' },
    });
    expect(after.works[1]!.i18n).toBeUndefined();
    expect(after.educations[0]!.i18n?.es?.title).toMatch(/Ciencias de la computación/);
    expect(after.skills[0]!.i18n).toEqual({ es: { title: 'Trabajo en equipo' } });
    // The Spanish award has no summary: the English one stays the only one.
    expect(after.awards[0]!.i18n).toEqual({ es: { title: 'Mejor artículo' } });

    // Export: English exactly as before; Spanish with the Spanish texts, English where none.
    expect((await exported()).doc).toEqual(englishExport);
    const spanish = await exported('?lang=es');
    expect(spanish.name).toBe('attachment; filename="resume-es.json"');
    expect(spanish.doc.basics).toMatchObject({
      label: 'Ingeniera de software',
      summary: 'Construyo sistemas fiables.',
    });
    expect(spanish.doc.work.map((job: { position: string }) => job.position)).toEqual([
      'Desarrolladora backend',
      'Intern',
    ]);
    expect(spanish.doc.skills[0]?.name).toBe('Trabajo en equipo');
    expect(spanish.doc.awards[0]).toMatchObject({ title: 'Mejor artículo', summary: 'For a paper.' });
    expect(JSON.stringify(spanish.doc)).not.toContain('"i18n"');
  });

  it('loading the Spanish export back as the Spanish version changes nothing', async () => {
    const before = await read();
    const spanish = (await exported('?lang=es')).doc;
    expectOk(
      await t.request('POST', '/api/admin/import?lang=es&confirm=true', {
        cookie: t.adminCookie,
        body: spanish,
      }),
    );
    const after = await read();
    for (const key of Object.keys(before) as (keyof typeof before)[]) {
      expect(after[key].map((entry) => entry.i18n)).toEqual(before[key].map((entry) => entry.i18n));
    }
  });

  it('pairs a shorter file up to its length, with a warning naming the section', async () => {
    const shorter = { ...SPANISH, work: [{ name: 'Acme', position: 'Desarrolladora sénior' }] };
    const done = expectOk<{ warnings: { path: string; message: string }[] }>(
      await t.request('POST', '/api/admin/import?lang=es&confirm=true', {
        cookie: t.adminCookie,
        body: shorter,
      }),
    );
    expect(done.warnings).toContainEqual({
      path: 'work',
      message: 'the file has 1 and the portfolio 2: the first 1 were matched by order',
    });
    const works = expectOk<Entry[]>(await t.request('GET', '/api/works'));
    expect(works).toHaveLength(2);
    expect(works[0]!.i18n?.es?.jobTitle).toBe('Desarrolladora sénior');
  });

  it('refuses an unknown language, an invalid resume and a visitor, changing nothing', async () => {
    const before = await read();
    expectError(
      await t.request('POST', '/api/admin/import?lang=fr&confirm=true', {
        cookie: t.adminCookie,
        body: SPANISH,
      }),
      400,
      'The language of a second resume must be es; a resume in the default language is imported without lang.',
    );
    expectError(
      await t.request('POST', '/api/admin/import?lang=es&confirm=true', {
        cookie: t.adminCookie,
        body: { work: 'not a list' },
      }),
      400,
    );
    expectError(await t.request('POST', '/api/admin/import?lang=es&confirm=true', { body: SPANISH }), 401);
    expectError(
      await t.request('GET', '/api/admin/export?lang=fr', { cookie: t.adminCookie }),
      400,
      'lang must be en or es.',
    );
    expect(await read()).toEqual(before);
  });
});
