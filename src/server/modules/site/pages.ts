/**
 * The `site` module: the web app's pages (docs/decisions/0020-server-rendered-first-view.md):
 *
 * - Built files of dist/web: hashed `assets/` with a one-year immutable cache, other files with
 *   revalidation; a file's `.br`/`.gz` sibling (written at build time, vite.config.ts) goes to a client
 *   that accepts it (docs/decisions/0005-compression.md).
 * - Server-rendered pages: `/` (200), `/forbidden` (403) and any unknown path (404) are rendered by
 *   the web app's server entry (dist/ssr/entry-server.js beside `webDist`, src/web/entry-server.tsx)
 *   with the lists the page shows, read through this app's own public API routes (so through the
 *   list cache, docs/decisions/0003-list-cache.md), and the session's user; the head gets the search
 *   and share tags (src/server/modules/site/head.ts).
 * - Each page is rendered in the request's language (src/server/lib/request-language.ts: `?lang=`,
 *   the `lang` cookie, `Accept-Language`): `<html lang>`, the texts, the owner's content, the
 *   canonical URL and `hreflang` alternates; `?lang=` also sets the cookie (language-cookie.ts).
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
 * - The home page's category filter (`?category=<id>`, src/shared/category-filter.ts,
 *   docs/decisions/0203-category-filter-in-the-address.md): the id of a category the lists hold is
 *   rendered chosen (at `/?category=<id>`) and is part of the render's and the page's key; any other
 *   value is the page without a filter, under its key. The canonical URL stays the page without it.
 * - The signed-in screens (`/login`, `/profile`, the forms...) get `app.html`, rendered by the client;
 *   sent to a visitor, its `<html>` says nobody is signed in (src/shared/ssr.ts `ANONYMOUS_ATTRIBUTE`),
 *   so the page does not ask for the session (docs/decisions/0095-anonymous-app-pages.md).
 * - `robots.txt` and `sitemap.xml` (src/server/modules/site/seo.ts), and the share image `/og.png`
 *   (src/server/modules/site/og-image.ts), cached like a visitor's page.
 * - A visitor's chosen colour theme (the `theme` cookie, src/shared/theme.ts) is written on every
 *   page's `<html>` so the first paint has the right colours; cached pages are kept per theme.
 * - The site's design (docs/product.md §26) is on every page: `<html data-design>`, the design's
 *   `<style>` (../designs/page-style.ts), its pairing's latin fonts preloaded (fonts/font-preloads.ts,
 *   decision 0204), the signature's as a subset (fonts/signature-font.ts, decision 0225); a saved
 *   change empties the cache, as any write. A signed-in admin's page follows the preview (`?design=`...).
 *
 * Without a built server entry, `/` gets index.html and other client routes app.html, as built.
 * Which page a request gets is page-handler.ts; the home page over a version's lists, content-page.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { chosenCategory } from '../../../shared/category-filter.js';
import { paths, RESOURCE } from '../../../shared/paths.js';
import { LANGUAGES, type Language } from '../../../shared/i18n/languages.js';
import { SSR_STATE_ID } from '../../../shared/ssr.js';
import { type StaticSite, withStaticSiteAttribute } from '../../../shared/static-site.js';
import { parseTheme, THEME_COOKIE, THEMES, withThemeAttribute, type Theme } from '../../../shared/theme.js';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Database } from '../../db/types.js';
import { requestLanguage } from '../../lib/request-language.js';
import { userToWire } from '../users/users.repository.js';
import { versionsRepository } from '../versions/versions.repository.js';
import { jsonForScript } from './head-data.js';
import { headTags } from './head.js';
import { headData, loadLists } from './lists.js';
import { builtFontFiles } from './fonts/font-preloads.js';
import { NO_PAGE_FONTS, registerPageFonts, withPageFonts } from './fonts/page-fonts.js';
import { signatureOf } from '../../../shared/signature.js';
import { PageCache, pageOf, type Rendered } from './page-cache.js';
import { type CachedBody, compressHarder } from '../../lib/reply.js';
import { CANONICAL_PATHS, RENDER_PATHS, RENDERED_KINDS, type RenderedKind } from './page-kinds.js';
import { type ContentPageRenderer, contentPageRenderer } from './content-page.js';
import { registerPageHandler } from './page-handler.js';
import { registerSeoRoutes } from './seo.routes.js';
import { registerShareImageRoute } from './share-image.routes.js';
import { requestOrigin, siteBase } from './site-url.js';
import { registerStaticFiles } from './static-files.js';
import type { DesignSettings } from '../../../shared/designs/index.js';
import type { DesignSettingsCache } from '../designs/designs.repository.js';
import { previewSettings, withDesign } from '../designs/page-style.js';
import { APP_PAGE, BOOT_SCRIPT, loadEntry, splitTemplate, VISITOR_PAGE } from './template.js';

export interface SiteOptions {
  /** Folder of the built web app; when it has no index.html a placeholder page is served. */
  webDist: string | undefined;
  /** The site's public URL (PUBLIC_URL); without it, the request's own origin. */
  publicUrl: string | undefined;
  /** The title when the portfolio has no owner name (SITE_NAME). */
  siteName: string;
  feed: ChangeFeed;
  /** The database, where the share image's uploaded photo is read (og-image.ts). */
  db: Kysely<Database>;
  /** The site's design settings (src/server/modules/designs/). */
  designs: Pick<DesignSettingsCache, 'read'>;
  /** Render the pages for a static site (src/shared/static-site.ts); unset on a serving app. */
  staticSite?: StaticSite | undefined;
}

/**
 * Most categories per page kind, language, theme and origin whose filtered home pages are kept
 * (decision 0203); pages of others are made from their kept render on each request.
 */
const FILTERED_PAGES_KEPT = 16;

/**
 * Register the web app's routes and pages (see the module doc); answers the renderer of pages over
 * given lists ({@link ContentPageRenderer}). Throws at start when the built server entry's route table
 * gives the not-found page's render path ({@link RENDER_PATHS}) a page.
 */
export async function registerSite(app: FastifyInstance, options: SiteOptions): Promise<ContentPageRenderer> {
  const { webDist, publicUrl, siteName, feed, designs } = options;
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
  // A visitor's page: the same HTML with the visitor's islands entry instead of the application
  // (docs/decisions/0160-visitor-page-islands.md); a build without it sends visitors the application.
  const visitorTemplate =
    entry && fs.existsSync(path.join(webDist!, VISITOR_PAGE))
      ? splitTemplate(
          fs.readFileSync(path.join(webDist!, VISITOR_PAGE), 'utf8'),
          fs.existsSync(path.join(webDist!, BOOT_SCRIPT)),
          true,
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
    (RENDERED_KINDS.length + FILTERED_PAGES_KEPT) * LANGUAGES.length * themes * origins + LANGUAGES.length,
  );
  feed.onHealth((healthy) => cache.setEnabled(healthy));
  feed.onChange(() => cache.clear());

  if (hasWeb) await registerStaticFiles(app, webDist!);
  // The latin font files, preloaded per page by its font pairing (decision 0204).
  const fontFiles = hasWeb ? builtFontFiles(webDist!) : new Map<string, string>();
  // The signature and the text from subsets of their own letters (decisions 0225, 0226).
  const pageFonts = hasWeb ? registerPageFonts(app, webDist!, fontFiles) : NO_PAGE_FONTS;

  /**
   * The site's base for absolute URLs: PUBLIC_URL's (the Host header unread), else the request's
   * origin in normal form; undefined when that Host is not a host name (answer {@link BAD_HOST_MESSAGE}).
   */
  const baseOf = (request: FastifyRequest): string | undefined =>
    base ?? requestOrigin(request.protocol, request.host);

  const listPaths = entry?.listPaths ?? [paths.list('people'), paths.list('works'), paths.list('educations')];
  registerSeoRoutes(app, { baseOf, listPaths });
  registerShareImageRoute(app, { cache, db: options.db, webDist: hasWeb ? webDist : undefined, siteName });

  /**
   * Render the app's page `kind` in `language` for `user` (null: a visitor), at the kind's own path;
   * on the home page with the category of `search` (a query string) chosen when the lists hold it.
   */
  const renderKind = async (
    kind: RenderedKind,
    language: Language,
    user: FastifyRequest['user'],
    design: DesignSettings,
    search = '',
  ): Promise<Rendered> => {
    const lists = await loadLists(app, entry!.listPaths);
    const categoryIds = ((lists[paths.list(RESOURCE.category)] ?? []) as { _id: string }[]).map(
      (category) => category._id,
    );
    const category = kind === 'home' ? chosenCategory(search, categoryIds) : null;
    const { html, state } = await entry!.render({
      url:
        category === null ? RENDER_PATHS[kind] : `${RENDER_PATHS[kind]}?${new URLSearchParams({ category })}`,
      lists,
      user: user ? userToWire(user) : null,
      language,
      design: design.design,
      staticSite: options.staticSite ?? null,
      // The owner's home page carries the versions its switcher shows (docs/product.md §29).
      versions:
        kind === 'home' && user?.role === 'admin' ? await versionsRepository.list(options.db) : undefined,
      // A visitor's render goes into the page of islands, whose state serves the hand-over only.
      handoffOnly: !user && visitorTemplate !== undefined,
    });
    return { html, state: jsonForScript(state), head: headData(lists), categoryIds };
  };

  /**
   * The whole page: the template in `language` and `theme`, the head for `site`, the render with its
   * query state. A visitor's page (`visitor`) starts the islands' entry, a signed-in user's the
   * application's (docs/decisions/0160-visitor-page-islands.md).
   */
  const pageFrom = (
    rendered: Rendered,
    kind: RenderedKind,
    language: Language,
    theme: Theme | undefined,
    site: string,
    design: DesignSettings,
    visitor: boolean,
  ): CachedBody => {
    const head = headTags(
      rendered.head,
      { origin: site, pathname: CANONICAL_PATHS[kind], siteName, noindex: kind !== 'home' },
      language,
    );
    const islands = visitor && visitorTemplate !== undefined;
    const shell = islands ? visitorTemplate : template!;
    const localized = shell.before.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
    const before = options.staticSite ? withStaticSiteAttribute(localized, options.staticSite) : localized;
    const styled = withDesign(withThemeAttribute(before, theme), design, entry?.designCss);
    const signature = signatureOf(rendered.head.people?.[0]);
    const top = withPageFonts(styled, design, pageFonts, signature, rendered.html);
    const state = `<script id="${SSR_STATE_ID}" type="application/json">${rendered.state}</script>`;
    return pageOf(
      `${top.replace('</head>', `  ${head}\n  </head>`)}<div id="root">${rendered.html}</div>` +
        `${state}${shell.after}`,
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
  const pageFor = async (request: FastifyRequest, kind: RenderedKind, site: string): Promise<CachedBody> => {
    const { language } = requestLanguage(request);
    const theme = parseTheme(request.cookies[THEME_COOKIE]);
    const design = await designs.read();
    // The query string, read for the home page's category filter only.
    const query = request.url.indexOf('?');
    const search = kind === 'home' && query !== -1 ? request.url.slice(query + 1) : '';
    if (request.user !== null) {
      const shown = previewSettings(request, design);
      return pageFrom(
        await renderKind(kind, language, request.user, shown, search),
        kind,
        language,
        theme,
        site,
        shown,
        false,
      );
    }
    const generation = cache.version();
    let rendered = cache.render(kind, language);
    if (!rendered) {
      rendered = await renderKind(kind, language, null, design);
      cache.setRender(kind, language, rendered, generation);
    }
    // Only a category the lists hold makes a page of its own (decision 0203).
    const category = search === '' ? null : chosenCategory(search, rendered.categoryIds);
    // With PUBLIC_URL every request has the same base: it is not part of the key.
    const key = `${kind}\n${language}\n${category ?? ''}\n${theme ?? ''}\n${base === undefined ? site : ''}`;
    const keep = base !== undefined || cache.keepsOrigin(site, () => warnOtherHost(site));
    const cached = keep ? cache.page(key) : undefined;
    if (cached) return cached;
    if (category !== null) {
      const filtered = cache.render(kind, language, category);
      if (filtered) rendered = filtered;
      else {
        rendered = await renderKind(kind, language, null, design, search);
        cache.setRender(kind, language, rendered, generation, category);
      }
    }
    const page = pageFrom(rendered, kind, language, theme, site, design, true);
    if (keep) {
      cache.setPage(key, page, generation);
      // A kept page is sent many times: its compressed forms are made again, smaller, off the event
      // loop (lib/reply.ts compressHarder); until then, or if that fails, the quick ones go out.
      if (cache.page(key) === page) compressHarder(page).catch(() => undefined);
    }
    return page;
  };

  registerPageHandler(app, {
    hasWeb,
    hasAppPage,
    entry,
    designs,
    baseOf,
    pageFor,
    webDist,
    fontFiles,
    feed,
  });
  return contentPageRenderer({ entry, template, designs, siteName, baseOf, pageFonts });
}
