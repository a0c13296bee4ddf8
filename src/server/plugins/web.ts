/**
 * The web app's pages (docs/decisions/0020-server-rendered-first-view.md):
 *
 * - Built files of dist/web: hashed `assets/` with a one-year immutable cache, other files with
 *   revalidation; a file's `.br`/`.gz` sibling (written at build time, vite.config.ts) goes to a client
 *   that accepts it (docs/decisions/0005-compression.md).
 * - Server-rendered pages: `/` (200), `/forbidden` (403) and any unknown path (404) are rendered by
 *   the web app's server entry (dist/ssr/entry-server.js beside `webDist`, src/web/entry-server.tsx)
 *   with the lists the page shows, read through this app's own public API routes (so through the
 *   list cache, docs/decisions/0003-list-cache.md), and the session's user; the head gets the search
 *   and share tags (src/server/site/head.ts).
 * - Each page is rendered in the request's language (src/server/lib/request-language.ts: `?lang=`,
 *   the `lang` cookie, `Accept-Language`): `<html lang>`, the texts, the owner's content, the
 *   canonical URL and `hreflang` alternates; `?lang=` also sets the cookie (issue 11 item 2).
 * - A visitor's rendered page is cached per content version and language: the change feed empties the cache on
 *   every change (and it is off while the feed cannot hear other processes). A signed-in user's page
 *   is rendered for each request and never cached. Every page has an `ETag` (`304` on a match).
 * - The signed-in screens (`/login`, `/profile`, the forms...) get `app.html`, rendered by the client.
 * - `robots.txt` and `sitemap.xml` (src/server/site/seo.ts), and the share image `/og.png`
 *   (src/server/site/og-image.ts), cached like a visitor's page.
 * - A visitor's chosen colour theme (the `theme` cookie, src/shared/theme.ts) is written on every
 *   page's `<html>` so the first paint has the right colours; cached pages are kept per theme.
 *
 * Without a built server entry, `/` gets index.html and other client routes app.html, as built.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX, paths } from '../../shared/paths.js';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from '../../shared/i18n/languages.js';
import type { Person } from '../../shared/schemas.js';
import type { PageKind, SsrEntry } from '../../shared/ssr.js';
import { SSR_STATE_ID } from '../../shared/ssr.js';
import { parseTheme, THEME_COOKIE, withThemeAttribute, type Theme } from '../../shared/theme.js';
import type { Kysely } from 'kysely';
import type { ChangeFeed } from '../db/change-feed.js';
import type { Database } from '../db/types.js';
import { compressBody, COMPRESSION, preferredEncoding, varyOnAcceptEncoding } from '../lib/reply.js';
import { queryLanguage, requestLanguage } from '../lib/request-language.js';
import { userToWire } from '../modules/users/users.repository.js';
import { headTags, jsonForScript, type HeadData } from '../site/head.js';
import { renderOgImage } from '../site/og-image.js';
import { robotsTxt, sitemapXml } from '../site/seo.js';
import { sendError } from './errors.js';

export interface WebOptions {
  /** Folder of the built web app; when it has no index.html a placeholder page is served. */
  webDist: string | undefined;
  /** The site's public URL (PUBLIC_URL); without it, the request's own origin. */
  publicUrl: string | undefined;
  /** The title when the portfolio has no owner name (SITE_NAME). */
  siteName: string;
  feed: ChangeFeed;
  /** The database, where the share image's uploaded photo is read (src/server/site/og-image.ts). */
  db: Kysely<Database>;
}

const PLACEHOLDER_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Vitae</title></head><body><main><h1>Vitae</h1><p>The API is running at <a href="${paths.openapi}">${paths.openapi}</a>. Build the web app with <code>npm run build</code>.</p></main></body></html>`;

/** The HTML page of every client route but `/` (index.html without the home lists' preloads). */
const APP_PAGE = 'app.html';
const HTML_TYPE = 'text/html; charset=utf-8';
const STATUS: Record<Exclude<PageKind, 'app'>, number> = { home: 200, forbidden: 403, 'not-found': 404 };

/** One rendered page: its bytes, ETag and the compressed forms made so far. */
interface CachedPage {
  identity: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Visitors' rendered pages by page kind and origin, emptied on every change; a render that started
 * before a change never fills it (generation counter, as the list cache).
 */
export class PageCache {
  static readonly MAX_PAGES = 16;
  private readonly pages = new Map<string, CachedPage>();
  private generation = 0;
  constructor(private enabled: boolean) {}

  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.clear();
  }

  clear(): void {
    this.generation += 1;
    this.pages.clear();
  }

  get(key: string): CachedPage | undefined {
    return this.enabled ? this.pages.get(key) : undefined;
  }

  /** The current generation, to pass back to {@link set}. */
  version(): number {
    return this.generation;
  }

  set(key: string, page: CachedPage, generation: number): void {
    if (!this.enabled || generation !== this.generation) return;
    if (this.pages.size >= PageCache.MAX_PAGES) this.pages.delete(this.pages.keys().next().value!);
    this.pages.set(key, page);
  }
}

/** A page's (or image's) bytes and ETag (a hash of the bytes). */
export function pageOf(content: string | Buffer): CachedPage {
  const identity = typeof content === 'string' ? Buffer.from(content) : content;
  return { identity, etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"` };
}

/** Does the request's `If-None-Match` name `etag` (or `*`)? */
function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === etag || value === '*';
  });
}

/** Send a page (or 304), compressed when the client accepts it (the compressed form is kept). */
async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  status: number,
  signedIn: boolean,
): Promise<void> {
  reply
    .header('cache-control', signedIn ? 'private, no-cache' : 'no-cache')
    .header('vary', 'cookie, accept-language')
    .header('etag', page.etag);
  varyOnAcceptEncoding(reply);
  if (status === 200 && notModified(request, page.etag)) {
    await reply.code(304).send();
    return;
  }
  reply.code(status).type(HTML_TYPE);
  const encoding =
    page.identity.length >= COMPRESSION.threshold && request.headers['x-no-compression'] === undefined
      ? preferredEncoding(request.headers['accept-encoding'])
      : undefined;
  if (encoding === undefined) {
    await reply.send(page.identity);
    return;
  }
  const bytes = (page[encoding] ??= compressBody(page.identity, encoding));
  await reply.header('content-encoding', encoding).send(bytes);
}

/** The start script of the built app (public/boot.js), served from the site's root. */
export const BOOT_SCRIPT = 'boot.js';

/**
 * The template with its module script and module preloads replaced by the deferred start script
 * (public/boot.js), which adds them once the first frame has been painted (decision 0021): the
 * server's HTML paints with only its stylesheet and images, and the app's JavaScript is requested
 * after it. `data-entry` is the entry module, `data-preload` the preloads, space-separated (build
 * output paths). A template without a module script is answered unchanged.
 */
export function startAfterPaint(html: string): string {
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/.exec(html);
  if (!entry) return html;
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g)].map(
    (match) => match[1]!,
  );
  return html
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(
      entry[0],
      `<script src="/${BOOT_SCRIPT}" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}" defer></script>`,
    );
}

/**
 * The page template split around `<div id="root"></div>`, its title and description removed. Its
 * scripts start after the first paint ({@link startAfterPaint}) when the build has the start script;
 * otherwise they are fetched at low priority: the server's HTML is the first paint, so hydration
 * must not compete with the stylesheet and images for it (issue 8 "Hydration must not hold up the
 * first paint").
 */
function splitTemplate(html: string, boot: boolean): { before: string; after: string } {
  const stripped = html
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta\s+name="description"[^>]*>/, '');
  const cleaned = boot
    ? startAfterPaint(stripped)
    : stripped
        .replaceAll('<script type="module"', '<script type="module" fetchpriority="low"')
        .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
  const marker = '<div id="root"></div>';
  const at = cleaned.indexOf(marker);
  if (at < 0) throw new Error(`The page template has no ${marker}.`);
  return { before: cleaned.slice(0, at), after: cleaned.slice(at + marker.length) };
}

/**
 * Remember a language asked for with `?lang=` in the `lang` cookie (a year, every path), so the
 * visitor's next pages come in it without the parameter.
 */
function rememberLanguage(request: FastifyRequest, reply: FastifyReply): void {
  const asked = queryLanguage(request.query);
  if (asked === undefined) return;
  reply.setCookie(LANGUAGE_COOKIE, asked, {
    path: '/',
    maxAge: LANGUAGE_COOKIE_MAX_AGE_S,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

/** The site's origin for absolute URLs: PUBLIC_URL without a trailing slash, or the request's. */
function originOf(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ? publicUrl.replace(/\/+$/, '') : `${request.protocol}://${request.host}`;
}

/**
 * The first-screen lists, read through this app's own GET routes (public; the list cache answers
 * them without a query when warm). A list whose read fails is left out: its section then loads it
 * on the client and shows its own error state.
 */
async function loadLists(
  app: FastifyInstance,
  listPaths: readonly string[],
): Promise<Record<string, unknown>> {
  const answers = await Promise.all(
    listPaths.map(async (listPath) => {
      const res = await app.inject({ method: 'GET', url: listPath });
      if (res.statusCode !== 200) return undefined;
      return [listPath, (JSON.parse(res.body) as { response: unknown }).response] as const;
    }),
  );
  return Object.fromEntries(answers.filter((answer) => answer !== undefined));
}

/** The head's data from the lists loaded by API path. */
function headData(lists: Record<string, unknown>): HeadData {
  const list = <T>(listPath: string) => lists[listPath] as T[] | undefined;
  return {
    people: list<Person>(paths.list('people')),
    works: list(paths.list('works')),
    projects: list(paths.projectsPopulated),
    educations: list(paths.list('educations')),
    skills: list(paths.list('languages')),
    socialLinks: list(paths.list('social-medias')),
  };
}

/** The built server entry beside `webDist` (dist/ssr/entry-server.js), if there is one. */
async function loadEntry(webDist: string): Promise<SsrEntry | undefined> {
  const file = path.join(path.dirname(webDist), 'ssr', 'entry-server.js');
  if (!fs.existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { default: SsrEntry };
  return module.default;
}

export async function registerWeb(app: FastifyInstance, options: WebOptions): Promise<void> {
  const { webDist, publicUrl, siteName, feed } = options;
  const index = webDist ? path.join(webDist, 'index.html') : undefined;
  const hasWeb = index !== undefined && fs.existsSync(index);
  const hasAppPage = hasWeb && fs.existsSync(path.join(webDist!, APP_PAGE));
  const entry = hasWeb ? await loadEntry(webDist!) : undefined;
  const template = entry
    ? splitTemplate(
        fs.readFileSync(path.join(webDist!, hasAppPage ? APP_PAGE : 'index.html'), 'utf8'),
        fs.existsSync(path.join(webDist!, BOOT_SCRIPT)),
      )
    : undefined;
  const cache = new PageCache(feed.healthy);
  feed.onHealth((healthy) => cache.setEnabled(healthy));
  feed.onChange(() => cache.clear());

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist!,
      // Routes are declared below (without source maps); the plugin only provides reply.sendFile.
      serve: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        );
      },
    });
    // Static files other than the HTML pages, found by walking dist once at start.
    const files = listFiles(webDist!).filter((file) => file !== 'index.html' && file !== APP_PAGE);
    for (const file of files) {
      app.get(
        `/${file.split(path.sep).join('/')}`,
        { config: { access: 'public' }, schema: { hide: true } },
        (_request, reply) => reply.sendFile(file),
      );
    }
  }

  const listPaths = entry?.listPaths ?? [paths.list('people'), paths.list('works'), paths.list('educations')];
  app.get('/robots.txt', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(robotsTxt(originOf(request, publicUrl))),
  );
  app.get('/sitemap.xml', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(sitemapXml(originOf(request, publicUrl), Object.values(await loadLists(app, listPaths)))),
  );

  app.get('/og.png', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    // One image per language, chosen by the URL alone (`?lang=es`: the Spanish pages link it), so
    // the bytes behind a URL never depend on the fetcher's cookie or headers (issue 11).
    const language = queryLanguage(request.query) ?? DEFAULT_LANGUAGE;
    const key = `og.png\n${language}`;
    let image = cache.get(key);
    if (!image) {
      const generation = cache.version();
      const people = (await loadLists(app, [paths.list('people')]))[paths.list('people')] as
        Person[] | undefined;
      const photos = { db: options.db, webDist: hasWeb ? webDist : undefined };
      const bytes = await renderOgImage(people?.[0], siteName, photos, language);
      image = pageOf(bytes);
      cache.set(key, image, generation);
    }
    reply.header('cache-control', 'no-cache').header('etag', image.etag);
    if (notModified(request, image.etag)) return reply.code(304).send();
    return reply.type('image/png').send(image.identity);
  });

  /** The client-rendered page (app.html) with each chosen theme written on it, read once. */
  const themedAppPages = new Map<Theme, CachedPage>();
  const themedAppPage = (theme: Theme): CachedPage => {
    let page = themedAppPages.get(theme);
    if (!page) {
      page = pageOf(withThemeAttribute(fs.readFileSync(path.join(webDist!, APP_PAGE), 'utf8'), theme));
      themedAppPages.set(theme, page);
    }
    return page;
  };

  /** Render (or take from the cache) the page `kind` for this request. */
  const renderPage = async (request: FastifyRequest, kind: Exclude<PageKind, 'app'>): Promise<CachedPage> => {
    const origin = originOf(request, publicUrl);
    const { language } = requestLanguage(request);
    const theme = parseTheme(request.cookies[THEME_COOKIE]);
    const key = `${kind}\n${origin}\n${language}\n${theme ?? ''}`;
    const signedIn = request.user !== null;
    const cached = signedIn ? undefined : cache.get(key);
    if (cached) return cached;
    const generation = cache.version();
    const lists = await loadLists(app, entry!.listPaths);
    const user = request.user ? userToWire(request.user) : null;
    const pathname = kind === 'home' ? '/' : request.url.split('?')[0]!;
    const { html, state } = await entry!.render({ url: request.url, lists, user, language });
    const head = headTags(
      headData(lists),
      { origin, pathname, siteName, noindex: kind !== 'home' },
      language,
    );
    const before = template!.before.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
    const page = pageOf(
      `${withThemeAttribute(before, theme).replace('</head>', `  ${head}\n  </head>`)}<div id="root">${html}</div>` +
        `<script id="${SSR_STATE_ID}" type="application/json">${jsonForScript(state)}</script>${template!.after}`,
    );
    if (!signedIn) cache.set(key, page, generation);
    return page;
  };

  app.setNotFoundHandler(async (request, reply) => {
    const isApi =
      request.url === API_PREFIX ||
      request.url.startsWith(`${API_PREFIX}/`) ||
      request.url.startsWith(`${API_PREFIX}?`);
    // A missing built file (hashed asset, source map) is 404, not a page (issue 7, defect 10).
    const pathname = request.url.split('?')[0]!;
    const isFile = pathname.startsWith('/assets/') || pathname.endsWith('.map');
    if (isApi || isFile || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendError(
        request,
        reply,
        404,
        'NOT_FOUND',
        `There is no route ${request.method} ${request.url.split('?')[0]}.`,
      );
    }
    rememberLanguage(request, reply);
    if (!hasWeb) return reply.header('cache-control', 'no-cache').type(HTML_TYPE).send(PLACEHOLDER_PAGE);
    const kind = entry ? entry.pageKind(request.url.split('?')[0]!) : 'app';
    if (kind === 'app') {
      // Without a server entry `/` gets index.html, which preloads the home lists (vite.config.ts).
      const isHome = request.url === '/' || request.url.startsWith('/?');
      const theme = parseTheme(request.cookies[THEME_COOKIE]);
      if (theme && !isHome && hasAppPage) {
        return sendPage(request, reply, themedAppPage(theme), 200, request.user !== null);
      }
      return reply
        .header('cache-control', 'no-cache')
        .type(HTML_TYPE)
        .sendFile(isHome || !hasAppPage ? 'index.html' : APP_PAGE);
    }
    const page = await renderPage(request, kind);
    return sendPage(request, reply, page, STATUS[kind], request.user !== null);
  });
}

function listFiles(root: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, prefix), { withFileTypes: true })) {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(root, relative));
    else if (!/\.(map|br|gz)$/.test(entry.name)) out.push(relative);
  }
  return out;
}
