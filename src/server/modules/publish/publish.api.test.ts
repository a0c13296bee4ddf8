/**
 * API tests of the static site (src/server/modules/publish; docs/product.md §25), on the real app
 * and database with a short portfolio, and a built web app whose server entry is a small stand-in
 * for dist/ssr/entry-server.js (it writes the app's own addresses and the static settings it got):
 * - publishing twice gives byte-identical files and zips (decision 0167);
 * - every internal address of every page, stylesheet and the sitemap is a file of the output, at the
 *   root and under a base path (a small link checker);
 * - the pages are the visitor's page (visitor.html, no application entry) in the static render
 *   (settings on `<html>`, the owner's `mailto:` address, the language switch to the other folder, the
 *   theme script), each language in its folder, the CV in each language and paper size, absolute URLs from the public URL;
 * - each text file (HTML, CSS, JS, JSON, SVG, XML, TXT) has `.br` and `.gz` siblings that decompress
 *   to it, each left out only when it would not be smaller (precompress.ts);
 * - `GET /api/admin/static-site`: the same zip for an admin, 403 for a non-admin, 400 for a bad URL.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEOPLE, paths, RESOURCE } from '../../../shared/paths.js';
import { buildApp } from '../../app.js';
import { expectError, expectOk } from '../../test/expect-api.js';
import { createTestApp, skipReason, type TestApp } from '../../test/test-app.js';
import { brotli, gzip, PRECOMPRESSED_FILE } from './precompress.js';
import { buildAndPublish, PUBLISH_ORIGIN, type PublishedFile, zipSite } from './publish.js';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Portfolio</title>' +
  '<link rel="icon" href="/favicon.svg" /><link rel="stylesheet" href="/assets/index-abc123.css" />' +
  '<script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';

/** The text font's latin file (src/server/modules/site/fonts/text-font.ts), as the build names it. */
const TEXT_FILE = 'source-sans-3-latin-wght-normal-abc123';

/**
 * The visitor's page as vite.config.ts writes it: the islands' entry, the application's named in a
 * meta, its stylesheet inline (docs/decisions/0216-visitor-css-inline.md).
 */
const VISITOR_TEMPLATE = TEMPLATE.replace('index-abc123.js"></script>', 'visitor-abc123.js"></script>')
  .replace('<title>', '<meta name="vitae-app-entry" content="/assets/index-abc123.js" /><title>')
  .replace(
    '<link rel="stylesheet" href="/assets/index-abc123.css" />',
    '<style id="vitae-css">@font-face{src:url(/assets/font-abc123.woff2)}body{margin:0}' +
      `@font-face{font-family:"Source Sans 3 Variable";src:url(/assets/${TEXT_FILE}.woff2);unicode-range:U+0-FF}` +
      'main{font-family:"Source Sans 3 Variable"}</style>' +
      '<link rel="preload" as="font" type="font/woff2" href="/assets/font-abc123.woff2" crossorigin="">',
  );

/** The subset of the signature font for "Ana Static" (src/server/modules/site/fonts/signature-font.ts). */
const SIGNATURE_SUBSET =
  'fonts/signature/dancing-script-latin-700-normal-abc123/20-41-53-61-63-69-6e-74.woff2';

/** The stand-in server entry: the addresses the real app writes, and the static settings it got. */
const ENTRY = `
const entry = {
  listPaths: ['/api/people'],
  pageKind(pathname) {
    if (pathname === '/') return 'home';
    if (pathname === '/forbidden') return 'forbidden';
    return 'not-found';
  },
  async render({ url, language, staticSite }) {
    // The language switch (src/web/app/language-switch.tsx): the other folder on a static site.
    const other = language === 'en' ? 'es' : 'en';
    const folder = staticSite ? staticSite.basePath + (other === 'en' ? '' : other + '/') : '?lang=' + other;
    const links = url === '/'
      ? '<a href="/#person">me</a><a href="' + folder + '" hreflang="' + other + '">switch</a>' +
        '<a href="/cv.pdf" download>CV</a><a href="/cv.docx" download>Word</a><a href="/cv.txt" download>Text</a><img src="/img/photo.png" srcSet="/img/photo.png 1x" alt="" />'
      : '<a href="/">home</a>';
    return {
      html: '<main data-static=' + JSON.stringify(JSON.stringify(staticSite ?? null)) + '>' + links + '</main>',
      // TanStack Query's dehydrated state carries the render's times.
      state: { page: url, queries: [{ dehydratedAt: Date.now(), state: { dataUpdatedAt: Date.now() } }] },
    };
  },
};
export default entry;
`;

/** A built web app in a new temporary folder: template, stand-in entry, a stylesheet, scripts, a font. */
function makeBuild(): { root: string; dist: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-publish-'));
  const dist = path.join(root, 'web');
  for (const dir of [path.join(dist, 'assets'), path.join(dist, 'img'), path.join(root, 'ssr')]) {
    fs.mkdirSync(dir, { recursive: true });
  }
  fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(dist, 'app.html'), TEMPLATE);
  fs.writeFileSync(path.join(dist, 'visitor.html'), VISITOR_TEMPLATE);
  fs.writeFileSync(path.join(root, 'ssr', 'entry-server.js'), ENTRY);
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dist, 'img', 'photo.png'), 'not really a png');
  fs.writeFileSync(path.join(dist, 'assets', 'font-abc123.woff2'), 'font');
  fs.copyFileSync(
    createRequire(import.meta.url).resolve(
      '@fontsource/dancing-script/files/dancing-script-latin-700-normal.woff2',
    ),
    path.join(dist, 'assets', 'dancing-script-latin-700-normal-abc123.woff2'),
  );
  fs.copyFileSync(
    createRequire(import.meta.url).resolve(
      '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
    ),
    path.join(dist, 'assets', `${TEXT_FILE}.woff2`),
  );
  fs.writeFileSync(
    path.join(dist, 'assets', 'index-abc123.css'),
    '@font-face{src:url(/assets/font-abc123.woff2)}body{margin:0}',
  );
  // Vite's module preload helper, as the build writes it.
  fs.writeFileSync(
    path.join(dist, 'assets', 'index-abc123.js'),
    'const d=function(e){return`/`+e};import(`./chunk-abc123.js`);',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'chunk-abc123.js'), 'export {};');
  fs.writeFileSync(path.join(dist, 'assets', 'visitor-abc123.js'), 'import(`./chunk-abc123.js`);');
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.map'), '{}');
  return { root, dist };
}

/** The internal addresses of `text` (HTML attributes, CSS `url()`, absolute URLs of `siteUrl`). */
function internalLinks(text: string, siteUrl: string, basePath: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\s(?:src|href|srcset|data-entry|data-preload)="([^"]*)"/gi)) {
    for (const token of match[1]!.split(/[\s,]+/)) if (token.startsWith('/')) found.push(token);
  }
  for (const match of text.matchAll(/url\(([^)]+)\)/g)) found.push(match[1]!);
  for (const match of text.matchAll(/https?:\/\/[^\s"<>]+/g)) {
    if (match[0].startsWith(siteUrl)) found.push(`${basePath}${match[0].slice(siteUrl.length)}`);
  }
  return found;
}

/**
 * Every internal link of the pages, stylesheets and sitemap that no file answers, as a static host
 * would serve the folder at `basePath` (a folder answers its index.html).
 */
function brokenLinks(files: readonly PublishedFile[], siteUrl: string, basePath: string): string[] {
  const names = new Set(files.map((file) => file.path));
  const broken: string[] = [];
  for (const file of files) {
    if (!/\.(html|css|xml|txt)$/.test(file.path)) continue;
    for (const link of internalLinks(file.bytes.toString('utf8'), siteUrl, basePath)) {
      const pathname = link.split(/[?#]/)[0]!;
      if (!pathname.startsWith(basePath)) {
        broken.push(`${file.path}: ${link} (outside ${basePath})`);
        continue;
      }
      const name = pathname.slice(basePath.length);
      const target = name === '' || name.endsWith('/') ? `${name}index.html` : name;
      if (!names.has(target)) broken.push(`${file.path}: ${link}`);
    }
  }
  return broken;
}

/**
 * The text files of `files` that lack a `.br` or `.gz` sibling although it would be smaller, or
 * whose sibling does not decompress to them; and the paths of the text files that have both.
 */
function precompressed(files: readonly PublishedFile[]): { wrong: string[]; withBoth: string[] } {
  const byPath = new Map(files.map((file) => [file.path, file.bytes]));
  const wrong: string[] = [];
  const withBoth: string[] = [];
  for (const file of files) {
    if (!PRECOMPRESSED_FILE.test(file.path)) continue;
    let both = true;
    for (const [suffix, decompress, compress] of [
      ['.br', zlib.brotliDecompressSync, brotli],
      ['.gz', zlib.gunzipSync, gzip],
    ] as const) {
      const sibling = byPath.get(`${file.path}${suffix}`);
      if (sibling === undefined) {
        both = false;
        if (compress(file.bytes).length < file.bytes.length) wrong.push(`${file.path}${suffix} missing`);
      } else if (!decompress(sibling).equals(file.bytes) || sibling.length >= file.bytes.length) {
        wrong.push(`${file.path}${suffix} is not its smaller compressed copy`);
      }
    }
    if (both) withBoth.push(file.path);
  }
  return { wrong, withBoth };
}

// Each test publishes whole sites (four CVs each): generous on a busy machine.
describe.skipIf(skipReason() !== '')('static site', { timeout: 180_000 }, () => {
  let t: TestApp;
  let root: string;
  let dist: string;
  /** The zip of the first test's site, which the route must answer byte for byte. */
  let published: Buffer | undefined;
  const publish = (publicUrl: string, basePath?: string, apiUrl?: string) =>
    buildAndPublish(
      (staticSite) =>
        buildApp({ db: t.db, webDist: dist, publicUrl: PUBLISH_ORIGIN, countVisits: false, staticSite }),
      { publicUrl, basePath, apiUrl, webDist: dist },
    );

  beforeAll(async () => {
    ({ root, dist } = makeBuild());
    t = await createTestApp({ webDist: dist, publicUrl: 'https://cv.example.com/' });
    // A short portfolio (a person and an email contact): four CVs per publish stay quick to render.
    expectOk(
      await t.request('POST', paths.list(PEOPLE), {
        cookie: t.adminCookie,
        body: { firstName: 'Ana', lastName: 'Static', jobTitles: 'Engineer' },
      }),
      201,
    );
    expectOk(
      await t.request('POST', paths.list(RESOURCE.socialLink), {
        cookie: t.adminCookie,
        body: { type: 'Contact', title: 'Email', linkSocial: 'mailto:ana@example.com' },
      }),
      201,
    );
  });
  afterAll(async () => {
    await t?.close();
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  it('publishes every page, language, CV and file with working links, byte-identical twice', async () => {
    const first = await publish('https://me.example.com');
    const names = first.files.map((file) => file.path);
    expect(names).toEqual([...names].sort());
    for (const name of [
      'index.html',
      'es/index.html',
      '404.html',
      'cv.pdf',
      'cv-letter.pdf',
      'es/cv.pdf',
      'es/cv-letter.pdf',
      'cv.docx',
      'cv.txt',
      'es/cv.docx',
      'es/cv.txt',
      'og.png',
      'es/og.png',
      'sitemap.xml',
      'robots.txt',
      'favicon.svg',
      'img/photo.png',
      'assets/index-abc123.css',
      'assets/index-abc123.js',
      'assets/chunk-abc123.js',
      'assets/font-abc123.woff2',
      SIGNATURE_SUBSET,
    ]) {
      expect(names).toContain(name);
    }
    expect(names).not.toContain('assets/index-abc123.js.map');
    const file = (name: string) => first.files.find((entry) => entry.path === name)!.bytes;
    expect(file('cv.pdf').subarray(0, 5).toString()).toBe('%PDF-');
    // The signature's subset, which the pages preload and declare: a few glyphs, not the whole file.
    expect(file(SIGNATURE_SUBSET).subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(file(SIGNATURE_SUBSET).length).toBeLessThan(
      file('assets/dancing-script-latin-700-normal-abc123.woff2').length / 5,
    );
    // The text's subsets, one per set of characters the pages show, which they preload and declare.
    const textSubsets = names.filter((name) => name.startsWith(`fonts/text/${TEXT_FILE}/`));
    expect(textSubsets.length).toBeGreaterThan(0);
    for (const subset of textSubsets) {
      expect(file(subset).subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect(file(subset).length).toBeLessThan(file(`assets/${TEXT_FILE}.woff2`).length / 2);
    }
    expect(file('es/cv.pdf').equals(file('cv.pdf'))).toBe(false);

    const home = file('index.html').toString('utf8');
    const spanish = file('es/index.html').toString('utf8');
    // The static render: settings on <html> and handed to the app, the owner's address for the contact link.
    expect(home).toMatch(
      /<html data-static-site="\{&quot;basePath&quot;:&quot;\/&quot;,&quot;email&quot;:&quot;ana@example\.com&quot;\}"/,
    );
    expect(home).toContain('data-static="{\\"basePath\\":\\"/\\",\\"email\\":\\"ana@example.com\\"}"');
    // The visitor's page with its islands' entry, never the owner's application; the theme script first.
    expect(home).toContain('src="/assets/visitor-abc123.js"');
    expect(home).not.toContain('vitae-app-entry');
    expect(home).not.toContain('index-abc123.js');
    expect(home).toMatch(/<head>\s*<script>\(function\(\)\{var m=.*theme=\(light\|dark\)/);
    expect(home).toContain('<a href="/es/" hreflang="es">switch</a>');
    expect(home).toContain('<a href="/cv.pdf" download>');
    expect(home).toContain('<a href="/cv.docx" download>Word</a><a href="/cv.txt" download>Text</a>');
    expect(file('cv.docx').subarray(0, 2).toString()).toBe('PK');
    expect(file('es/cv.txt').toString('utf8')).toMatch(/^ANA STATIC\nEngineer\n/);
    const homeSubset = textSubsets.find((subset) => home.includes(`href="/${subset}"`));
    expect(home).toContain(
      `<style id="vitae-text-font">@font-face{font-family:"Source Sans 3 Variable";src:url(/${homeSubset}) format("woff2");unicode-range:`,
    );
    expect(spanish).toContain('<html data-static-site=');
    expect(spanish).toContain('lang="es"');
    expect(spanish).toContain('<a href="/" hreflang="en">switch</a>');
    expect(spanish).toContain('<a href="/es/cv.pdf" download>');
    expect(spanish).toContain(
      '<a href="/es/cv.docx" download>Word</a><a href="/es/cv.txt" download>Text</a>',
    );
    expect(spanish).toContain('<link rel="canonical" href="https://me.example.com/es/"');
    expect(file('404.html').toString('utf8')).toContain('<a href="/">home</a>');
    expect(file('sitemap.xml').toString('utf8')).toContain('<loc>https://me.example.com/es/</loc>');
    expect(file('robots.txt').toString('utf8')).toContain('Sitemap: https://me.example.com/sitemap.xml');
    expect(`${home}${spanish}`).not.toContain(PUBLISH_ORIGIN);
    expect(first.warnings).toEqual([]);
    expect(brokenLinks(first.files, 'https://me.example.com/', '/')).toEqual([]);
    // Precompressed siblings: the pages and the sitemap have both (this build's tiny scripts may not).
    const siblings = precompressed(first.files);
    expect(siblings.wrong).toEqual([]);
    for (const name of ['index.html', 'es/index.html', '404.html', 'sitemap.xml']) {
      expect(siblings.withBoth).toContain(name);
    }
    expect(names).not.toContain('cv.pdf.gz');

    const second = await publish('https://me.example.com');
    expect(second.files.map((entry) => entry.path)).toEqual(names);
    for (const [index, entry] of second.files.entries()) {
      expect(entry.bytes.equals(first.files[index]!.bytes), entry.path).toBe(true);
    }
    published = zipSite(first.files);
    expect(zipSite(second.files).equals(published)).toBe(true);
  });

  it('publishes under a base path, with the contact form posting to a Vitae server', async () => {
    const site = await publish('https://me.github.io/portfolio', undefined, 'https://vitae.example.com/');
    const file = (name: string) => site.files.find((entry) => entry.path === name)!.bytes.toString('utf8');
    const home = file('index.html');
    expect(home).toContain('&quot;basePath&quot;:&quot;/portfolio/&quot;');
    expect(home).toContain('&quot;apiUrl&quot;:&quot;https://vitae.example.com&quot;');
    expect(home).not.toContain('&quot;email&quot;');
    expect(home).toContain('<style id="vitae-css">@font-face{src:url(/portfolio/assets/font-abc123.woff2)}');
    expect(home).toContain(`href="/portfolio/${SIGNATURE_SUBSET}"`);
    expect(home).toContain(`src:url(/portfolio/${SIGNATURE_SUBSET})`);
    expect(home).toContain('<a href="/portfolio/#person">me</a>');
    expect(home).toContain('<a href="/portfolio/es/" hreflang="es">switch</a>');
    expect(file('es/index.html')).toContain('<a href="/portfolio/" hreflang="en">switch</a>');
    expect(home).toContain('srcSet="/portfolio/img/photo.png 1x"');
    expect(file('assets/index-abc123.css')).toContain('url(/portfolio/assets/font-abc123.woff2)');
    expect(file('assets/index-abc123.js')).toContain('function(e){return`/portfolio/`+e}');
    expect(file('404.html')).toContain('<a href="/portfolio/">home</a>');
    expect(brokenLinks(site.files, 'https://me.github.io/portfolio/', '/portfolio/')).toEqual([]);
    expect(precompressed(site.files).wrong).toEqual([]);
    expect(precompressed(site.files).withBoth).toContain('index.html');
  });

  it('GET admin/static-site: the zip for an admin, 403 for others, 400 for a bad URL', async () => {
    const res = await t.request('GET', `${paths.data.staticSite}?publicUrl=https://me.example.com`, {
      cookie: t.adminCookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="vitae-static-site.zip"');
    expect(Object.keys(unzipSync(res.rawPayload))).toContain('es/index.html');
    expect(published && res.rawPayload.equals(published)).toBe(true);

    expectError(await t.request('GET', paths.data.staticSite, { cookie: t.userCookie }), 403);
    expectError(await t.request('GET', paths.data.staticSite), 401);
    const bad = await t.request('GET', `${paths.data.staticSite}?publicUrl=ftp://me.example.com`, {
      cookie: t.adminCookie,
    });
    expectError(bad, 400, /must start with https:\/\/ or http:\/\//);
    const badBase = await t.request('GET', `${paths.data.staticSite}?basePath=/a/../b/`, {
      cookie: t.adminCookie,
    });
    expectError(badBase, 400, /must be a plain folder path/);
  });
});
