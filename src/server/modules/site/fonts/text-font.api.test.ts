/**
 * API tests of the page text's font subsets (src/server/modules/site/fonts/text-font.ts,
 * docs/decisions/0226-text-font-subset.md), with a built web app whose pages are small stand-ins and
 * whose text font is the real Source Sans 3 latin file (@fontsource-variable/source-sans-3):
 * - a visitor's page preloads the subset of the characters it shows, declared
 *   by a copy of the stylesheet's `@font-face` whose `unicode-range` is exactly those characters; the
 *   subset is a WOFF2 file of those glyphs, its weight axis kept, well under half the whole file, with
 *   the layout features a browser applies to them and no others;
 * - the page carries the faces of the families its CSS names only;
 * - a change of content moves the page to the new characters' subset; any other well-formed key
 *   answers the whole file (another instance's page, a page from before a restart); a malformed
 *   address is a 404; the pages without an inline stylesheet (the owner's, a version link's, both
 *   the application's template) keep the whole file.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERSION_PATHS, type Version, type VersionLink } from '../../../../shared/versions.js';
import { expectOk } from '../../../test/expect-api.js';
import { standInBuild } from '../../../test/stand-in-build.js';
import { createTestApp, skipReason, type TestApp } from '../../../test/test-app.js';
import { unicodeRange } from './font-subsets.js';

const require = createRequire(import.meta.url);
const SANS =
  require.resolve('@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2');
const FILE = 'source-sans-3-latin-wght-normal-T3sTh4sH';
const PREFIX = `/fonts/text/${FILE}/`;

const SANS_FACE =
  '@font-face{font-family:"Source Sans 3 Variable";font-style:normal;font-display:swap;font-weight:200 900;' +
  'src:url(/assets/FILE.woff2) format("woff2-variations");unicode-range:U+0000-00FF,U+2013,U+201C-201D}';
const GROTESK_FACE =
  '@font-face{font-family:Space Grotesk Variable;font-style:normal;font-display:swap;font-weight:300 700;' +
  'src:url(/assets/space-grotesk-latin-wght-normal-0ther.woff2) format("woff2-variations")}';
const STYLE = `<style id="vitae-css">${SANS_FACE}${GROTESK_FACE}body{font-family:"Source Sans 3 Variable",sans-serif}li:before{content:"·"}b{font-variant-numeric:proportional-nums}</style>\n`;

/** The visitor's page carries its stylesheet inline; the application's does not. */
const template = (inline: boolean) =>
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Portfolio</title>' +
  (inline ? STYLE : '<link rel="stylesheet" href="/assets/index.css">\n') +
  '    <link rel="preload" as="font" type="font/woff2" href="/assets/FILE.woff2" crossorigin="">' +
  '<script type="module" crossorigin src="/assets/ENTRY.js"></script></head><body><div id="root"></div></body></html>';

/** The stand-in server entry: the person's first name in a paragraph, and a fixed line. */
const ENTRY = `
export default {
  listPaths: ['/api/people'],
  pageKind: (pathname) => (pathname === '/' ? 'home' : pathname === '/forbidden' ? 'forbidden' : 'not-found'),
  async render({ lists }) {
    const name = lists['/api/people']?.[0]?.firstName ?? '';
    return { html: '<p>' + name + ' &amp; <b>“Mar” 2</b></p><script>ignored()</script>', state: {} };
  },
};
`;

const codePoints = (text: string) =>
  [...new Set([...text].map((c) => c.codePointAt(0)!))].sort((a, b) => a - b);
/** The `unicode-range` of `text`'s characters (font-subsets.ts writes runs as ranges). */
const rangeOf = (text: string) => unicodeRange(codePoints(text));

describe.skipIf(skipReason() !== '')("the page text's font subsets", () => {
  let t: TestApp;
  let root: string;
  let personId: string;
  const whole = fs.readFileSync(SANS);

  /** The text font's preloads and subset faces of a page. */
  const fontsOf = (body: string) => ({
    preloads: [...body.matchAll(/<link rel="preload" as="font"[^>]*href="([^"]+)"/g)].map((m) => m[1]),
    style: /<style id="vitae-text-font">([^<]*)<\/style>/.exec(body)?.[1],
    css: /<style id="vitae-css">([^<]*)<\/style>/.exec(body)?.[1],
  });
  const home = async () => fontsOf((await t.request('GET', '/')).body);

  beforeAll(async () => {
    const page = (inline: boolean, entry: string) =>
      template(inline).replaceAll('FILE', FILE).replace('ENTRY', entry);
    const build = standInBuild(
      'text-font',
      {
        'index.html': page(false, 'index'),
        'app.html': page(false, 'index'),
        'visitor.html': page(true, 'visitor'),
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
        body: { firstName: 'Zoë', lastName: 'Q' },
      }),
      201,
    )._id;
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('preloads the subset of the characters the page shows, a file of those glyphs with its weight axis', async () => {
    const { preloads, style, css } = await home();
    // The paragraph's text, its entity decoded, and the stylesheet's generated "·"; not the script's.
    const shown = 'Zoë & “Mar” 2·';
    expect(preloads).toHaveLength(1);
    const href = preloads[0]!;
    expect(href).toMatch(new RegExp(`^${PREFIX}[\\w-]{16}\\.woff2$`));
    expect(style).toBe(
      '@font-face{font-family:"Source Sans 3 Variable";font-style:normal;font-display:swap;font-weight:200 900;' +
        `src:url(${href}) format("woff2");unicode-range:${rangeOf(shown)}}`,
    );
    // The stylesheet keeps the whole file's face (other characters), not Space Grotesk's (unnamed).
    expect(css).toContain(SANS_FACE.replace('FILE', FILE));
    expect(css).not.toContain('Space Grotesk');

    const res = await t.request('GET', href);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('font/woff2');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(res.rawPayload.length).toBeLessThan(whole.length / 2);
    const subset = fontkit.create(res.rawPayload) as fontkit.Font;
    for (const point of codePoints(shown)) expect(subset.hasGlyphForCodePoint(point)).toBe(true);
    for (const letter of 'bix') expect(subset.hasGlyphForCodePoint(letter.codePointAt(0)!)).toBe(false);
    expect(Object.keys(subset.variationAxes)).toEqual(['wght']);
    // The features a browser applies here (the shaper's, and pnum that the CSS asks for), not the
    // fractions' (docs/decisions/0227-text-font-first-window.md).
    expect(subset.availableFeatures).toEqual(expect.arrayContaining(['kern', 'pnum']));
    for (const feature of ['frac', 'numr', 'dnom']) expect(subset.availableFeatures).not.toContain(feature);
  });

  it("keeps the whole file on the pages without an inline stylesheet: the owner's, a version link's", async () => {
    const cookie = t.adminCookie;
    const owner = fontsOf((await t.request('GET', '/', { cookie })).body);
    expect(owner.preloads).toEqual([`/assets/${FILE}.woff2`]);
    expect(owner.style).toBeUndefined();

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
    expect(fontsOf(page.body).preloads).toEqual([`/assets/${FILE}.woff2`]);
    expect(fontsOf(page.body).style).toBeUndefined();
  });

  it('follows a change of content, answers the whole file for a key it did not name, and refuses malformed addresses', async () => {
    const before = (await home()).preloads[0]!;
    expectOk(
      await t.request('PUT', `/api/people/${personId}`, {
        cookie: t.adminCookie,
        body: { firstName: 'Íñigo' },
      }),
    );
    const { preloads, style } = await home();
    const after = preloads[0]!;
    expect(after).not.toBe(before);
    expect(style).toContain(`unicode-range:${rangeOf('Íñigo & “Mar” 2·')}`);
    const subset = fontkit.create((await t.request('GET', after)).rawPayload) as fontkit.Font;
    for (const point of codePoints('Íñigo')) expect(subset.hasGlyphForCodePoint(point)).toBe(true);

    // A key this process never named (another instance's page, one from before a restart).
    const other = await t.request('GET', `${PREFIX}AAAAAAAAAAAAAAAA.woff2`);
    expect(other.statusCode).toBe(200);
    expect(other.rawPayload.equals(whole)).toBe(true);

    for (const address of [
      `${PREFIX}short.woff2`,
      `${PREFIX}AAAAAAAAAAAAAAAA.ttf`,
      `${PREFIX}AAAAAAAAAAAAAA/A.woff2`,
      `/fonts/text/source-sans-3-latin-wght-normal-0ther/AAAAAAAAAAAAAAAA.woff2`,
      `${PREFIX}`,
    ]) {
      const res = await t.request('GET', address);
      expect(res.statusCode, address).toBe(404);
      expect(JSON.parse(res.body).error.code, address).toBe('NOT_FOUND');
    }
  });
});
