/**
 * The static site's render mode (docs/product.md §25, docs/decisions/0165-static-site-render-mode.md):
 * a page written out by `publish` is served by any static file host, so the server renders it
 * as the visitor's page (visitor.html, its islands; docs/product.md §24) without what needs a Vitae
 * server: no sign-in link, the language switch a plain link to the other language's folder, the
 * contact form posting to a configured Vitae server or a `mailto:` link. It writes these settings on
 * the page's `<html>` ({@link STATIC_SITE_ATTRIBUTE}), where the visitor's islands read them back
 * (src/web/visitor-runtime.tsx) to hydrate the same HTML
 * (docs/decisions/0191-static-site-on-the-visitor-islands.md).
 */
import { LANGUAGES, DEFAULT_LANGUAGE, type Language } from './i18n/languages.js';

/** The settings of a static site's page. */
export interface StaticSite {
  /** The folder the site is served from, with both slashes (`/`, `/portfolio/`). */
  basePath: string;
  /** The Vitae server the contact form posts to (its origin, no trailing slash); none: `mailto:`. */
  apiUrl?: string | undefined;
  /** The owner's address for the `mailto:` link when there is no `apiUrl`; none: no contact section. */
  email?: string | undefined;
}

/** The `<html>` attribute holding the page's {@link StaticSite} as JSON. */
export const STATIC_SITE_ATTRIBUTE = 'data-static-site';

/** The static site's address of `language`'s home page under `basePath` (`/portfolio/es/`). */
export function staticLanguagePath(basePath: string, language: Language): string {
  return language === DEFAULT_LANGUAGE ? basePath : `${basePath}${language}/`;
}

/** `html` (a whole page) with `site` written on its first `<html>` tag. */
export function withStaticSiteAttribute(html: string, site: StaticSite): string {
  const value = JSON.stringify(site)
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;');
  return html.replace(/<html(?=[\s>])/, `<html ${STATIC_SITE_ATTRIBUTE}="${value}"`);
}

/** The page's {@link StaticSite} read from its `<html>` element, or null on a page a server sent. */
export function readStaticSite(root: { getAttribute(name: string): string | null }): StaticSite | null {
  const value = root.getAttribute(STATIC_SITE_ATTRIBUTE);
  if (value === null) return null;
  try {
    return JSON.parse(value) as StaticSite;
  } catch {
    return null;
  }
}

/** Every language of the static site, the default one first. */
export const STATIC_LANGUAGES: readonly Language[] = [
  DEFAULT_LANGUAGE,
  ...LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE),
];
