/**
 * A restore holds what an import and an upload hold, within limits (docs/decisions/0080-data-limits.md,
 * 0081-automatic-backup-kept-on-success.md), on SQLite and PostgreSQL: a backup "bomb" and a file
 * with too many rows are refused with 413 before they are unpacked or parsed; values the API refuses
 * (a `javascript:` publication link, a column the table lacks) are 400 with their path; images are
 * processed again like uploads (a file that is no image is refused, an image's metadata is dropped);
 * a refused restore keeps the automatic backups as they were.
 */
import { createGzip, gunzipSync, gzipSync } from 'node:zlib';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../test/expect-api.js';
import { multipart } from '../../test/multipart.js';
import { createTestApp, skipReason, type TestApp } from '../../test/test-app.js';
import { BACKUP_LIMITS } from './backup-format.js';
import { createBackup } from './backup.js';

type Doc = { tables: Record<string, Record<string, unknown>[]>; [key: string]: unknown };

// Each restore starts a worker thread (from the TypeScript sources here: tsx loads it) and processes
// images: generous time on a busy machine.
describe.skipIf(skipReason() !== '')('restore limits and checks', { timeout: 120_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  const restore = async (bytes: Buffer, confirm = true) => {
    const body = await multipart(bytes, 'backup.json.gz');
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/restore${confirm ? '?confirm=true' : ''}`,
      headers: { 'content-type': body.contentType, cookie: t.adminCookie },
      payload: body.payload,
    });
  };
  /** The site's backup as a parsed document, to edit. */
  const currentBackup = async (): Promise<Doc> =>
    JSON.parse(
      gunzipSync(
        (await t.request('GET', '/api/admin/backup', { cookie: t.adminCookie })).rawPayload,
      ).toString(),
    ) as Doc;
  // The audit log records every request, refused ones too, and a restore adds to it
  // (docs/decisions/0180-audit-log.md): it is not part of what a restore gives back.
  const snapshot = async () => {
    const { auditLog: _auditLog, ...tables } = (await createBackup(t.db.kysely)).tables;
    return tables;
  };
  const automaticBackups = async () =>
    expectOk<{ id: string }[]>(await t.request('GET', '/api/admin/backups', { cookie: t.adminCookie })).map(
      (backup) => backup.id,
    );

  it('refuses a backup that unpacks past the limit with 413, before unpacking it', async () => {
    // Zero bytes, 1 MiB past the limit: a few hundred kilobytes gzipped.
    const zeros = Buffer.alloc(1024 * 1024);
    const chunks = BACKUP_LIMITS.unpackedBytes / zeros.length + 1;
    const bomb = await buffer(
      Readable.from(
        (function* () {
          for (let i = 0; i < chunks; i++) yield zeros;
        })(),
      ).pipe(createGzip({ level: 9 })),
    );
    const before = await snapshot();
    for (const confirm of [false, true]) {
      const error = expectError(await restore(bomb, confirm), 413);
      expect(error.message).toBe(
        'The backup file unpacks to more than 256 MiB, more than a Vitae backup holds; nothing was restored.',
      );
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a backup with more rows than the limit with 413, preview included', async () => {
    const doc = await currentBackup();
    doc.tables.interests = Array.from({ length: BACKUP_LIMITS.rows + 1 }, () => ({}));
    const error = expectError(await restore(gzipSync(JSON.stringify(doc)), false), 413);
    expect(error.message).toBe(
      'The backup holds more than 50,000 rows, more than a Vitae site holds; nothing was restored.',
    );
  });

  it('checks every row as the API would: a javascript: publication link, an unknown column, a bad id', async () => {
    const before = await snapshot();
    const doc = await currentBackup();
    const publication = {
      id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
      position: 0,
      createdAt: '2026-11-25T00:00:00.000Z',
      updatedAt: '2026-11-25T00:00:00.000Z',
      i18n: '{}',
      name: 'Paper',
      publisher: '',
      releaseDate: '',
      url: 'javascript:alert(document.cookie)',
      summary: '',
    };
    doc.tables.publications = [publication];
    const link = expectError(await restore(gzipSync(JSON.stringify(doc)), false), 400);
    expect(link.issues).toEqual([
      { path: 'tables.publications.0.url', message: expect.stringContaining('http(s)') },
    ]);

    doc.tables.publications = [{ ...publication, url: '', extra: 'x' }];
    const column = expectError(await restore(gzipSync(JSON.stringify(doc))), 400);
    expect(column.issues).toEqual([
      { path: 'tables.publications.0.extra', message: 'is not a column of publications' },
    ]);

    doc.tables.publications = [{ ...publication, url: '', id: '../../etc' }];
    const id = expectError(await restore(gzipSync(JSON.stringify(doc))), 400);
    expect(id.issues?.[0]?.path).toBe('tables.publications.0.id');
    expect(await snapshot()).toEqual(before);
  });

  it('processes the images again like uploads: refuses a file that is no image, drops metadata', async () => {
    const doc = await currentBackup();
    const id = 'bbbbbbbbbbbbbbbbbbbbbbbb';
    const media = {
      id,
      width: 320,
      height: 200,
      placeholder: 'data:image/webp;base64,AA==',
      createdAt: '2026-11-25T00:00:00.000Z',
    };
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    doc.tables.media = [media];
    doc.tables.mediaFiles = [{ mediaId: id, width: 320, data: html.toString('base64') }];
    const refused = expectError(await restore(gzipSync(JSON.stringify(doc))), 400);
    expect(refused.issues).toEqual([
      { path: 'tables.mediaFiles.0.data', message: expect.stringContaining('not an image Vitae accepts') },
    ]);

    // A PNG with EXIF (GPS would be in it) stored as if it were the WebP: served as a fresh WebP without it.
    const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#c84' } })
      .png()
      .withExif({ IFD0: { Copyright: 'secret-owner-data' } })
      .toBuffer();
    expect((await sharp(png).metadata()).exif).toBeDefined();
    doc.tables.mediaFiles = [{ mediaId: id, width: 320, data: png.toString('base64') }];
    expectOk(await restore(gzipSync(JSON.stringify(doc))));
    const served = await t.app.inject({ method: 'GET', url: `/media/${id}-320.webp` });
    expect(served.statusCode).toBe(200);
    expect((await fileTypeFromBuffer(served.rawPayload))?.mime).toBe('image/webp');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 320, height: 200 });
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes('secret-owner-data')).toBe(false);
    const [row] = (await snapshot()).media;
    expect(row).toMatchObject({ id, width: 320, height: 200 });
    expect(row!.placeholder).not.toBe(media.placeholder);
  });

  it('keeps the automatic backups as they were when restores are refused', async () => {
    // Fill the list, then restore twice a backup with one row that does not fit (a repeated id): each
    // used to save an automatic backup and push the oldest good one out.
    for (let i = 0; i < 5; i++)
      expectOk(await t.request('POST', '/api/admin/reset?confirm=true', { cookie: t.adminCookie }));
    const kept = await automaticBackups();
    expect(kept).toHaveLength(5);
    const doc = await currentBackup();
    const work = {
      id: 'cccccccccccccccccccccccc',
      position: 0,
      createdAt: '2026-11-25T00:00:00.000Z',
      updatedAt: '2026-11-25T00:00:00.000Z',
      company: 'Twice',
    };
    doc.tables.works = [work, { ...work, position: 1 }];
    for (let i = 0; i < 2; i++) {
      const error = expectError(await restore(gzipSync(JSON.stringify(doc))), 400);
      expect(error.message).toBe(
        'The backup does not fit this database (a row of works was refused); nothing was restored.',
      );
    }
    expect(await automaticBackups()).toEqual(kept);
  });
});
