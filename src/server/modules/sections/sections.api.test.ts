/**
 * The sections the owner shapes (docs/product.md §27): the public list in the owner's order, admin
 * writes (order, hide, rename both languages, custom sections and their entries), bad input refused
 * changing nothing, and custom sections carried by backups and by JSON Resume export and re-import
 * (docs/decisions/0176-custom-sections-in-json-resume.md). Runs on SQLite and PostgreSQL.
 */
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_SECTIONS, type SectionWire } from '../../../shared/sections.js';
import { VERSION_PATHS } from '../../../shared/versions.js';
import { expectError, expectOk } from '../../test/expect-api.js';
import { multipart } from '../../test/multipart.js';
import { pdfText } from '../../test/pdf.js';
import { createTestApp, skipReason, type TestApp } from '../../test/test-app.js';

type Entry = { _id: string; title: string; section: string; order: number };

describe.skipIf(skipReason() !== '')('sections the owner shapes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  const admin = () => ({ cookie: t.adminCookie });
  const sections = async () => expectOk<SectionWire[]>(await t.request('GET', '/api/sections'));
  const entries = async () => expectOk<Entry[]>(await t.request('GET', '/api/custom-entries'));
  let talks: SectionWire;

  it('lists the built-in sections in their default order for anyone; writes are the admin’s', async () => {
    const list = await sections();
    expect(list.map((section) => section.key)).toEqual([...BUILTIN_SECTIONS]);
    expect(list[0]).toEqual({
      key: 'works',
      custom: false,
      heading: { en: '', es: '' },
      hidden: false,
      order: 0,
    });
    expectError(await t.request('PATCH', '/api/sections/works', { body: { hidden: true } }), 401);
    expectError(
      await t.request('POST', '/api/sections', { cookie: t.userCookie, body: { heading: { en: 'Talks' } } }),
      403,
    );
    expect(await sections()).toEqual(list);
  });

  it('hides, renames and adds; refuses bad input changing nothing', async () => {
    expectOk(
      await t.request('PATCH', '/api/sections/awards', {
        ...admin(),
        body: { hidden: true, heading: { en: 'Prizes', es: 'Galardones' } },
      }),
    );
    talks = expectOk<SectionWire>(
      await t.request('POST', '/api/sections', {
        ...admin(),
        body: { heading: { en: 'Talks', es: 'Charlas' } },
      }),
      201,
    );
    expect(talks).toMatchObject({ custom: true, heading: { en: 'Talks', es: 'Charlas' }, hidden: false });
    const before = await sections();
    expect(before.find((section) => section.key === 'awards')).toMatchObject({
      hidden: true,
      heading: { en: 'Prizes', es: 'Galardones' },
    });
    expect(before.at(-1)!.key).toBe(talks.key);

    expectError(
      await t.request('POST', '/api/sections', { ...admin(), body: { heading: { en: ' ' } } }),
      400,
    );
    expectError(
      await t.request('PATCH', '/api/sections/works', {
        ...admin(),
        body: { heading: { en: 'x'.repeat(81) } },
      }),
      400,
    );
    expectError(await t.request('PATCH', '/api/sections/nope', { ...admin(), body: { hidden: true } }), 404);
    expectError(await t.request('DELETE', '/api/sections/works', admin()), 409);
    // An order must name every section once.
    const keys = before.map((section) => section.key);
    expectError(
      await t.request('PUT', '/api/sections/order', { ...admin(), body: { keys: keys.slice(1) } }),
      400,
    );
    expectError(
      await t.request('PUT', '/api/sections/order', {
        ...admin(),
        body: { keys: [keys[0], ...keys.slice(0, -1)] },
      }),
      400,
    );
    // An entry must name an existing custom section.
    const refused = expectError(
      await t.request('POST', '/api/custom-entries', {
        ...admin(),
        body: { title: 'x', section: '0'.repeat(24) },
      }),
      400,
    );
    expect(refused.message).toBe('section: section must be an existing custom section');
    expectError(
      await t.request('POST', '/api/custom-entries', { ...admin(), body: { title: 'x', section: 'works' } }),
      400,
    );
    expect(await sections()).toEqual(before);
    expect(await entries()).toEqual([]);
  });

  it('orders the sections and the custom entries; a section with entries is not deleted', async () => {
    for (const title of ['Vitae at NodeConf', 'Typed SQL'])
      expectOk(
        await t.request('POST', '/api/custom-entries', {
          ...admin(),
          body: {
            title,
            subtitle: 'Talk',
            startDate: '2025-05',
            url: 'example.com/talk',
            section: talks.key,
          },
        }),
        201,
      );
    const [first, second] = await entries();
    expect(first).toMatchObject({ title: 'Vitae at NodeConf', url: 'https://example.com/talk', order: 0 });
    expectOk(
      await t.request('PUT', '/api/custom-entries/reorder', {
        ...admin(),
        body: [
          { _id: second!._id, order: 0 },
          { _id: first!._id, order: 1 },
        ],
      }),
    );
    expect((await entries()).map((entry) => entry.title)).toEqual(['Typed SQL', 'Vitae at NodeConf']);

    const keys = (await sections()).map((section) => section.key);
    const moved = [talks.key, ...keys.filter((key) => key !== talks.key)];
    expectOk(await t.request('PUT', '/api/sections/order', { ...admin(), body: { keys: moved } }));
    expect((await sections()).map((section) => section.key)).toEqual(moved);
    expectError(await t.request('DELETE', `/api/sections/${talks.key}`, admin()), 409);
  });

  it('the PDF CV follows the order, leaves hidden sections out and shows the custom ones', async () => {
    expectOk(
      await t.request('POST', '/api/people', {
        ...admin(),
        body: { firstName: 'Ada', lastName: 'Lovelace' },
      }),
      201,
    );
    expectOk(await t.request('POST', '/api/awards', { ...admin(), body: { title: 'Hidden prize' } }), 201);
    expectOk(
      await t.request('POST', '/api/works', { ...admin(), body: { company: 'ACME', jobTitle: 'Engineer' } }),
      201,
    );
    const pdf = await t.request('GET', '/cv.pdf');
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Typed SQL');
    expect(text).not.toContain('Hidden prize');
    expect(text.indexOf('Talks')).toBeLessThan(text.indexOf('ACME'));
  });

  it('a version shows the sections in its own order, hides its own, on its content and its PDF', async () => {
    const version = expectOk<{ _id: string }>(
      await t.request('POST', VERSION_PATHS.versions, { ...admin(), body: { name: 'Talks first' } }),
      201,
    );
    // Bad input: an unknown section is refused, nothing changes.
    expectError(
      await t.request('PATCH', VERSION_PATHS.version(version._id), {
        ...admin(),
        body: { hiddenSections: ['nope'] },
      }),
      400,
    );
    expectOk(
      await t.request('PATCH', VERSION_PATHS.version(version._id), {
        ...admin(),
        body: { hiddenSections: [talks.key], overrides: { sectionOrder: ['works', talks.key] } },
      }),
    );
    const content = expectOk<Record<string, unknown[]>>(
      await t.request('GET', VERSION_PATHS.content(version._id), admin()),
    );
    const listed = content['/api/sections'] as SectionWire[];
    expect(listed.slice(0, 2).map((section) => [section.key, section.hidden])).toEqual([
      ['works', false],
      [talks.key, true],
    ]);
    // The master keeps the owner's order.
    expect((await sections())[0]!.key).toBe(talks.key);
    const link = expectOk<{ path: string }>(
      await t.request('POST', VERSION_PATHS.links(version._id), { ...admin(), body: { label: 'Acme' } }),
      201,
    );
    const pdf = await t.request('GET', VERSION_PATHS.pdf(link.path.split('/').pop()!));
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('ACME');
    expect(text).not.toContain('Typed SQL');
  });

  it('a JSON Resume export holds the custom section as a top-level key; re-import brings it back', async () => {
    const exported = await t.request('GET', '/api/admin/export', admin());
    const doc = exported.json<Record<string, unknown> & { 'x-vitae': { sections: { key: string }[] } }>();
    expect(doc.x_talks).toEqual([
      { title: 'Typed SQL', subtitle: 'Talk', startDate: '2025-05', url: 'https://example.com/talk' },
      { title: 'Vitae at NodeConf', subtitle: 'Talk', startDate: '2025-05', url: 'https://example.com/talk' },
    ]);
    expect(doc['x-vitae'].sections[0]).toEqual({
      key: 'x_talks',
      heading: { en: 'Talks', es: 'Charlas' },
      hidden: false,
    });
    const before = (await sections()).map(({ key: _key, ...rest }) => rest);
    expectOk(await t.request('POST', '/api/admin/import?confirm=true', { ...admin(), body: doc }));
    const after = await sections();
    expect(after.map(({ key: _key, ...rest }) => rest)).toEqual(before);
    expect((await entries()).map((entry) => [entry.title, entry.section])).toEqual([
      ['Typed SQL', after[0]!.key],
      ['Vitae at NodeConf', after[0]!.key],
    ]);
    const again = (await t.request('GET', '/api/admin/export', admin())).json<Record<string, unknown>>();
    expect(again).toEqual(doc);
  });

  it('a backup holds the sections and custom entries; a restore gives them back', async () => {
    const before = [await sections(), await entries()];
    const file = await t.request('GET', '/api/admin/backup', admin());
    const doc = JSON.parse(gunzipSync(file.rawPayload).toString('utf8'));
    expect(doc.tables.sections.length).toBe(BUILTIN_SECTIONS.length + 1);
    expect(doc.tables.customEntries.length).toBe(2);
    expectOk(await t.request('POST', '/api/admin/reset?confirm=true', admin()));
    expect(await entries()).toEqual([]);
    const body = await multipart(file.rawPayload, 'backup.json.gz');
    expectOk(
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/restore?confirm=true',
        headers: { 'content-type': body.contentType, cookie: t.adminCookie },
        payload: body.payload,
      }),
    );
    expect([await sections(), await entries()]).toEqual(before);
  });
});
