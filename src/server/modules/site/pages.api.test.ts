/**
 * API tests of the server-rendered pages (src/server/modules/site/pages.ts; docs/decisions/0020): with a
 * built web app whose server entry is a small stand-in for dist/ssr/entry-server.js (it writes the
 * lists and the user it is given), the real app on the real database answers:
 * - `/` 200, `/forbidden` 403, an unknown path 404, a signed-in screen its client page (app.html);
 * - the lists and the session's user handed to the entry, the state embedded with `<` escaped;
 * - a visitor's page cached until an edit (the change feed), never served to or from a signed-in user;
 * - the request's language (decision 0060): `Accept-Language`, the `lang` cookie and `?lang=` (which sets
 *   the cookie) choose it; `<html lang>`, canonical and hreflang follow; the cache keeps one per language;
 * - an ETag and 304; robots.txt and sitemap.xml; the share image /og.png (1200×630, redrawn after an edit).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../shared/paths.js';
import { expectError, expectOk } from '../../test/expect-api.js';
import { buildApp } from '../../app.js';
import { createChangeFeed } from '../../db/change-feed.js';
import { createTestApp, openTestDatabase, skipReason, type TestApp } from '../../test/test-app.js';

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

/**
 * A built web app in a new temporary folder: index.html, app.html and the stand-in server entry
 * (its own file, so each app counts its own renders). Answers the folder and the `webDist` path.
 */
function makeBuild(): { root: string; dist: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-ssr-'));
  const dist = path.join(root, 'web');
  fs.mkdirSync(dist);
  fs.mkdirSync(path.join(root, 'ssr'));
  fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(dist, 'app.html'), TEMPLATE.replace('<body>', '<body>APP'));
  fs.writeFileSync(path.join(root, 'ssr', 'entry-server.js'), ENTRY);
  return { root, dist };
}

/** The stand-in entry's render number written in a page ('render 7 ...'). */
function renderNumber(body: string): number {
  const found = /<p>render (\d+) /.exec(body);
  if (!found) throw new Error(`No render in the page: ${body.slice(0, 300)}`);
  return Number(found[1]);
}

describe.skipIf(skipReason() !== '')('server-rendered pages', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    const build = makeBuild();
    root = build.root;
    t = await createTestApp({ webDist: build.dist, publicUrl: 'https://cv.example.com/', siteName: 'My CV' });
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
    // Neither side's tag answers for the other's page (decision 0021): the owner holding the
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

  it("writes the visitor's chosen theme (the theme cookie) on every page's <html>, cached per theme (decision 0071)", async () => {
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
    // Both languages' URLs, each naming the alternates (decision 0065).
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

/**
 * A fresh app on a fresh database, once its change feed is healthy (on PostgreSQL: listening), with
 * nothing written after: its page cache is on and nothing empties it during the test, so what the
 * kept pages hold comes from the test's requests alone, in their order.
 */
async function freshApp(publicUrl: string | undefined) {
  const build = makeBuild();
  const db = await openTestDatabase();
  const feed = createChangeFeed(db);
  const app = await buildApp({ db, changeFeed: feed, webDist: build.dist, publicUrl, siteName: 'My CV' });
  await expect.poll(() => feed.healthy, { timeout: 15_000 }).toBe(true);
  return {
    get: (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers }),
    async close() {
      await app.close();
      await feed.close();
      await db.drop();
      fs.rmSync(build.root, { recursive: true, force: true });
    },
  };
}

describe.skipIf(skipReason() !== '')(
  'the page cache: pages made from what they are kept by (decision 0085)',
  () => {
    let site: Awaited<ReturnType<typeof freshApp>> | undefined;
    afterEach(async () => {
      await site?.close();
      site = undefined;
    });

    it("never puts one visitor's //host path or query string into another's page", async () => {
      site = await freshApp('https://cv.example.com/');
      // The first request for the not-found page asks for a protocol-relative path...
      const phish = await site.get('//evil.example/phish');
      expect(phish.statusCode).toBe(404);
      const missing = await site.get('/no/such/page');
      expect(missing.statusCode).toBe(404);
      // ...the first for the home page and the forbidden page carry a campaign parameter.
      const marked = await site.get('/?utm_campaign=MARKER123');
      expect(marked.statusCode).toBe(200);
      const home = await site.get('/');
      const forbidden = await site.get('/forbidden?utm_campaign=MARKER123');
      expect(forbidden.statusCode).toBe(403);
      for (const res of [phish, missing, marked, home, forbidden, await site.get('/forbidden')]) {
        expect(res.body).not.toContain('evil.example');
        expect(res.body).not.toContain('MARKER123');
      }
      // Each page kind is one page whatever the address: the asker's own page is the one kept.
      expect(missing.body).toBe(phish.body);
      expect((await site.get('/other/missing?utm_source=x')).body).toBe(phish.body);
      expect(home.body).toBe(marked.body);
      expect(home.body).toContain('<link rel="canonical" href="https://cv.example.com/" />');
      expect(forbidden.body).toContain('<link rel="canonical" href="https://cv.example.com/forbidden" />');
      // An address that names nothing has no canonical URL.
      expect(missing.body).not.toContain('rel="canonical"');
      expect(missing.body).not.toContain('og:url');
      expect(missing.body).toContain('<meta name="robots" content="noindex" />');
    });

    it('takes no address from the Host header when PUBLIC_URL is set', async () => {
      site = await freshApp('https://cv.example.com/');
      const own = await site.get('/');
      for (let i = 1; i <= 17; i += 1) {
        expect((await site.get('/', { host: `evil${i}.example` })).body).toBe(own.body);
      }
      expect((await site.get('/')).headers.etag).toBe(own.headers.etag);
      // Not even a Host that is no host name: it is not read.
      expect((await site.get('/', { host: 'evil.example/phish' })).body).toBe(own.body);
      const robots = await site.get('/robots.txt', { host: 'evil.example' });
      expect(robots.body).toContain('Sitemap: https://cv.example.com/sitemap.xml');
    });

    it('keeps every page kind × language × theme and both share images at once: none pushes another out', async () => {
      site = await freshApp('https://cv.example.com/');
      const variants: { url: string; cookie: string }[] = [];
      for (const url of ['/', '/forbidden', '/missing'])
        for (const lang of ['en', 'es'])
          for (const theme of ['', 'light', 'dark'])
            variants.push({ url, cookie: `lang=${lang}${theme ? `; theme=${theme}` : ''}` });
      const fetchAll = async () => {
        const bodies: string[] = [];
        for (const variant of variants)
          bodies.push((await site!.get(variant.url, { cookie: variant.cookie })).body);
        for (const url of ['/og.png', '/og.png?lang=es'])
          bodies.push(String((await site!.get(url)).headers.etag));
        return bodies;
      };
      const first = await fetchAll();
      expect(new Set(first.slice(0, variants.length)).size).toBe(variants.length);
      expect(await fetchAll()).toEqual(first);
    });

    it("without PUBLIC_URL, 17 other Host headers neither push the site's pages out nor cost a render each", async () => {
      site = await freshApp(undefined);
      const own = { host: 'cv.example.com' };
      const home = await site.get('/', own);
      expect(home.body).toContain('<link rel="canonical" href="http://cv.example.com/" />');
      const missing = await site.get('/missing', own);
      expect(missing.statusCode).toBe(404);
      for (let i = 1; i <= 17; i += 1) {
        const host = `evil${i}.example`;
        const res = await site.get('/', { host });
        // Without PUBLIC_URL the only address known is the one asked for: its own page says it...
        expect(res.body).toContain(`<link rel="canonical" href="http://${host}/" />`);
        // ...made from the site's kept render, not rendered again.
        expect(renderNumber(res.body)).toBe(renderNumber(home.body));
        expect((await site.get('/missing', { host })).statusCode).toBe(404);
      }
      const again = await site.get('/', own);
      expect(again.body).toBe(home.body);
      expect(again.headers.etag).toBe(home.headers.etag);
      expect((await site.get('/missing', own)).body).toBe(missing.body);
      for (const body of [again.body, missing.body]) expect(body).not.toContain('evil');
    });

    it('without PUBLIC_URL, never copies //host paths or query strings into a page, and writes the host in normal form', async () => {
      site = await freshApp(undefined);
      const own = { host: 'cv.example.com' };
      const phish = await site.get('//evil.example/phish', own);
      expect(phish.statusCode).toBe(404);
      const marked = await site.get('/?utm_campaign=MARKER123', own);
      for (const res of [phish, marked, await site.get('/missing', own), await site.get('/', own)]) {
        expect(res.body).not.toContain('evil.example');
        expect(res.body).not.toContain('MARKER123');
      }
      expect(marked.body).toContain('<link rel="canonical" href="http://cv.example.com/" />');
      // Lower case, without the scheme's default port.
      const upper = await site.get('/', { host: 'CV.Example.COM:80' });
      expect(upper.body).toContain('<link rel="canonical" href="http://cv.example.com/" />');
    });

    it('without PUBLIC_URL, answers 400 to a Host header that is not a host name (pages, robots.txt, sitemap.xml)', async () => {
      site = await freshApp(undefined);
      for (const host of [
        'evil.example/phish',
        'a b',
        'user@evil.example',
        'evil.example:99999',
        'evil.example?x',
      ]) {
        for (const url of ['/', '/missing', '/robots.txt', '/sitemap.xml']) {
          const res = await site.get(url, { host });
          const error = expectError(res, 400);
          expect(error.message).toBe(
            'The Host header must be a host name or address with an optional port, such as cv.example.com:8080.',
          );
          expect(res.headers['set-cookie']).toBeUndefined();
        }
      }
      // A signed-in screen needs no address: the Host is not read for it.
      expect((await site.get('/login', { host: 'a b' })).statusCode).toBe(200);
    });
  },
);
