/**
 * The owner's photo in the PDF CV and the share image (docs/decisions/0089-owner-photo.md): an
 * uploaded photo (`/media/...webp`, stored in the database) is drawn in both; a picture path with a
 * malformed `%` escape, or a media URL with nothing stored behind it, leaves the photo out and the
 * CV and `/og.png` still answer 200. Real files: images made with sharp, uploaded through the API,
 * the PDF read back with pdfimages.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CV_PATH } from '../../../shared/cv.js';
import { expectOk } from '../../test/expect-api.js';
import { multipart } from '../../test/multipart.js';
import { pdfImages } from '../../test/pdf.js';
import { createTestApp, skipReason, type TestApp } from '../../test/test-app.js';

/** The share image's photo circle: centre and radius in px (src/server/modules/site/og-image.ts). */
const OG_PHOTO = { x: 260, y: 315 };

describe.skipIf(skipReason() !== '')("the owner's photo in /cv.pdf and /og.png", () => {
  let t: TestApp;
  let personId: string;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-cv-photo-web-'));
  beforeAll(async () => {
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Vitae</title>');
    fs.mkdirSync(path.join(webDist, 'img'));
    await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2050c0' } })
      .png()
      .toFile(path.join(webDist, 'img', 'me.png'));
    t = await createTestApp({ webDist });
    personId = expectOk<{ _id: string }>(
      await t.request('POST', '/api/people/', {
        cookie: t.adminCookie,
        body: { firstName: 'Photo', lastName: 'Owner' },
      }),
      201,
    )._id;
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const setPhoto = async (thumbnails: string[]) =>
    expectOk(
      await t.request('PUT', `/api/people/${personId}`, { cookie: t.adminCookie, body: { thumbnails } }),
    );
  const cvImages = async () => {
    const response = await t.request('GET', CV_PATH);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    return pdfImages(response.rawPayload);
  };
  /** The share image's colour at the photo's centre, [r, g, b]. */
  const ogPhotoColour = async () => {
    const response = await t.request('GET', '/og.png');
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const { data, info } = await sharp(response.rawPayload)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (OG_PHOTO.y * info.width + OG_PHOTO.x) * 3;
    return [data[at]!, data[at + 1]!, data[at + 2]!];
  };
  const near = (colour: number[], expected: number[]) =>
    colour.every((value, index) => Math.abs(value - expected[index]!) <= 12);

  it('draws an uploaded photo in the CV (300 px square) and in the share image', async () => {
    const red = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#d02020' } })
      .jpeg()
      .toBuffer();
    const body = await multipart(red, 'me.jpg', 'image/jpeg');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: { 'content-type': body.contentType, cookie: t.adminCookie },
      payload: body.payload,
    });
    const { url } = expectOk<{ url: string }>(uploaded, 201);
    expect(url).toMatch(/^\/media\/[0-9a-f]{24}-900\.webp$/);
    await setPhoto([url]);
    expect(await cvImages()).toEqual([{ width: 300, height: 300 }]);
    expect(near(await ogPhotoColour(), [0xd0, 0x20, 0x20])).toBe(true);
  });

  it('still draws a photo file of the built site', async () => {
    await setPhoto(['/img/me.png']);
    expect(await cvImages()).toEqual([{ width: 300, height: 300 }]);
    expect(near(await ogPhotoColour(), [0x20, 0x50, 0xc0])).toBe(true);
  });

  it('tags the photo as a Figure with its alternative text, in the CV’s language (decision 0257)', async () => {
    await setPhoto(['/img/me.png']);
    for (const [query, alt] of [
      ['', /^Photo of \S/],
      ['?lang=es', /^Foto de \S/],
    ] as const) {
      const bytes = (await t.request('GET', `${CV_PATH}${query}`)).rawPayload;
      const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
      const document = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
      const tree = (await (await document.getPage(1)).getStructTree()) as unknown;
      const figures: { alt?: string }[] = [];
      const visit = (node: { role?: string; alt?: string; children?: unknown[] }) => {
        if (node.role === 'Figure') figures.push(node);
        for (const child of node.children ?? []) visit(child as typeof node);
      };
      visit(tree as { children?: unknown[] });
      await document.destroy();
      expect(figures).toHaveLength(1);
      expect(figures[0]!.alt).toMatch(alt);
    }
  });

  it('leaves the photo out, and still answers, for a malformed % escape or a media URL with nothing behind it', async () => {
    const initials = async () => {
      await setPhoto([]);
      return ogPhotoColour();
    };
    const withoutPhoto = await initials();
    for (const thumbnail of ['/%zz.png', '/img/%E0%A4%A.png', '/media/000000000000000000000000-320.webp']) {
      await setPhoto([thumbnail]);
      expect(await cvImages(), thumbnail).toEqual([]);
      expect(await ogPhotoColour(), thumbnail).toEqual(withoutPhoto);
    }
  });
});
