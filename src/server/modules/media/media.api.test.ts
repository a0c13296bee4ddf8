/**
 * API tests of image upload and serving (decision 0040): a real image goes in, WebP variants come
 * out without metadata and oriented; every bad file is a clear 4xx that stores nothing; only an admin
 * may upload. Images are made here with sharp (real encoders), the bomb by hand (a PNG header).
 */
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, parseMediaUrl } from '../../../shared/media.js';
import { expectError, expectOk } from '../../test/expect-api.js';
import { multipart } from '../../test/multipart.js';
import { assertNoSecrets, createTestApp, skipReason, type TestApp } from '../../test/test-app.js';

/** A PNG whose header claims `width`×`height` pixels (a decompression bomb's shape) with a tiny body. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1000))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe.skipIf(skipReason() !== '')('images API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const upload = async (bytes: Uint8Array, name: string, cookie: string | null = t.adminCookie) => {
    const body = await multipart(bytes, name, 'image/png');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: { 'content-type': body.contentType, ...(cookie ? { cookie } : {}) },
      payload: body.payload,
    });
    assertNoSecrets(response, 'POST /api/images');
    return response;
  };
  const mediaCount = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('mediaFiles')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('re-encodes a rotated JPEG with GPS to oriented WebP widths without metadata, served immutable', async () => {
    // 1200×800 stored, EXIF orientation 6 (rotate 90°): the picture is 800 wide and 1200 high.
    const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c33' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD3: { GPSLatitudeRef: 'S' } })
      .toBuffer();
    expect(await sharp(jpeg).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
    const image = expectOk<{
      url: string;
      srcSet: string;
      width: number;
      height: number;
      placeholder: string;
    }>(await upload(jpeg, 'photo.jpg'), 201);
    expect(image).toMatchObject({ width: 800, height: 1200 });
    expect(image.url).toMatch(/^\/media\/[0-9a-f]{24}-800\.webp$/);
    expect(image.srcSet).toBe(
      [320, 640, 800].map((w) => `${image.url.replace('-800.', `-${w}.`)} ${w}w`).join(', '),
    );
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);

    for (const width of [320, 640, 800]) {
      const served = await t.app.inject({ method: 'GET', url: image.url.replace('-800.', `-${width}.`) });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(Math.round((width * 1200) / 800));
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    // No upscaling: no width above the original's.
    expect(
      (await t.app.inject({ method: 'GET', url: image.url.replace('-800.', '-1024.') })).statusCode,
    ).toBe(404);
    // The same file again is the same URL.
    expect(expectOk<{ url: string }>(await upload(jpeg, 'again.jpg'), 201).url).toBe(image.url);
    expect(parseMediaUrl(image.url)).toBeDefined();
  });

  it('refuses bad files with a clear 4xx and stores nothing', async () => {
    const before = await mediaCount();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const jpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#3a6' } })
      .jpeg()
      .toBuffer();
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));

    const renamed = expectError(await upload(pdf, 'cv.png'), 415);
    expect(renamed.message).toMatch(/JPEG, PNG, WebP, AVIF or GIF/);
    expectError(await upload(svg, 'logo.svg'), 415);
    expect(expectError(await upload(truncated, 'half.jpg'), 400).message).toMatch(/damaged or incomplete/);
    expect(expectError(await upload(pngHeaderOnly(20_000, 20_000), 'bomb.png'), 413).message).toMatch(
      /20000×20000 pixels/,
    );
    const oversize = Buffer.concat([jpeg, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    expect(expectError(await upload(oversize, 'huge.jpg'), 413).message).toMatch(/at most 15 MB/);
    expect(await mediaCount()).toBe(before);
  });

  it('only an admin uploads (anonymous 401, user 403); JSON writes stay JSON-only elsewhere', async () => {
    const png = await sharp({ create: { width: 50, height: 50, channels: 4, background: '#00f8' } })
      .png()
      .toBuffer();
    expectError(await upload(png, 'a.png', null), 401);
    expectError(await upload(png, 'a.png', t.userCookie), 403);
    const body = await multipart(png, 'a.png');
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/works',
      headers: { 'content-type': body.contentType, cookie: t.adminCookie },
      payload: body.payload,
    });
    expectError(elsewhere, 415);
    expect((await t.app.inject({ method: 'GET', url: '/media/nothing.webp' })).statusCode).toBe(404);
  });
});
