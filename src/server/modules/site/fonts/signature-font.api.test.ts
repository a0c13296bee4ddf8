/**
 * API tests of the signature's font subset (src/server/modules/site/fonts/signature-font.ts,
 * docs/decisions/0225-signature-font-subset.md), with a built web app whose pages are small stand-ins
 * and whose signature font is the real Dancing Script latin file (@fontsource/dancing-script):
 * - a page (a visitor's, and a version link's) names the subset of the owner's name: its preload and
 *   an `@font-face` whose `unicode-range` lists exactly the name's characters; the subset is a WOFF2
 *   file of those glyphs only, a fifth of the whole file or less;
 * - any other list of the file's characters answers the whole file (so a page of an earlier name still
 *   draws), a rename moves the page to the new name's subset, a name with no latin letter keeps the
 *   whole file's preload, and a malformed address is a 404.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERSION_PATHS, type Version, type VersionLink } from '../../../../shared/versions.js';
import { expectOk } from '../../../test/expect-api.js';
import { standInBuild } from '../../../test/stand-in-build.js';
import { createTestApp, skipReason, type TestApp } from '../../../test/test-app.js';

const require = createRequire(import.meta.url);
const DANCING = require.resolve('@fontsource/dancing-script/files/dancing-script-latin-700-normal.woff2');
const FILE = 'dancing-script-latin-700-normal-T3sTh4sH';
const PREFIX = `/fonts/signature/${FILE}/`;

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Portfolio</title>' +
  '<style id="vitae-css">@font-face{font-family:Dancing Script;src:url(/assets/FILE.woff2)}</style>\n' +
  '    <link rel="preload" as="font" type="font/woff2" href="/assets/FILE.woff2" crossorigin="">' +
  '<script type="module" crossorigin src="/assets/ENTRY.js"></script></head><body><div id="root"></div></body></html>';

/** The stand-in server entry: reads the people list, as the real one does for the header. */
const ENTRY = `
export default {
  listPaths: ['/api/people'],
  pageKind: (pathname) => (pathname === '/' ? 'home' : pathname === '/forbidden' ? 'forbidden' : 'not-found'),
  async render() {
    return { html: '<p>page</p>', state: {} };
  },
};
`;

const codePoints = (text: string) =>
  [...new Set([...text].map((c) => c.codePointAt(0)!))].sort((a, b) => a - b);
const keyOf = (text: string) =>
  codePoints(text)
    .map((point) => point.toString(16))
    .join('-');

describe.skipIf(skipReason() !== '')("the signature's font subset", () => {
  let t: TestApp;
  let root: string;
  let personId: string;
  const whole = fs.readFileSync(DANCING);

  const rename = async (firstName: string, lastName: string) =>
    expectOk(
      await t.request('PUT', `/api/people/${personId}`, {
        cookie: t.adminCookie,
        body: { firstName, lastName },
      }),
    );
  /** The subset's address and `@font-face` of the home page, if any. */
  const pageFonts = async () => {
    const body = (await t.request('GET', '/')).body;
    return {
      preloads: [...body.matchAll(/<link rel="preload" as="font"[^>]*href="([^"]+)"/g)].map((m) => m[1]),
      style: /<style id="vitae-signature-font">([^<]*)<\/style>/.exec(body)?.[1],
      body,
    };
  };

  beforeAll(async () => {
    const page = (entry: string) => TEMPLATE.replaceAll('FILE', FILE).replace('ENTRY', entry);
    const build = standInBuild(
      'signature-font',
      {
        'index.html': page('index'),
        'app.html': page('index'),
        'visitor.html': page('visitor'),
        [`assets/${FILE}.woff2`]: whole,
      },
      ENTRY,
    );
    root = build.root;
    const dist = build.dist;
    t = await createTestApp({ webDist: dist, publicUrl: 'https://cv.example.com/', siteName: 'My CV' });
    personId = expectOk<{ _id: string }>(
      await t.request('POST', '/api/people/', {
        cookie: t.adminCookie,
        body: { firstName: 'Ana Lía', lastName: 'Pérez' },
      }),
      201,
    )._id;
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("names the subset of the owner's name, whose file holds that name's glyphs only", async () => {
    const { preloads, style, body } = await pageFonts();
    const href = `${PREFIX}${keyOf('Ana Lía Pérez')}.woff2`;
    expect(preloads).toEqual([href]);
    expect(style).toBe(
      `@font-face{font-family:'Dancing Script';font-display:swap;font-weight:700;` +
        `src:url(${href}) format('woff2');unicode-range:U+20,U+41,U+4C,U+50,U+61,U+65,U+6E,U+72,U+7A,U+E9,U+ED}`,
    );
    // After the stylesheet's faces: for these characters the browser looks at it first.
    expect(body.indexOf('vitae-signature-font')).toBeGreaterThan(body.indexOf('vitae-css'));

    const res = await t.request('GET', href);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('font/woff2');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(res.rawPayload.length).toBeLessThan(whole.length / 5);
    const subset = fontkit.create(res.rawPayload) as fontkit.Font;
    for (const point of codePoints('Ana Lía Pérez')) expect(subset.hasGlyphForCodePoint(point)).toBe(true);
    for (const letter of 'bxZ') expect(subset.hasGlyphForCodePoint(letter.codePointAt(0)!)).toBe(false);
  });

  it("names it on a version's link page too", async () => {
    const cookie = t.adminCookie;
    const version = expectOk<Version>(
      await t.request('POST', VERSION_PATHS.versions, { cookie, body: { name: 'Data' } }),
      201,
    );
    const link = expectOk<VersionLink>(
      await t.request('POST', VERSION_PATHS.links(version._id), { cookie, body: { label: 'Initech' } }),
      201,
    );
    const page = await t.request('GET', link.path);
    expect(page.statusCode).toBe(200);
    const href = `${PREFIX}${keyOf('Ana Lía Pérez')}.woff2`;
    expect(page.body).toContain(`<link rel="preload" as="font" type="font/woff2" href="${href}"`);
    expect(page.body).toContain(`<style id="vitae-signature-font">@font-face{font-family:'Dancing Script'`);
  });

  it('answers the whole file for any other list of its characters, and follows a rename', async () => {
    const before = `${PREFIX}${keyOf('Ana Lía Pérez')}.woff2`;
    const other = await t.request('GET', `${PREFIX}${keyOf('Zoë')}.woff2`);
    expect(other.statusCode).toBe(200);
    expect(other.rawPayload.equals(whole)).toBe(true);

    await rename('Zoë', 'Quinn');
    const { preloads, style } = await pageFonts();
    const after = `${PREFIX}${keyOf('Zoë Quinn')}.woff2`;
    expect(preloads).toEqual([after]);
    expect(style).toContain(`src:url(${after})`);
    // A page of the earlier name, still open somewhere, still gets a font that draws it.
    expect((await t.request('GET', before)).rawPayload.equals(whole)).toBe(true);
    const subset = (await t.request('GET', after)).rawPayload;
    expect(subset.length).toBeLessThan(whole.length / 5);
  });

  it('names the subset of a long name with many letters too', async () => {
    const [first, last] = [
      'Maximiliana Zoë',
      'Björk-Gutiérrez y Quintanilla de Wexford-Ávila, Núñez Ôrçã Håkon Jüpvs',
    ];
    const name = `${first} ${last}`;
    await rename(first, last);
    const href = `${PREFIX}${keyOf(name)}.woff2`;
    // Longer than a route parameter may be (Fastify's 100 characters).
    expect(`${keyOf(name)}.woff2`.length).toBeGreaterThan(100);
    expect((await pageFonts()).preloads).toEqual([href]);
    const subset = (await t.request('GET', href)).rawPayload;
    const font = fontkit.create(subset) as fontkit.Font;
    for (const point of codePoints(name)) expect(font.hasGlyphForCodePoint(point)).toBe(true);
    expect(subset.length).toBeLessThan(whole.length / 2);
  });

  it('keeps the whole file for a name with no latin letter, and refuses addresses that name no list', async () => {
    await rename('王', '小明');
    const { preloads, style } = await pageFonts();
    expect(preloads).toEqual([`/assets/${FILE}.woff2`]);
    expect(style).toBeUndefined();

    for (const address of [
      `${PREFIX}61-41.woff2`, // not ascending
      `${PREFIX}41-41.woff2`, // a repeat
      `${PREFIX}0041.woff2`, // another spelling of 41
      `${PREFIX}4e00.woff2`, // a character the file has no glyph for
      `${PREFIX}41.ttf`,
      `/fonts/signature/dancing-script-latin-700-normal-0ther/41.woff2`, // another file
      `${PREFIX}41.woff2/x`,
      `${PREFIX}`,
    ]) {
      const res = await t.request('GET', address);
      expect(res.statusCode, address).toBe(404);
      expect(JSON.parse(res.body).error.code, address).toBe('NOT_FOUND');
    }
    await rename('Ana Lía', 'Pérez');
  });
});
