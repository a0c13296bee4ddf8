/**
 * The contract between the server and the web app's server entry (src/web/entry-server.tsx, built by
 * `vite build --ssr` into dist/ssr; docs/decisions/0020-server-rendered-first-view.md).
 *
 * The server asks {@link SsrEntry.pageKind} which page a URL is, loads the lists of
 * {@link SsrEntry.listPaths} (the API answers' `response`, by API path) and the session's user, and
 * calls {@link SsrEntry.render}, which answers the page's HTML (the inside of `#root`) and the
 * dehydrated TanStack Query state the client hydrates from.
 */
import type { DesignId } from './designs/designs.js';
import type { Language } from './i18n/languages.js';
import type { User } from './schemas.js';
import type { StaticSite } from './static-site.js';
import type { Version } from './versions.js';

/**
 * What the server renders for a path: the home page, the forbidden or the not-found page (with their
 * HTTP status), or `app` for a signed-in screen that the client renders alone.
 */
export type PageKind = 'home' | 'forbidden' | 'not-found' | 'app';

/**
 * A recruiter's link page (docs/product.md §20; docs/decisions/0246-a-link-page-stays-on-the-link.md):
 * `home` is the link's own page (`/for/<token>`, site-relative), where the header's Home leads;
 * `pinnedLanguage` says the version pins its language, so the page has no language switch.
 */
export interface LinkPage {
  home: string;
  pinnedLanguage: boolean;
}

export interface SsrInput {
  /**
   * The path the page is rendered at: its page kind's own (`/`, `/forbidden`, and for the not-found
   * page one path no route takes), never the address asked for, so that no path or query string a
   * client chose can reach a page the server keeps for others
   * (docs/decisions/0085-pages-built-from-what-they-are-cached-by.md).
   */
  url: string;
  /** Each list of {@link SsrEntry.listPaths} as the API's `response` (an array), by API path. */
  lists: Record<string, unknown>;
  /** The signed-in user (as `GET /api/auth/current` answers it), or null for a visitor. */
  user: User | null;
  /**
   * The request's language (src/server/lib/request-language.ts): the page is rendered in it and the
   * page's `<html lang>` says it, which is where the browser takes it from to hydrate (decisions 0060 and 0065).
   */
  language: Language;
  /**
   * The page's design (src/shared/designs/designs.ts; the saved one, a version's own or an admin's
   * preview): the sections it shows first come first (src/shared/designs/section-order.ts). Absent:
   * the default design.
   */
  design?: DesignId;
  /** A static site's page (src/shared/static-site.ts, docs/product.md §25); absent for a server's page. */
  staticSite?: StaticSite | null;
  /** A recruiter's link page ({@link LinkPage}); absent for every other page. */
  linkPage?: LinkPage | null;
  /** The owner's versions, on an admin's home page only (its version switcher, docs/product.md §29). */
  versions?: Version[] | undefined;
  /**
   * A visitor's page of islands, whose state serves only the hand-over to the application (a visitor
   * following Login): the state then carries the session and the header's and footer's lists only,
   * which is what a signed-in screen shows first (docs/decisions/0222-first-window-first-paint.md).
   * Absent or false: the whole state, which the application hydrates the page from.
   */
  handoffOnly?: boolean;
}

export interface SsrResult {
  /** The rendered app, to put inside `<div id="root">`. */
  html: string;
  /** TanStack Query's dehydrated state (JSON-serializable). */
  state: unknown;
}

export interface SsrEntry {
  /** The API paths of the lists every server-rendered page shows (home sections, header, footer). */
  listPaths: readonly string[];
  pageKind(pathname: string): PageKind;
  render(input: SsrInput): Promise<SsrResult>;
  /**
   * Each design's own CSS by design id (src/web/designs/<id>/design.css, minified), which the server
   * writes into the page of that design only (docs/decisions/0170-designs-as-data-and-css.md).
   */
  designCss?: Readonly<Record<string, string>>;
}

/** The id of the `<script type="application/json">` holding the dehydrated state. */
export const SSR_STATE_ID = 'vitae-state';

/**
 * The `<html>` attribute the server writes on a client-rendered page (`app`) sent to a request
 * without a signed-in user: the page knows at once that nobody is signed in and does not ask
 * `POST /api/auth/current`, whose 401 the browser would log as a console error (the server-rendered
 * pages carry the session in their state instead). Docs/decisions/0095-anonymous-app-pages.md.
 */
export const ANONYMOUS_ATTRIBUTE = 'data-anonymous';

/**
 * The `<html>` attribute the visitor's page (src/web/visitor.ts) sets before it starts the
 * application at a signed-in screen's address (a visitor following Login): the application then
 * renders that address in the browser from the page's query state instead of hydrating the
 * server's HTML (docs/decisions/0160-visitor-page-islands.md).
 */
export const HANDOFF_ATTRIBUTE = 'data-handoff';

/** `html` (a whole page) with {@link ANONYMOUS_ATTRIBUTE} on its first `<html>` tag. */
export function withAnonymousAttribute(html: string): string {
  return html.replace(/<html(?=[\s>])/, `<html ${ANONYMOUS_ATTRIBUTE}`);
}
