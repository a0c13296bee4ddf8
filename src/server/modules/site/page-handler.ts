/**
 * Every GET the API, the built files and the other routes do not answer (docs/product.md §1, §24;
 * docs/api.md §1.2): 404 in the envelope for the API, a built file or another method; else the
 * home page's view counted (docs/product.md §21), the language remembered, and the page of its kind:
 * a server-rendered page (pages.ts `pageFor`), the client-rendered app page, or the placeholder
 * when the web app is not built. A Host that is not a host name gets 400 before a rendered page.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DesignSettings } from '../../../shared/designs/index.js';
import { API_PREFIX } from '../../../shared/paths.js';
import { withAnonymousAttribute } from '../../../shared/ssr.js';
import { parseTheme, THEME_COOKIE, type Theme, withThemeAttribute } from '../../../shared/theme.js';
import type { ChangeFeed } from '../../db/change-feed.js';
import { sendError } from '../../lib/http-error.js';
import type { CachedBody } from '../../lib/reply.js';
import { requestLanguage } from '../../lib/request-language.js';
import { recordVisit } from '../analytics/counter.js';
import type { DesignSettingsCache } from '../designs/designs.repository.js';
import { previewSettings, withDesign } from '../designs/page-style.js';
import { withFontPreloads } from './fonts/font-preloads.js';
import { FONT_SUBSETS_PREFIX } from '../../../shared/signature.js';
import { rememberLanguage } from './language-cookie.js';
import { HTML_TYPE, pageOf, sendPage } from './page-cache.js';
import { type RenderedKind, STATUS } from './page-kinds.js';
import { BAD_HOST_MESSAGE } from './site-url.js';
import { APP_PAGE, type loadEntry, PLACEHOLDER_PAGE } from './template.js';

/** What the page handler needs of the site (pages.ts). */
export interface PageHandlerDeps {
  hasWeb: boolean;
  hasAppPage: boolean;
  entry: Awaited<ReturnType<typeof loadEntry>>;
  designs: Pick<DesignSettingsCache, 'read'>;
  baseOf: (request: FastifyRequest) => string | undefined;
  pageFor: (request: FastifyRequest, kind: RenderedKind, site: string) => Promise<CachedBody>;
  /** The built web app's folder (app.html is read from it). */
  webDist: string | undefined;
  /** The latin font files to preload (fonts/font-preloads.ts). */
  fontFiles: ReadonlyMap<string, string>;
  feed: Pick<ChangeFeed, 'onChange'>;
}

/** Register the handler (see the module doc) as the app's not-found handler. */
export function registerPageHandler(app: FastifyInstance, deps: PageHandlerDeps): void {
  const { hasWeb, hasAppPage, entry, baseOf, pageFor, webDist, fontFiles, feed } = deps;

  /**
   * The client-rendered page (app.html) with the chosen theme and, for a visitor, the anonymous
   * mark written on it; each variant read once.
   */
  const appPages = new Map<string, CachedBody>();
  feed.onChange(() => appPages.clear());
  const appPage = (theme: Theme | undefined, anonymous: boolean, design: DesignSettings): CachedBody => {
    const key = `${theme ?? ''}\n${anonymous}\n${JSON.stringify(design)}`;
    let page = appPages.get(key);
    if (!page) {
      const html = fs.readFileSync(path.join(webDist!, APP_PAGE), 'utf8');
      page = pageOf(
        withFontPreloads(
          withDesign(
            withThemeAttribute(anonymous ? withAnonymousAttribute(html) : html, theme),
            design,
            entry?.designCss,
          ),
          design,
          fontFiles,
        ),
      );
      appPages.set(key, page);
    }
    return page;
  };

  app.setNotFoundHandler(async (request, reply) => {
    const isApi =
      request.url === API_PREFIX ||
      request.url.startsWith(`${API_PREFIX}/`) ||
      request.url.startsWith(`${API_PREFIX}?`);
    // A missing built file (hashed asset, source map) is 404, not a page (docs/api.md §1.2 "Status codes").
    const pathname = request.url.split('?')[0]!;
    const isFile =
      pathname.startsWith('/assets/') ||
      pathname.startsWith(FONT_SUBSETS_PREFIX) ||
      pathname.endsWith('.map');
    if (isApi || isFile || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendError(
        request,
        reply,
        404,
        'NOT_FOUND',
        `There is no route ${request.method} ${request.url.split('?')[0]}.`,
      );
    }
    // The home page's views are counted (docs/product.md §21), a 304 answer too: a view is a view.
    const countView = () => {
      if (pathname === '/')
        recordVisit(request, { kind: 'view', language: requestLanguage(request).language });
    };
    if (!hasWeb) {
      countView();
      rememberLanguage(request, reply);
      return reply.header('cache-control', 'no-cache').type(HTML_TYPE).send(PLACEHOLDER_PAGE);
    }
    const kind = entry ? entry.pageKind(pathname) : 'app';
    // A rendered page needs the site's address: a Host that is not a host name is refused first.
    const site = kind === 'app' ? undefined : baseOf(request);
    if (kind !== 'app' && site === undefined) {
      return sendError(request, reply, 400, 'VALIDATION_ERROR', BAD_HOST_MESSAGE);
    }
    countView();
    rememberLanguage(request, reply);
    if (kind === 'app') {
      // Without a server entry `/` gets index.html, which preloads the home lists (vite.config.ts).
      const isHome = request.url === '/' || request.url.startsWith('/?');
      const theme = parseTheme(request.cookies[THEME_COOKIE]);
      const signedIn = request.user !== null;
      if ((theme || !signedIn) && !isHome && hasAppPage) {
        const design = previewSettings(request, await deps.designs.read());
        return sendPage(request, reply, appPage(theme, !signedIn, design), 200, signedIn);
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
