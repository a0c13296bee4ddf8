/**
 * API tests of the owner's data routes (decision 0040): import preview and confirm, export,
 * whole-site backup and restore (images included, exact), reset, the automatic backups, and that
 * every one of them is admin only and changes nothing when refused.
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../test/expect-api.js';
import { assertNoSecrets, createTestApp, skipReason, type TestApp } from '../../test/test-app.js';
import { loadSampleResume } from '../jsonresume/jsonresume.js';
import { multipart } from '../../test/multipart.js';
import { createBackup } from './backup.js';

// Restores read their file in a worker thread (from the TypeScript sources here: tsx loads it) and
// every replacing write saves an automatic backup: generous time on a busy machine.
describe.skipIf(skipReason() !== '')('data API', { timeout: 120_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  const postFile = async (url: string, bytes: Buffer, cookie = t.adminCookie) => {
    const body = await multipart(bytes, 'backup.json.gz');
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': body.contentType, cookie },
      payload: body.payload,
    });
    assertNoSecrets(response, `POST ${url}`);
    return response;
  };
  /** Every table but the automatic backups, as a backup holds them. */
  // The audit log records every request, refused ones too, and a restore adds to it
  // (docs/decisions/0180-audit-log.md): it is not part of what a restore gives back.
  const snapshot = async () => {
    const { auditLog: _auditLog, ...tables } = (await createBackup(t.db.kysely)).tables;
    return tables;
  };
  /**
   * The same without the images' bytes and placeholders: a restore encodes its images again like an
   * upload (docs/decisions/0080), so those bytes differ slightly; their widths are compared instead.
   */
  const restoredSnapshot = async () => {
    const tables = await snapshot();
    return {
      ...tables,
      media: tables.media.map(({ placeholder: _placeholder, ...row }) => row),
      mediaFiles: await Promise.all(
        tables.mediaFiles.map(async ({ data, ...row }) => ({
          ...row,
          decoded: await sharp(Buffer.from(String(data), 'base64'))
            .metadata()
            .then(({ format, width }) => ({ format, width })),
        })),
      ),
    };
  };
  const people = async () => expectOk<{ _id: string; city: string }[]>(await t.request('GET', '/api/people'));

  it('is admin only', async () => {
    for (const [method, url] of [
      ['POST', '/api/admin/import'],
      ['GET', '/api/admin/export'],
      ['GET', '/api/admin/backup'],
      ['POST', '/api/admin/reset?confirm=true'],
      ['GET', '/api/admin/backups'],
    ] as const) {
      expectError(await t.request(method, url, method === 'POST' ? { body: {} } : {}), 401);
      expectError(
        await t.request(method, url, { cookie: t.userCookie, ...(method === 'POST' ? { body: {} } : {}) }),
        403,
      );
    }
    expect(await people()).toHaveLength(1);
  });

  it('import: errors with paths, a preview that changes nothing, then a confirmed replace with a backup first', async () => {
    const before = await snapshot();
    const bad = expectError(
      await t.request('POST', '/api/admin/import', {
        cookie: t.adminCookie,
        body: { basics: { name: 7 }, work: [{ url: 'not a url' }] },
      }),
      400,
    );
    expect(bad.issues?.map((issue) => issue.path)).toEqual(expect.arrayContaining(['basics.name']));

    const resume = loadSampleResume() as { basics: { name: string; location: { city: string } } };
    resume.basics.name = 'Grace Hopper';
    const preview = expectOk<{ current: { people: number }; counts: Record<string, number> }>(
      await t.request('POST', '/api/admin/import', { cookie: t.adminCookie, body: resume }),
    );
    expect(preview.current.people).toBe(1);
    expect(preview.counts).toMatchObject({ people: 1, works: 1, educations: 1, projects: 1 });
    expect(await snapshot()).toEqual(before);

    const done = expectOk<{ backup: { id: string; reason: string } }>(
      await t.request('POST', '/api/admin/import?confirm=true', { cookie: t.adminCookie, body: resume }),
    );
    expect(done.backup.reason).toBe('import');
    const [person] = await people();
    const me = expectOk<{ person: string }>(
      await t.request('GET', '/api/auth/current', { cookie: t.adminCookie }),
    );
    expect(me.person).toBe(person!._id);

    const exported = await t.request('GET', '/api/admin/export', { cookie: t.adminCookie });
    expect(exported.headers['content-disposition']).toBe('attachment; filename="resume.json"');
    expect(exported.json().basics.name).toBe('Grace Hopper');

    // One click back: the automatic backup brings the portfolio from before the import.
    expectOk(
      await t.request('POST', `/api/admin/backups/${done.backup.id}/restore?confirm=true`, {
        cookie: t.adminCookie,
      }),
    );
    expect(await snapshot()).toEqual(before);
  });

  it('backup and restore give back exactly the site, images included; accounts and sessions stay', async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#48c' } })
      .png()
      .toBuffer();
    const upload = await multipart(png, 'photo.png');
    const image = expectOk<{ url: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/images',
        headers: { 'content-type': upload.contentType, cookie: t.adminCookie },
        payload: upload.payload,
      }),
      201,
    );
    const [person] = await people();
    await t.request('PUT', `/api/people/${person!._id}`, {
      cookie: t.adminCookie,
      body: { thumbnails: [image.url] },
    });
    const before = await restoredSnapshot();
    // The history of the entries is in the backup too (docs/product.md §22).
    expect(before.entryHistory.length).toBeGreaterThan(0);
    const file = await t.request('GET', '/api/admin/backup', { cookie: t.adminCookie });
    expect(file.headers['content-type']).toBe('application/gzip');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="vitae-backup-.*\.json\.gz"$/);
    const doc = JSON.parse(gunzipSync(file.rawPayload).toString('utf8'));
    expect(doc.tables.mediaFiles.length).toBeGreaterThan(0);
    expect(JSON.stringify(doc)).not.toMatch(/passwordHash|argon2/);

    // Change things, including removing the image.
    await t.request('PUT', `/api/people/${person!._id}`, {
      cookie: t.adminCookie,
      body: { city: 'Changed' },
    });
    expectOk(await t.request('POST', '/api/admin/reset?confirm=true', { cookie: t.adminCookie }));
    expect(await people()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(404);

    const preview = expectOk<{ counts: Record<string, number> }>(
      await postFile('/api/admin/restore', file.rawPayload),
    );
    expect(preview.counts.people).toBe(1);
    expect(await people()).toEqual([]);
    expectOk(await postFile('/api/admin/restore?confirm=true', file.rawPayload));
    expect(await restoredSnapshot()).toEqual(before);
    expect((await t.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(200);
    // The admin's session survived and the admin is linked to the restored person again.
    const me = expectOk<{ person: string }>(
      await t.request('GET', '/api/auth/current', { cookie: t.adminCookie }),
    );
    expect(me.person).toBe(person!._id);
  });

  it('refuses bad backup files and unconfirmed resets, changing nothing; keeps the last five automatic backups', async () => {
    const before = await snapshot();
    expectError(await postFile('/api/admin/restore?confirm=true', Buffer.from('not a backup')), 400);
    expectError(await postFile('/api/admin/restore?confirm=true', Buffer.from([0x1f, 0x8b, 1, 2, 3])), 400);
    const doc = JSON.parse(
      gunzipSync(
        (await t.request('GET', '/api/admin/backup', { cookie: t.adminCookie })).rawPayload,
      ).toString(),
    );
    doc.tables.works[0].linkCompany = 'javascript:alert(1)';
    const evil = expectError(
      await postFile('/api/admin/restore?confirm=true', gzipSync(JSON.stringify(doc))),
      400,
    );
    expect(evil.issues?.[0]?.path).toBe('tables.works.0.linkCompany');
    doc.tables.works[0].linkCompany = '';
    doc.tables.works[0].position = 'first';
    expectError(
      await postFile('/api/admin/restore?confirm=true', gzipSync(JSON.stringify({ ...doc, version: 9 }))),
      400,
    );
    expectError(await t.request('POST', '/api/admin/reset', { cookie: t.adminCookie }), 400);
    expect(await snapshot()).toEqual(before);

    for (let i = 0; i < 6; i++) {
      expectOk(await t.request('POST', '/api/admin/reset?confirm=true', { cookie: t.adminCookie }));
    }
    const list = expectOk<{ id: string; reason: string }[]>(
      await t.request('GET', '/api/admin/backups', { cookie: t.adminCookie }),
    );
    expect(list).toHaveLength(5);
    const categories = expectOk<{ title: string }[]>(await t.request('GET', '/api/categories'));
    expect(categories.map((category) => category.title)).toEqual(['All']);
    const users = expectOk<unknown[]>(await t.request('GET', '/api/users', { cookie: t.adminCookie }));
    expect(users).toHaveLength(2);
  });
});
