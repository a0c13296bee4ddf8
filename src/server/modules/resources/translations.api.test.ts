/**
 * The owner's content in two languages on the API (docs/decisions/0065): every
 * resource accepts and answers `i18n: { es: { field: value } }` beside its unchanged fields, on SQLite
 * and PostgreSQL. Round trip of both versions, per-field merge on update, removal by an empty value,
 * refused input that changes nothing, entries without translations answered exactly as before, the
 * list cache, populated project refs, and a backup/restore that keeps the translations.
 */
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_RESOURCES, person, works } from '../../../shared/resources/index.js';
import { expectError, expectOk } from '../../test/expect-api.js';
import { multipart } from '../../test/multipart.js';
import { createTestApp, skipReason, type TestApp } from '../../test/test-app.js';
import { createBackup } from '../data/backup.js';

type Entry = { _id: string } & Record<string, unknown>;

describe.skipIf(skipReason() !== '')('content translations (i18n)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  const admin = () => ({ cookie: t.adminCookie });

  it('every resource declares its prose fields, and social links have none', () => {
    const declared = Object.fromEntries(
      [person, ...LIST_RESOURCES].map((resource) => [resource.key, [...resource.translatable]]),
    );
    // Each prose field is a field of its declaration (a resource added later is checked here too).
    for (const resource of [person, ...LIST_RESOURCES])
      for (const field of resource.translatable) expect(Object.keys(resource.fields)).toContain(field);
    // The resources known today keep exactly these (a new resource needs no line here).
    expect(declared).toMatchObject({
      person: ['jobTitles', 'about'],
      work: ['jobTitle', 'description', 'highlights'],
      category: ['title'],
      project: ['title', 'description', 'highlights', 'roles'],
      education: ['title', 'description'],
      skill: ['title', 'keywords'],
      socialLink: [],
      volunteer: ['position', 'summary', 'highlights'],
      award: ['title', 'summary'],
      certificate: ['name'],
      publication: ['name', 'summary'],
      spokenLanguage: ['language', 'fluency'],
      interest: ['name', 'keywords'],
      reference: ['reference'],
      customEntry: ['title', 'subtitle', 'summary'],
    });
  });

  it('round-trips both versions of a work; the plain fields stay exactly as they were', async () => {
    const created = expectOk<Entry>(
      await t.request('POST', '/api/works', {
        ...admin(),
        body: {
          company: 'ACME',
          jobTitle: 'Engineer',
          description: 'Built things.',
          i18n: { es: { jobTitle: '  Ingeniera  ', description: 'Construí cosas.' } },
        },
      }),
      201,
    );
    expect(created).toMatchObject({ company: 'ACME', jobTitle: 'Engineer', description: 'Built things.' });
    // Trimmed by the field's own rule, as the plain field is.
    expect(created.i18n).toEqual({ es: { jobTitle: 'Ingeniera', description: 'Construí cosas.' } });
    const one = expectOk<Entry>(await t.request('GET', `/api/works/${created._id}`));
    expect(one).toEqual(created);
    const list = expectOk<Entry[]>(await t.request('GET', '/api/works'));
    expect(list.find((work) => work._id === created._id)).toEqual(created);
  });

  it('an entry without translations is answered without the i18n key (existing clients unaffected)', async () => {
    const created = expectOk<Entry>(
      await t.request('POST', '/api/works', { ...admin(), body: { company: 'Plain' } }),
      201,
    );
    // The declaration's answered fields (decision 0240), so a new field of works needs no edit here.
    expect(Object.keys(created).sort()).toEqual(
      ['_id', 'createdAt', 'updatedAt', 'order', ...Object.keys(works.wireFields)].sort(),
    );
    // Translations that are all empty store nothing either.
    const empty = expectOk<Entry>(
      await t.request('PUT', `/api/works/${created._id}`, {
        ...admin(),
        body: { i18n: { es: { jobTitle: '', description: '   ' } } },
      }),
    );
    expect('i18n' in empty).toBe(false);
  });

  it('merges an update per field, keeps translations an update leaves out, removes by an empty value', async () => {
    const work = expectOk<Entry>(
      await t.request('POST', '/api/works', {
        ...admin(),
        body: { jobTitle: 'Designer', i18n: { es: { jobTitle: 'Diseñadora', description: 'Diseño.' } } },
      }),
      201,
    );
    const url = `/api/works/${work._id}`;
    // Only the Spanish description changes; the Spanish job title stays.
    const merged = expectOk<Entry>(
      await t.request('PUT', url, { ...admin(), body: { i18n: { es: { description: 'Diseño web.' } } } }),
    );
    expect(merged.i18n).toEqual({ es: { jobTitle: 'Diseñadora', description: 'Diseño web.' } });
    expect(merged.jobTitle).toBe('Designer');
    // An update without i18n keeps every translation.
    const plain = expectOk<Entry>(await t.request('PUT', url, { ...admin(), body: { jobTitle: 'Lead' } }));
    expect(plain.jobTitle).toBe('Lead');
    expect(plain.i18n).toEqual(merged.i18n);
    // '' (or null) removes one translation; { es: null } removes the language.
    const removed = expectOk<Entry>(
      await t.request('PUT', url, { ...admin(), body: { i18n: { es: { jobTitle: '' } } } }),
    );
    expect(removed.i18n).toEqual({ es: { description: 'Diseño web.' } });
    const none = expectOk<Entry>(await t.request('PUT', url, { ...admin(), body: { i18n: { es: null } } }));
    expect('i18n' in none).toBe(false);
  });

  it('refuses unknown languages, untranslatable fields and values breaking the field rules, changing nothing', async () => {
    const work = expectOk<Entry>(
      await t.request('POST', '/api/works', {
        ...admin(),
        body: { jobTitle: 'Writer', i18n: { es: { jobTitle: 'Escritora' } } },
      }),
      201,
    );
    const url = `/api/works/${work._id}`;
    const before = expectOk<Entry>(await t.request('GET', url));
    const language = expectError(
      await t.request('PUT', url, {
        ...admin(),
        body: { jobTitle: 'X', i18n: { fr: { jobTitle: 'Écrivaine' } } },
      }),
      400,
    );
    expect(language.message).toBe('i18n has languages Vitae does not translate into: fr (languages: es).');
    const field = expectError(
      await t.request('PUT', url, { ...admin(), body: { i18n: { es: { company: 'ACME', jobTitle: 'Y' } } } }),
      400,
    );
    expect(field.message).toBe(
      'i18n.es has fields that cannot be translated: company (translatable: jobTitle, description, highlights).',
    );
    const long = expectError(
      await t.request('PUT', url, { ...admin(), body: { i18n: { es: { jobTitle: 'x'.repeat(201) } } } }),
      400,
    );
    expect(long.message).toBe('i18n.es.jobTitle must have at most 200 characters.');
    expect(long.issues).toEqual([{ path: 'i18n.es.jobTitle', message: 'must have at most 200 characters' }]);
    const shape = expectError(await t.request('PUT', url, { ...admin(), body: { i18n: 'es' } }), 400);
    expect(shape.message).toBe('i18n must be an object of languages, e.g. {"es": {...}}.');
    const list = expectError(
      await t.request('POST', '/api/volunteer', {
        ...admin(),
        body: { i18n: { es: { highlights: 'uno' } } },
      }),
      400,
    );
    expect(list.issues?.[0]?.path).toBe('i18n.es.highlights');
    // A visitor cannot write translations.
    expectError(
      await t.request('PUT', url, { cookie: t.userCookie, body: { i18n: { es: { jobTitle: 'Z' } } } }),
      403,
    );
    expect(expectOk<Entry>(await t.request('GET', url))).toEqual(before);
    expect(expectOk<Entry[]>(await t.request('GET', '/api/volunteer'))).toEqual([]);
  });

  it('translates the person, list fields and category titles; populated projects carry the refs translations', async () => {
    const [owner] = expectOk<Entry[]>(await t.request('GET', '/api/people'));
    let personId = owner?._id;
    if (!personId) {
      personId = expectOk<Entry>(
        await t.request('POST', '/api/people', { ...admin(), body: { firstName: 'Ana' } }),
        201,
      )._id;
    }
    const updated = expectOk<Entry>(
      await t.request('PUT', `/api/people/${personId}`, {
        ...admin(),
        body: { jobTitles: 'Developer', about: 'About me', i18n: { es: { jobTitles: 'Desarrolladora' } } },
      }),
    );
    expect(updated).toMatchObject({ jobTitles: 'Developer', i18n: { es: { jobTitles: 'Desarrolladora' } } });
    const again = expectOk<Entry>(
      await t.request('PUT', `/api/people/${personId}`, {
        ...admin(),
        body: { i18n: { es: { about: 'Sobre mí' } } },
      }),
    );
    expect(again.i18n).toEqual({ es: { jobTitles: 'Desarrolladora', about: 'Sobre mí' } });
    const people = expectOk<Entry[]>(await t.request('GET', '/api/people'));
    expect(people[0]!.i18n).toEqual(again.i18n);
    expectError(
      await t.request('PUT', `/api/people/${personId}`, {
        ...admin(),
        body: { i18n: { es: { city: 'Madrid' } } },
      }),
      400,
      'i18n.es has fields that cannot be translated: city (translatable: jobTitles, about).',
    );

    const volunteer = expectOk<Entry>(
      await t.request('POST', '/api/volunteer', {
        ...admin(),
        body: {
          organization: 'Red Cross',
          highlights: ['Logistics', 'Training'],
          i18n: { es: { highlights: ['Logística', 'Formación'], summary: 'Ayuda.' } },
        },
      }),
      201,
    );
    expect(volunteer.i18n).toEqual({ es: { highlights: ['Logística', 'Formación'], summary: 'Ayuda.' } });

    // A category's Spanish title may be empty although its title may not.
    const category = expectOk<Entry>(
      await t.request('POST', '/api/categories', {
        ...admin(),
        body: { title: 'Web', i18n: { es: { title: '' } } },
      }),
      201,
    );
    expect('i18n' in category).toBe(false);
    expectOk(
      await t.request('PUT', `/api/categories/${category._id}`, {
        ...admin(),
        body: { i18n: { es: { title: 'Sitios web' } } },
      }),
    );
    const skill = expectOk<Entry>(
      await t.request('POST', '/api/languages', {
        ...admin(),
        body: { title: 'Teamwork', type: 'Soft', i18n: { es: { title: 'Trabajo en equipo' } } },
      }),
      201,
    );
    const project = expectOk<Entry>(
      await t.request('POST', '/api/proyects', {
        ...admin(),
        body: {
          title: 'Shop',
          categories: [category._id],
          languages: [skill._id],
          i18n: { es: { title: 'Tienda' } },
        },
      }),
      201,
    );
    const populated = expectOk<Entry[]>(
      await t.request('GET', '/api/proyects/populated?populate=languages,categories'),
    );
    const shop = populated.find((entry) => entry._id === project._id)!;
    expect(shop.i18n).toEqual({ es: { title: 'Tienda' } });
    expect(shop.languages).toEqual([
      expect.objectContaining({ title: 'Teamwork', i18n: { es: { title: 'Trabajo en equipo' } } }),
    ]);
    expect(shop.categories).toContainEqual(
      expect.objectContaining({ title: 'Web', i18n: { es: { title: 'Sitios web' } } }),
    );
  });

  it('the cached public list follows a change of translation alone', async () => {
    const award = expectOk<Entry>(
      await t.request('POST', '/api/awards', { ...admin(), body: { title: 'Best paper' } }),
      201,
    );
    expect(expectOk<Entry[]>(await t.request('GET', '/api/awards'))[0]!.i18n).toBeUndefined();
    expectOk(
      await t.request('PUT', `/api/awards/${award._id}`, {
        ...admin(),
        body: { i18n: { es: { title: 'Mejor artículo' } } },
      }),
    );
    expect(expectOk<Entry[]>(await t.request('GET', '/api/awards'))[0]!.i18n).toEqual({
      es: { title: 'Mejor artículo' },
    });
  });

  it('a backup and its restore keep the translations; an old backup without them restores as none', async () => {
    const backup = await createBackup(t.db.kysely);
    const before = expectOk<Entry[]>(await t.request('GET', '/api/works'));
    expect(before.some((work) => work.i18n)).toBe(true);
    const post = async (doc: unknown) => {
      const body = await multipart(gzipSync(JSON.stringify(doc)), 'backup.json.gz');
      return t.app.inject({
        method: 'POST',
        url: '/api/admin/restore?confirm=true',
        headers: { 'content-type': body.contentType, cookie: t.adminCookie },
        payload: body.payload,
      });
    };
    // Change a translation, then restore: the backup's version comes back.
    const target = before.find((work) => work.i18n)!;
    expectOk(
      await t.request('PUT', `/api/works/${target._id}`, {
        ...admin(),
        body: { i18n: { es: { jobTitle: 'Cambiado' } } },
      }),
    );
    expectOk(await post(backup));
    expect(expectOk<Entry[]>(await t.request('GET', '/api/works'))).toEqual(before);
    // A backup written before decision 0065 has no i18n column: its rows read without translations.
    const old = structuredClone(backup);
    for (const rows of Object.values(old.tables)) for (const row of rows) delete row.i18n;
    expectOk(await post(old));
    const restored = expectOk<Entry[]>(await t.request('GET', '/api/works'));
    expect(restored.map((work) => work._id)).toEqual(before.map((work) => work._id));
    expect(restored.every((work) => !('i18n' in work))).toBe(true);
  });

  it('/og.png has one image per language, chosen by ?lang= alone', async () => {
    const [owner] = expectOk<Entry[]>(await t.request('GET', '/api/people'));
    expectOk(
      await t.request('PUT', `/api/people/${owner!._id}`, {
        ...admin(),
        body: { jobTitles: 'Developer', i18n: { es: { jobTitles: 'Desarrolladora de software' } } },
      }),
    );
    const english = await t.request('GET', '/og.png');
    const spanish = await t.request('GET', '/og.png?lang=es');
    expect(english.statusCode).toBe(200);
    expect(spanish.statusCode).toBe(200);
    expect(spanish.headers['content-type']).toBe('image/png');
    expect(spanish.headers.etag).not.toBe(english.headers.etag);
    // A cookie does not change what the URL names.
    const withCookie = await t.request('GET', '/og.png', { headers: { cookie: 'lang=es' } });
    expect(withCookie.headers.etag).toBe(english.headers.etag);
    expect((await t.request('GET', '/og.png?lang=es')).rawPayload.equals(spanish.rawPayload)).toBe(true);
  });

  it('documents i18n in the OpenAPI of create, update and reads', async () => {
    const doc = JSON.parse((await t.request('GET', '/api/docs/openapi.json')).body) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const text = JSON.stringify(doc.paths['/api/works/{id}']);
    expect(text).toContain('"i18n"');
    expect(text).toContain('"es"');
  });
});
