/**
 * API tests of the upload form (lib/upload.ts, docs/decisions/0092-upload-form-and-limits.md): an
 * upload is one file in the field `file` and nothing else; another field name, a text field or a
 * second file is a clear 400 that stores nothing, on the image upload and on the backup restore.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../shared/paths.js';
import { expectError, expectOk } from '../test/expect-api.js';
import { assertNoSecrets, createTestApp, skipReason, type TestApp } from '../test/test-app.js';

type Part = { name: string; file: Uint8Array; filename?: string } | { name: string; text: string };

/** A multipart body with `parts` in order, encoded by the platform's FormData (as a browser does). */
async function form(parts: Part[]) {
  const data = new FormData();
  for (const part of parts) {
    if ('text' in part) data.append(part.name, part.text);
    else data.append(part.name, new Blob([part.file]), part.filename ?? 'photo.png');
  }
  const encoded = new Response(data);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type')!,
  };
}

const ONE_FILE_ONLY = 'Send one file only, in the form field "file", and no other fields.';
const notAccepted = (name: string) =>
  `The form field "${name}" is not accepted: send the file alone, in the field "file".`;

describe.skipIf(skipReason() !== '')('upload form', () => {
  let t: TestApp;
  let png: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#36c' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = async (url: string, parts: Part[]) => {
    const body = await form(parts);
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': body.contentType, cookie: t.adminCookie },
      payload: body.payload,
    });
    assertNoSecrets(response, `POST ${url}`);
    return response;
  };
  const mediaCount = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('media')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('an image upload with another field name, a text field or a second file is 400 and stores nothing', async () => {
    const before = await mediaCount();
    const other = Buffer.concat([png, Buffer.from('other')]);
    const cases: [Part[], string][] = [
      [[{ name: 'image', file: png }], notAccepted('image')],
      [
        [
          { name: 'file', file: png },
          { name: 'file', file: other },
        ],
        ONE_FILE_ONLY,
      ],
      [
        [
          { name: 'file', file: png },
          { name: 'avatar', file: other },
        ],
        ONE_FILE_ONLY,
      ],
      [
        [
          { name: 'file', file: png },
          { name: 'caption', text: 'Me' },
        ],
        notAccepted('caption'),
      ],
      [
        [
          { name: 'caption', text: 'Me' },
          { name: 'file', file: png },
        ],
        notAccepted('caption'),
      ],
      [[{ name: 'file', text: 'photo.png' }], 'The form field "file" holds text: send the file itself.'],
    ];
    for (const [parts, message] of cases) {
      expectError(await post(paths.images, parts), 400, message);
    }
    expect(await mediaCount()).toBe(before);
    // The same file alone is accepted.
    expectOk(await post(paths.images, [{ name: 'file', file: png }]), 201);
    expect(await mediaCount()).toBe(before + 1);
  });

  it('a backup restore with an extra field or file is 400 before the file is read', async () => {
    const backup = await t.app.inject({
      method: 'GET',
      url: paths.data.backup,
      headers: { cookie: t.adminCookie },
    });
    expect(backup.statusCode).toBe(200);
    const file = backup.rawPayload;
    expectError(
      await post(`${paths.data.restore}?confirm=true`, [
        { name: 'file', file, filename: 'backup.json.gz' },
        { name: 'confirm', text: 'true' },
      ]),
      400,
      notAccepted('confirm'),
    );
    expectError(
      await post(`${paths.data.restore}?confirm=true`, [
        { name: 'file', file, filename: 'backup.json.gz' },
        { name: 'file', file, filename: 'again.json.gz' },
      ]),
      400,
      ONE_FILE_ONLY,
    );
    // Nothing was restored: no automatic backup was taken.
    const backups = await t.app.inject({
      method: 'GET',
      url: paths.data.backups,
      headers: { cookie: t.adminCookie },
    });
    expect(expectOk<unknown[]>(backups)).toEqual([]);
  });
});
