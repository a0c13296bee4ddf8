/**
 * `robots.txt` and `sitemap.xml` (decision 0020 "Found and shared"). Robots: everything public may be
 * crawled; the signed-in screens (docs/product.md §2 route table: login, profile, users, the person and entry
 * forms) and the API are disallowed; the sitemap is named. The sitemap lists the home page, the only
 * public page, in every language (`/`, `/?lang=es`, each naming the others as `hreflang`
 * alternates; decision 0060), with `lastmod` the latest `updatedAt` of any entry it shows.
 */
import { RESOURCE } from '../../../shared/paths.js';
import { LANGUAGES } from '../../../shared/i18n/languages.js';
import { escapeHtml, languageUrl } from './head-data.js';

/** Paths of the signed-in screens (prefixes), which crawlers are asked to leave alone. */
export const SIGNED_IN_PATHS = [
  '/login',
  '/profile',
  '/update-user',
  '/update-person',
  '/users',
  ...Object.values(RESOURCE).map((wireName) => `/${wireName}/form/`),
  '/api/',
] as const;

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...SIGNED_IN_PATHS.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The latest `updatedAt` (ISO 8601) of any entry of `lists`, or undefined when none has one. */
export function latestEdit(lists: readonly unknown[]): string | undefined {
  let latest: number | undefined;
  for (const list of lists) {
    if (!Array.isArray(list)) continue;
    for (const item of list as { updatedAt?: unknown }[]) {
      const time = typeof item?.updatedAt === 'string' ? Date.parse(item.updatedAt) : Number.NaN;
      if (!Number.isNaN(time) && (latest === undefined || time > latest)) latest = time;
    }
  }
  return latest === undefined ? undefined : new Date(latest).toISOString();
}

export function sitemapXml(origin: string, lists: readonly unknown[]): string {
  const lastmod = latestEdit(lists);
  // Every language's URL of the home page, each naming all of them as alternates (decisions 0060 and 0065).
  const alternates = LANGUAGES.map(
    (language) =>
      `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeHtml(languageUrl(`${origin}/`, language))}"/>`,
  ).join('');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...LANGUAGES.map(
      (language) =>
        `  <url><loc>${escapeHtml(languageUrl(`${origin}/`, language))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
}
