/**
 * API tests of the server-rendered pages (src/server/plugins/web.ts; docs/decisions/0020): with a
 * built web app whose server entry is a small stand-in for dist/ssr/entry-server.js (it writes the
 * lists and the user it is given), the real app on the real database answers:
 * - `/` 200, `/forbidden` 403, an unknown path 404, a signed-in screen its client page (app.html);
 * - the lists and the session's user handed to the entry, the state embedded with `<` escaped;
 * - a visitor's page cached until an edit (the change feed), never served to or from a signed-in user;
 * - the request's language (issue 11): `Accept-Language`, the `lang` cookie and `?lang=` (which sets
 *   the cookie) choose it; `<html lang>`, canonical and hreflang follow; the cache keeps one per language;
 * - an ETag and 304; robots.txt and sitemap.xml; the share image /og.png (1200×630, redrawn after an edit).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../shared/paths.js';
import { expectOk } from '../test/expect-api.js';
import { createTestApp, skipReason, type TestApp } from '../test/test-app.js';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="x" /><title>Portfolio</title></head><body><div id="root"></div></body></html>';

/** The stand-in server entry: counts its renders and writes what it got. */
const ENTRY = `
let renders = 0;
const entry = {
  listPaths: ['/api/people', '/api/works'],
  pageKind(pathname) {
    if (pathname === '/') return 'home';
    if (pathname === '/forbidden') return 'forbidden';
    if (pathname === '/login' || pathname.startsWith('/works/form/')) return 'app';
    return 'not-found';
  },
  async render({ url, lists, user, language }) {
    renders += 1;
    const works = (lists['/api/works'] ?? []).map((work) => work.company).join('|');
    return {
      html: '<p>render ' + renders + ' ' + url + ' user=' + (user ? user.email : 'none') + ' works=' + works + ' lang=' + language + '</p>',
      state: { note: '</script><b>' },
    };
  },
};
export default entry;
`;

describe.skipIf(skipReason() !== '')('server-rendered pages', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-ssr-'));
    const dist = path.join(root, 'web');
    fs.mkdirSync(dist);
    fs.mkdirSync(path.join(root, 'ssr'));
    fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
    fs.writeFileSync(path.join(dist, 'app.html'), TEMPLATE.replace('<body>', '<body>APP'));
    fs.writeFileSync(path.join(root, 'ssr', 'entry-server.js'), ENTRY);
    t = await createTestApp({ webDist: dist, publicUrl: 'https://cv.example.com/', siteName: 'My CV' });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('renders / with the lists, the site name as title, share tags and the escaped state', async () => {
    const res = await t.request('GET', '/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toMatch(/<div id="root"><p>render \d+ \/ user=none works= lang=en<\/p><\/div>/);
    // No owner name yet: the site name; the template's own title and description are replaced.
    expect(res.body).toContain('<title>My CV</title>');
    expect(res.body).not.toContain('<title>Portfolio</title>');
    expect(res.body).not.toContain('content="x"');
    expect(res.body).toContain('<link rel="canonical" href="https://cv.example.com/" />');
    expect(res.body).toContain('<meta property="og:url" content="https://cv.example.com/" />');
    expect(res.body).toContain(
      '<script id="vitae-state" type="application/json">{"note":"\\u003c/script\\u003e\\u003cb\\u003e"}</script>',
    );
  });

  it('answers 403 and 404 pages rendered, and app.html for signed-in screens', async () => {
    const forbidden = await t.request('GET', '/forbidden');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.body).toContain('/forbidden user=none');
    expect(forbidden.body).toContain('<meta name="robots" content="noindex" />');
    const missing = await t.request('GET', '/no/such/page?x=1');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('render');
    for (const url of ['/login', '/works/form/new']) {
      const res = await t.request('GET', url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('APP');
      expect(res.body).not.toContain('render');
    }
    expect((await t.request('GET', '/api/nothing')).statusCode).toBe(404);
  });

  it("caches a visitor's page until an edit, with an ETag; a signed-in user's page is never shared", async () => {
    const first = await t.request('GET', '/');
    const again = await t.request('GET', '/');
    expect(again.body).toBe(first.body);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect((await t.request('GET', '/', { headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    const owner = await t.request('GET', '/', { cookie: t.adminCookie });
    expect(owner.body).toContain('user=admin@example.com');
    expect(owner.headers['cache-control']).toBe('private, no-cache');
    expect((await t.request('GET', '/')).body).toBe(first.body);
    // Neither side's tag answers for the other's page (issue 8 item 4): the owner holding the
    // visitor's tag, and a visitor holding the owner's, both get their own page in full.
    const ownerWithVisitorTag = await t.request('GET', '/', {
      cookie: t.adminCookie,
      headers: { 'if-none-match': etag },
    });
    expect(ownerWithVisitorTag.statusCode).toBe(200);
    expect(ownerWithVisitorTag.body).toContain('user=admin@example.com');
    const visitorWithOwnerTag = await t.request('GET', '/', {
      headers: { 'if-none-match': owner.headers.etag as string },
    });
    expect(visitorWithOwnerTag.statusCode).toBe(200);
    expect(visitorWithOwnerTag.body).toBe(first.body);
    expect(String(first.headers.vary)).toMatch(/cookie/i);

    expectOk(
      await t.request('POST', paths.list('works'), { cookie: t.adminCookie, body: { company: 'ACME' } }),
      201,
    );
    const after = await t.request('GET', '/');
    expect(after.body).toContain('works=ACME');
    expect(after.headers.etag).not.toBe(etag);
    expect((await t.request('GET', '/', { headers: { 'if-none-match': etag } })).statusCode).toBe(200);
  });

  it('renders in the language of Accept-Language, the lang cookie or ?lang= (which sets the cookie)', async () => {
    const english = await t.request('GET', '/');
    expect(english.body).toContain('<html lang="en">');
    expect(english.headers['vary']).toMatch(/accept-language/);

    const spanish = await t.request('GET', '/', {
      headers: { 'accept-language': 'es-AR,es;q=0.9,en;q=0.5' },
    });
    expect(spanish.body).toContain('<html lang="es">');
    expect(spanish.body).toContain(' lang=es</p>');
    expect(spanish.body).toContain('<link rel="canonical" href="https://cv.example.com/?lang=es" />');
    for (const [language, href] of [
      ['en', 'https://cv.example.com/'],
      ['es', 'https://cv.example.com/?lang=es'],
      ['x-default', 'https://cv.example.com/'],
    ]) {
      expect(spanish.body).toContain(`<link rel="alternate" hreflang="${language}" href="${href}" />`);
    }
    expect(spanish.headers['set-cookie']).toBeUndefined();
    // The cache keeps each language's page: English visitors still get English.
    expect((await t.request('GET', '/')).body).toBe(english.body);

    // ?lang= wins over the cookie and the header, and is remembered in the cookie.
    const chosen = await t.request('GET', '/?lang=en', {
      headers: { 'accept-language': 'es', cookie: 'lang=es' },
    });
    expect(chosen.body).toContain('<html lang="en">');
    expect(String(chosen.headers['set-cookie'])).toMatch(
      /^lang=en; Max-Age=31536000; Path=\/; .*SameSite=Lax/,
    );
    // The cookie wins over the header.
    const remembered = await t.request('GET', '/', {
      headers: { 'accept-language': 'en', cookie: 'lang=es' },
    });
    expect(remembered.body).toContain('<html lang="es">');
    // The 404 page too; an unknown ?lang= is ignored and sets nothing.
    const missing = await t.request('GET', '/missing?lang=xx', { headers: { 'accept-language': 'es' } });
    expect(missing.body).toContain('<html lang="es">');
    expect(missing.headers['set-cookie']).toBeUndefined();
  });

  it("writes the visitor's chosen theme (the theme cookie) on every page's <html>, cached per theme (issue 12 item 9)", async () => {
    const plain = await t.request('GET', '/');
    expect(plain.body).toContain('<html lang="en">');
    const light = await t.request('GET', '/', { headers: { cookie: 'theme=light' } });
    expect(light.body).toContain('<html data-theme="light" lang="en">');
    expect(light.headers.etag).not.toBe(plain.headers.etag);
    const dark = await t.request('GET', '/', { headers: { cookie: 'theme=dark' } });
    expect(dark.body).toContain('<html data-theme="dark" lang="en">');
    // The cached visitor page is kept per theme: the plain one is still plain.
    expect((await t.request('GET', '/')).body).toBe(plain.body);
    // Signed-in screens (app.html) too, and for a signed-in user; anything else is ignored.
    const app = await t.request('GET', '/login', { headers: { cookie: 'theme=light' } });
    expect(app.body).toContain('<html data-theme="light" data-anonymous lang="en">');
    expect(app.body).toContain('APP');
    const owner = await t.request('GET', '/works/form/new', {
      headers: { cookie: `${t.adminCookie}; theme=dark` },
    });
    expect(owner.body).toContain('<html data-theme="dark" lang="en">');
    const odd = await t.request('GET', '/login', { headers: { cookie: 'theme="><script>' } });
    expect(odd.body).toContain('<html data-anonymous lang="en">');
  });

  it("marks a visitor's client-rendered page anonymous, so it does not ask for the session (decision 0095)", async () => {
    for (const url of ['/login', '/works/form/new']) {
      const visitor = await t.request('GET', url);
      expect(visitor.statusCode).toBe(200);
      expect(visitor.body).toContain('<html data-anonymous lang="en">');
      expect(visitor.body).toContain('APP');
      // A page for a signed-in user has no such mark (the page asks for its user as before).
      const owner = await t.request('GET', url, { cookie: t.adminCookie });
      expect(owner.statusCode).toBe(200);
      expect(owner.body).toContain('<html lang="en">');
      expect(owner.body).not.toContain('data-anonymous');
      expect(owner.headers.etag).not.toBe(visitor.headers.etag);
      // Each side's ETag answers only for its own page.
      const ownerWithVisitorTag = await t.request('GET', url, {
        cookie: t.adminCookie,
        headers: { 'if-none-match': visitor.headers.etag as string },
      });
      expect(ownerWithVisitorTag.statusCode).toBe(200);
      expect(ownerWithVisitorTag.body).not.toContain('data-anonymous');
    }
    // The server-rendered pages carry the session in their state instead: no mark.
    expect((await t.request('GET', '/')).body).not.toContain('data-anonymous');
  });

  it('serves robots.txt with the sitemap and sitemap.xml with the latest edit', async () => {
    const robots = await t.request('GET', '/robots.txt');
    expect(robots.body).toContain('Sitemap: https://cv.example.com/sitemap.xml');
    expect(robots.body).toContain('Disallow: /login');
    const works = JSON.parse((await t.request('GET', paths.list('works'))).body).response as {
      updatedAt: string;
    }[];
    const latest = works
      .map((work) => work.updatedAt)
      .sort()
      .at(-1)!;
    const sitemap = await t.request('GET', '/sitemap.xml');
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.body).toContain(
      `<loc>https://cv.example.com/</loc><lastmod>${new Date(latest).toISOString()}</lastmod>`,
    );
    // Both languages' URLs, each naming the alternates (issue 11).
    expect(sitemap.body).toContain('<loc>https://cv.example.com/?lang=es</loc>');
    expect(
      sitemap.body.match(
        /<xhtml:link rel="alternate" hreflang="es" href="https:\/\/cv.example.com\/\?lang=es"\/>/g,
      ),
    ).toHaveLength(2);
  });

  it('draws the share image /og.png at 1200×630 and draws it again after an edit', async () => {
    const first = await t.request('GET', '/og.png');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({
      width: 1200,
      height: 630,
      format: 'png',
    });
    const etag = first.headers.etag as string;
    expect((await t.request('GET', '/og.png', { headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    expectOk(
      await t.request('POST', paths.list('people'), {
        cookie: t.adminCookie,
        body: { firstName: 'Ada', lastName: 'Lovelace', jobTitles: 'Analyst' },
      }),
      201,
    );
    const home = await t.request('GET', '/');
    expect(home.body).toContain('<meta property="og:image" content="https://cv.example.com/og.png" />');
    expect((await t.request('GET', '/og.png')).headers.etag).not.toBe(etag);
  });
});
