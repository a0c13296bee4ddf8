/**
 * The server-rendered page kinds (home 200, forbidden 403, not-found 404), the path each is rendered
 * at whatever address was asked for, and the path in its canonical URL.
 *
 * Source: docs/decisions/0085-pages-built-from-what-they-are-cached-by.md.
 */
import type { PageKind } from '../../../shared/ssr.js';

/** The server-rendered page kinds. */
export type RenderedKind = Exclude<PageKind, 'app'>;
export const STATUS: Record<RenderedKind, number> = { home: 200, forbidden: 403, 'not-found': 404 };
export const RENDERED_KINDS = Object.keys(STATUS) as RenderedKind[];

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
export const CANONICAL_PATHS: Record<RenderedKind, string | undefined> = {
  home: '/',
  forbidden: '/forbidden',
  'not-found': undefined,
};
