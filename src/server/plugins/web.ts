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
 * - A page is made from exactly what it is cached by (docs/decisions/0085-pages-built-from-what-they-are-cached-by.md):
 *   the app is rendered at its page kind's own path ({@link RENDER_PATHS}), never at the address
 *   asked for, so no path, `//host` or query string reaches the HTML; the head's absolute URLs come
 *   from PUBLIC_URL, or without it from the request's origin in normal form (a `Host` that is no host
 *   name is answered 400), and the not-found page has no canonical URL. A visitor's render is kept
 *   per page kind and language, and the page made from it per theme and (without PUBLIC_URL, for the
 *   first {@link PageCache.MAX_ORIGINS} hosts only) origin: every key comes from a small fixed set,
 *   so no request can push another's page out. The change feed empties the cache on every change
 *   (and it is off while the feed cannot hear other processes). A signed-in user's page is rendered
 *   for each request and never cached. Every page has an `ETag` (`304` on a match).
 * - The signed-in screens (`/login`, `/profile`, the forms...) get `app.html`, rendered by the client;
 *   sent to a visitor, its `<html>` says nobody is signed in (src/shared/ssr.ts `ANONYMOUS_ATTRIBUTE`),
 *   so the page does not ask for the session (docs/decisions/0095-anonymous-app-pages.md).
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
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  LANGUAGES,
  type Language,
} from '../../shared/i18n/languages.js';
import type { Person } from '../../shared/schemas.js';
import type { PageKind, SsrEntry } from '../../shared/ssr.js';
import { SSR_STATE_ID, withAnonymousAttribute } from '../../shared/ssr.js';
import { parseTheme, THEME_COOKIE, THEMES, withThemeAttribute, type Theme } from '../../shared/theme.js';
import type { Kysely } from 'kysely';
import type { ChangeFeed } from '../db/change-feed.js';
import type { Database } from '../db/types.js';
import { compressBody, COMPRESSION, preferredEncoding, varyOnAcceptEncoding } from '../lib/reply.js';
import { queryLanguage, requestLanguage } from '../lib/request-language.js';
import { userToWire } from '../modules/users/users.repository.js';
import { headTags, jsonForScript, type HeadData } from '../site/head.js';
import { renderOgImage } from '../site/og-image.js';
import { robotsTxt, sitemapXml } from '../site/seo.js';
import { requestOrigin, siteBase } from '../site/site-url.js';
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
/** The server-rendered page kinds. */
type RenderedKind = Exclude<PageKind, 'app'>;
const STATUS: Record<RenderedKind, number> = { home: 200, forbidden: 403, 'not-found': 404 };
const RENDERED_KINDS = Object.keys(STATUS) as RenderedKind[];

/**
 * The path each page kind is rendered at, whatever address was asked for: the app's HTML depends on
 * nothing else of the URL (its language link is `?lang=…`, relative), so every spelling of a page
 * shares one render (decision 0085). The not-found page's path must be one no route takes (checked
 * when the server starts).
 */
export const RENDER_PATHS: Record<RenderedKind, string> = {
  home: '/',
  forbidden: '/forbidden',
  'not-found': '/404',
};

/** The path in a page's canonical URL and `og:url`: none for the not-found page (decision 0085). */
const CANONICAL_PATHS: Record<RenderedKind, string | undefined> = {
  home: '/',
  forbidden: '/forbidden',
  'not-found': undefined,
};

/** The answer to a `Host` header that is not a host name (only read when PUBLIC_URL is unset). */
export const BAD_HOST_MESSAGE =
  'The Host header must be a host name or address with an optional port, such as cv.example.com:8080.';

/** One rendered page: its bytes, ETag and the compressed forms made so far. */
interface CachedPage {
  identity: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

/** A visitor's render of one page kind in one language: the app's HTML, its state and the head's lists. */
interface Rendered {
  html: string;
  /** The dehydrated state as the page embeds it ({@link jsonForScript}). */
  state: string;
  head: HeadData;
}

/**
 * Visitors' renders, pages and share images, emptied on every change; a render that started before
 * a change never fills it (generation counter, as the list cache). Decision 0085:
 *
 * - a render is kept per page kind and language, a page per page kind, language, theme and origin,
 *   a share image per language: keys from small fixed sets, so nothing a client sends can make more
 *   of them or push one out (past {@link maxEntries} nothing more is kept: a safety net that the
 *   keys never reach);
 * - without PUBLIC_URL the origin is the request's, and pages are kept for the first
 *   {@link PageCache.MAX_ORIGINS} origins asked for since the start only ({@link keepsOrigin});
 *   other hosts get pages made from the kept render on each request.
 */
export class PageCache {
  /** Most origins whose pages are kept when PUBLIC_URL is unset. */
  static readonly MAX_ORIGINS = 2;
  private readonly renders = new Map<string, Rendered>();
  private readonly pages = new Map<string, CachedPage>();
  private readonly origins = new Set<string>();
  private refusedOnce = false;
  private generation = 0;
  /** `maxEntries`: most pages and images kept (renders: one per page kind and language). */
  constructor(
    private enabled: boolean,
    private readonly maxEntries: number,
  ) {}

  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.clear();
  }

  clear(): void {
    this.generation += 1;
    this.renders.clear();
    this.pages.clear();
  }

  /** The current generation, to pass back to {@link setPage} and {@link setRender}. */
  version(): number {
    return this.generation;
  }

  /** The kept page or share image under `key`, if any (none while the cache is off). */
  page(key: string): CachedPage | undefined {
    return this.enabled ? this.pages.get(key) : undefined;
  }

  /** Keep `page` under `key` unless a change came since `generation` or the cache is full or off. */
  setPage(key: string, page: CachedPage, generation: number): void {
    if (!this.enabled || generation !== this.generation) return;
    if (!this.pages.has(key) && this.pages.size >= this.maxEntries) return;
    this.pages.set(key, page);
  }

  /** The kept visitor's render of `kind` in `language`, if any. */
  render(kind: RenderedKind, language: Language): Rendered | undefined {
    return this.enabled ? this.renders.get(`${kind}\n${language}`) : undefined;
  }

  /** Keep a visitor's render unless a change came since `generation` or the cache is off. */
  setRender(kind: RenderedKind, language: Language, rendered: Rendered, generation: number): void {
    if (!this.enabled || generation !== this.generation) return;
    this.renders.set(`${kind}\n${language}`, rendered);
  }

  /**
   * May pages for `origin` be kept? Yes for the first {@link PageCache.MAX_ORIGINS} origins asked
   * about (kept until the server stops), no for any other. `onRefused` runs the first time one is
   * refused.
   */
  keepsOrigin(origin: string, onRefused: () => void): boolean {
    if (this.origins.has(origin)) return true;
    if (this.origins.size < PageCache.MAX_ORIGINS) {
      this.origins.add(origin);
      return true;
    }
    if (!this.refusedOnce) {
      this.refusedOnce = true;
      onRefused();
    }
    return false;
  }

  /** The origins whose pages are kept. */
  keptOrigins(): string[] {
    return [...this.origins];
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

/**
 * Register the web app's routes and pages (see the module doc). Throws at start when the built
 * server entry's route table gives the not-found page's render path ({@link RENDER_PATHS}) a page.
 */
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
  if (entry && entry.pageKind(RENDER_PATHS['not-found']) !== 'not-found') {
    throw new Error(
      `The not-found page is rendered at ${RENDER_PATHS['not-found']}, which the web app's route table answers with a page.`,
    );
  }
  // Pages: each page kind × language × theme × kept origin; share images: one per language.
  const base = publicUrl === undefined ? undefined : siteBase(publicUrl);
  const origins = base === undefined ? PageCache.MAX_ORIGINS : 1;
  const themes = THEMES.length + 1;
  const cache = new PageCache(
    feed.healthy,
    RENDERED_KINDS.length * LANGUAGES.length * themes * origins + LANGUAGES.length,
  );
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

  /**
   * The site's base for absolute URLs: PUBLIC_URL's (the Host header unread), else the request's
   * origin in normal form; undefined when that Host is not a host name (answer {@link BAD_HOST_MESSAGE}).
   */
  const baseOf = (request: FastifyRequest): string | undefined =>
    base ?? requestOrigin(request.protocol, request.host);

  const listPaths = entry?.listPaths ?? [paths.list('people'), paths.list('works'), paths.list('educations')];
  app.get('/robots.txt', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const site = baseOf(request);
    if (site === undefined) return sendError(request, reply, 400, 'VALIDATION_ERROR', BAD_HOST_MESSAGE);
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(robotsTxt(site));
  });
  app.get(
    '/sitemap.xml',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const site = baseOf(request);
      if (site === undefined) return sendError(request, reply, 400, 'VALIDATION_ERROR', BAD_HOST_MESSAGE);
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(sitemapXml(site, Object.values(await loadLists(app, listPaths))));
    },
  );

  app.get('/og.png', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    // One image per language, chosen by the URL alone (`?lang=es`: the Spanish pages link it), so
    // the bytes behind a URL never depend on the fetcher's cookie or headers (issue 11).
    const language = queryLanguage(request.query) ?? DEFAULT_LANGUAGE;
    const key = `og.png\n${language}`;
    let image = cache.page(key);
    if (!image) {
      const generation = cache.version();
      const people = (await loadLists(app, [paths.list('people')]))[paths.list('people')] as
        Person[] | undefined;
      const photos = { db: options.db, webDist: hasWeb ? webDist : undefined };
      const bytes = await renderOgImage(people?.[0], siteName, photos, language);
      image = pageOf(bytes);
      cache.setPage(key, image, generation);
    }
    reply.header('cache-control', 'no-cache').header('etag', image.etag);
    if (notModified(request, image.etag)) return reply.code(304).send();
    return reply.type('image/png').send(image.identity);
  });

  /**
   * The client-rendered page (app.html) with the chosen theme and, for a visitor, the anonymous
   * mark written on it; each variant read once.
   */
  const appPages = new Map<string, CachedPage>();
  const appPage = (theme: Theme | undefined, anonymous: boolean): CachedPage => {
    const key = `${theme ?? ''}\n${anonymous}`;
    let page = appPages.get(key);
    if (!page) {
      const html = fs.readFileSync(path.join(webDist!, APP_PAGE), 'utf8');
      page = pageOf(withThemeAttribute(anonymous ? withAnonymousAttribute(html) : html, theme));
      appPages.set(key, page);
    }
    return page;
  };

  /** Render the app's page `kind` in `language` for `user` (null: a visitor), at the kind's own path. */
  const renderKind = async (
    kind: RenderedKind,
    language: Language,
    user: FastifyRequest['user'],
  ): Promise<Rendered> => {
    const lists = await loadLists(app, entry!.listPaths);
    const { html, state } = await entry!.render({
      url: RENDER_PATHS[kind],
      lists,
      user: user ? userToWire(user) : null,
      language,
    });
    return { html, state: jsonForScript(state), head: headData(lists) };
  };

  /** The whole page: the template in `language` and `theme`, the head for `site`, the render. */
  const pageFrom = (
    rendered: Rendered,
    kind: RenderedKind,
    language: Language,
    theme: Theme | undefined,
    site: string,
  ): CachedPage => {
    const head = headTags(
      rendered.head,
      { origin: site, pathname: CANONICAL_PATHS[kind], siteName, noindex: kind !== 'home' },
      language,
    );
    const before = template!.before.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
    return pageOf(
      `${withThemeAttribute(before, theme).replace('</head>', `  ${head}\n  </head>`)}<div id="root">${rendered.html}</div>` +
        `<script id="${SSR_STATE_ID}" type="application/json">${rendered.state}</script>${template!.after}`,
    );
  };

  const warnOtherHost = (origin: string) =>
    app.log.warn(
      { origin, kept: cache.keptOrigins() },
      "PUBLIC_URL is unset: pages for hosts other than the first ones asked for are not kept; set PUBLIC_URL to the site's address",
    );

  /**
   * The page `kind` for this request at the site's base `site` (decision 0085): a visitor's from the
   * cache, else made from the kept render of its kind and language (rendered on a miss); a signed-in
   * user's rendered for them and never kept.
   */
  const pageFor = async (request: FastifyRequest, kind: RenderedKind, site: string): Promise<CachedPage> => {
    const { language } = requestLanguage(request);
    const theme = parseTheme(request.cookies[THEME_COOKIE]);
    if (request.user !== null)
      return pageFrom(await renderKind(kind, language, request.user), kind, language, theme, site);
    // With PUBLIC_URL every request has the same base: it is not part of the key.
    const key = `${kind}\n${language}\n${theme ?? ''}\n${base === undefined ? site : ''}`;
    const keep = base !== undefined || cache.keepsOrigin(site, () => warnOtherHost(site));
    const cached = keep ? cache.page(key) : undefined;
    if (cached) return cached;
    const generation = cache.version();
    let rendered = cache.render(kind, language);
    if (!rendered) {
      rendered = await renderKind(kind, language, null);
      cache.setRender(kind, language, rendered, generation);
    }
    const page = pageFrom(rendered, kind, language, theme, site);
    if (keep) cache.setPage(key, page, generation);
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
    if (!hasWeb) {
      rememberLanguage(request, reply);
      return reply.header('cache-control', 'no-cache').type(HTML_TYPE).send(PLACEHOLDER_PAGE);
    }
    const kind = entry ? entry.pageKind(pathname) : 'app';
    // A rendered page needs the site's address: a Host that is not a host name is refused first.
    const site = kind === 'app' ? undefined : baseOf(request);
    if (kind !== 'app' && site === undefined) {
      return sendError(request, reply, 400, 'VALIDATION_ERROR', BAD_HOST_MESSAGE);
    }
    rememberLanguage(request, reply);
    if (kind === 'app') {
      // Without a server entry `/` gets index.html, which preloads the home lists (vite.config.ts).
      const isHome = request.url === '/' || request.url.startsWith('/?');
      const theme = parseTheme(request.cookies[THEME_COOKIE]);
      const signedIn = request.user !== null;
      if ((theme || !signedIn) && !isHome && hasAppPage) {
        return sendPage(request, reply, appPage(theme, !signedIn), 200, signedIn);
      }
      return reply
        .header('cache-control', 'no-cache')
        .type(HTML_TYPE)
        .sendFile(isHome || !hasAppPage ? 'index.html' : APP_PAGE);
    }
    const page = await pageFor(request, kind, site!);
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
