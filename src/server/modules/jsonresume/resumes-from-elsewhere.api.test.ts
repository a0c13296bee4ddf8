/**
 * Resumes written by other tools, read by other tools (decision 0031), on SQLite and
 * PostgreSQL through the real app: a country written as a name is read as its ISO 3166-1 code with a
 * warning, and export writes only codes a theme can name; unknown top-level keys (`x_talks`) come
 * back whole; a leading title ("Dr.") stays out of the first name and comes back in the export.
 * Source: docs/decisions/0100-json-resume-country-codes.md, 0101-unknown-top-level-keys.md,
 * 0102-honorifics-in-names.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { expectOk } from '../../test/expect-api.js';
import { createTestApp, skipReason, type TestApp } from '../../test/test-app.js';
import { schemaIssues } from './schema-errors.js';
import { keptValues } from './values.js';

type Resume = Record<string, unknown> & {
  basics?: Record<string, unknown> & { location?: Record<string, unknown> };
};
type Person = { _id: string; firstName: string; lastName: string; country: string };
type Preview = { warnings: { path: string; message: string }[] };

const FIXTURE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'fixtures',
  'en-talks-and-titles.json',
);
const readFixture = (): Resume => JSON.parse(fs.readFileSync(FIXTURE, 'utf8')) as Resume;

const apps: TestApp[] = [];
afterEach(async () => {
  while (apps.length > 0) await apps.pop()!.close();
});

async function start(): Promise<TestApp> {
  const t = await createTestApp();
  apps.push(t);
  return t;
}

async function preview(t: TestApp, resume: unknown): Promise<Preview> {
  return expectOk<Preview>(
    await t.request('POST', '/api/admin/import?replace=true', { cookie: t.adminCookie, body: resume }),
  );
}

async function load(t: TestApp, resume: unknown): Promise<Preview> {
  return expectOk<Preview>(
    await t.request('POST', '/api/admin/import?replace=true&confirm=true', {
      cookie: t.adminCookie,
      body: resume,
    }),
  );
}

async function exported(t: TestApp): Promise<Resume> {
  const response = await t.request('GET', '/api/admin/export', { cookie: t.adminCookie });
  expect(response.statusCode).toBe(200);
  return JSON.parse(response.body) as Resume;
}

const person = async (t: TestApp) => expectOk<Person[]>(await t.request('GET', '/api/people'))[0]!;

/** What a theme does with the code (jsonresume-theme-even: `Intl.DisplayNames#of`, throws on a name). */
const themeCountry = (code: unknown) => new Intl.DisplayNames(['en'], { type: 'region' }).of(code as string);

const withCountry = (countryCode: string): Resume => ({
  basics: { name: 'Noa Levi', location: { city: 'Haifa', countryCode } },
});

describe.skipIf(skipReason() !== '')('JSON Resume written and read by other tools', () => {
  it('reads a country name (English, Spanish, any case or accents) as its ISO code, warning by path', async () => {
    const t = await start();
    for (const [written, code] of [
      ['Israel', 'IL'],
      ['Estados Unidos', 'US'],
      ['espana', 'ES'],
      ['United Kingdom', 'GB'],
      ['usa', 'US'],
      ['de', 'DE'],
    ] as const) {
      const seen = await preview(t, withCountry(written));
      expect(seen.warnings).toEqual([
        { path: 'basics.location.countryCode', message: `not an ISO 3166-1 country code; read as ${code}` },
      ]);
      await load(t, withCountry(written));
      expect((await person(t)).country).toBe(code);
      const doc = await exported(t);
      expect(doc.basics?.location).toEqual({ city: 'Haifa', countryCode: code });
      expect(schemaIssues(doc)).toEqual([]);
      expect(() => themeCountry(doc.basics?.location?.countryCode)).not.toThrow();
    }
    // A valid code is taken as it is, without a warning.
    expect((await preview(t, withCountry('AR'))).warnings).toEqual([]);
  });

  it('keeps a country that names none, but never exports it as countryCode', async () => {
    const t = await start();
    const seen = await load(t, withCountry('Atlantis'));
    expect(seen.warnings).toEqual([
      {
        path: 'basics.location.countryCode',
        message:
          'not an ISO 3166-1 country code nor a country name; kept as the country, written to x-vitae instead of countryCode on export',
      },
    ]);
    expect((await person(t)).country).toBe('Atlantis');
    const doc = await exported(t);
    expect(doc.basics?.location).toEqual({ city: 'Haifa' });
    expect(doc.basics?.['x-vitae']).toEqual({ country: 'Atlantis' });
    // Export → import gives the owner's value back.
    await load(t, doc);
    expect((await person(t)).country).toBe('Atlantis');
    expect(await exported(t)).toEqual(doc);
  });

  it('exports a country the owner typed as a name as its code, and keeps the name for the next import', async () => {
    const t = await start();
    await load(t, withCountry('IL'));
    const { _id } = await person(t);
    expectOk(
      await t.request('PUT', `/api/people/${_id}`, { cookie: t.adminCookie, body: { country: 'Israel' } }),
    );
    const doc = await exported(t);
    expect(doc.basics?.location?.countryCode).toBe('IL');
    expect(doc.basics?.['x-vitae']).toEqual({ country: 'Israel' });
    await load(t, doc);
    expect((await person(t)).country).toBe('Israel');
  });

  it('gives back every value of unknown top-level sections (x_talks, x_outputs, meta) in their place', async () => {
    const t = await start();
    const file = readFixture();
    await load(t, file);
    const doc = await exported(t);
    expect(doc.x_talks).toEqual(file.x_talks);
    expect(doc.x_outputs).toEqual(file.x_outputs);
    expect(doc.meta).toEqual(file.meta);
    expect(Object.keys(doc).filter((key) => key !== 'x-vitae')).toEqual(Object.keys(file));
    const talks = keptValues({ x_talks: file.x_talks, x_outputs: file.x_outputs }, doc);
    expect(talks).toEqual({ kept: 28, total: 28, lost: [] });
    // An export → import → export keeps them too.
    await load(t, doc);
    expect(await exported(t)).toEqual(doc);
  });

  it('keeps a leading title out of the first name and writes the name back as given', async () => {
    const t = await start();
    const file = readFixture();
    const seen = await load(t, file);
    expect(seen.warnings).toContainEqual({
      path: 'basics.name',
      message: '"Dr." is a title, kept out of the first name; the export writes the name as given',
    });
    expect(await person(t)).toMatchObject({ firstName: 'Lena', lastName: 'Vasquez' });
    expect((await exported(t)).basics?.name).toBe('Dr. Lena Vasquez');

    await load(t, { basics: { name: 'Prof. Dr. Hans  Weber' } });
    expect(await person(t)).toMatchObject({ firstName: 'Hans', lastName: 'Weber' });
    expect((await exported(t)).basics?.name).toBe('Prof. Dr. Hans  Weber');

    // A title alone is a name, and an initial is not a title.
    await load(t, { basics: { name: 'M. Night Shyamalan' } });
    expect(await person(t)).toMatchObject({ firstName: 'M. Night', lastName: 'Shyamalan' });
  });
});
