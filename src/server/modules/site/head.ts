/**
 * The search and share tags of a server-rendered page (docs/decisions/0020-server-rendered-first-view.md): `<title>`
 * "First Last · job titles" (the site name when the portfolio has no name), the meta description
 * from 'About', canonical and Open Graph / Twitter card tags (the share image's alt text in both,
 * `og:image:alt` and `twitter:image:alt`), and schema.org JSON-LD: the owner as a `Person` (name,
 * jobTitle, image, address, `sameAs` the social links, `worksFor` the current works, `alumniOf` the
 * educations, `knowsAbout` the skills) and each project as a `CreativeWork` created by that person.
 * The JSON-LD is built in json-ld.ts, the texts in head-data.ts. Pure functions of the page's lists; every text is HTML-escaped, and the JSON-LD
 * has `<`, `>`, `&` and the line separators escaped so no text can close its `<script>`.
 *
 * Languages (docs/decisions/0065-content-languages.md): {@link headTags} and {@link jsonLd} take the page's `language`
 * (default English). In Spanish every text comes from the entries' Spanish versions (`localize`, the
 * English one where a Spanish one is empty), the page URL and the generated share image carry
 * `?lang=es`, `og:locale` says `es_ES`, and the JSON-LD graph declares `inLanguage`.
 */
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages.js';
import {
  OG_WIDTH,
  OG_HEIGHT,
  type HeadData,
  type HeadOptions,
  OG_LOCALES,
  localizeHeadData,
  alternateLinks,
  languageUrl,
  escapeHtml,
  jsonForScript,
  ownerName,
  pageTitle,
  pageDescription,
  absoluteUrl,
} from './head-data.js';
import { jsonLd } from './json-ld.js';

/**
 * The tags to put in `<head>` (title first), as one HTML string, in `language` (decision 0060: texts from
 * the entries' versions in that language, its URL `?lang=es`, its share image and `og:locale`).
 */
export function headTags(
  data: HeadData,
  options: HeadOptions,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const original = data;
  data = localizeHeadData(data, language);
  const person = data.people?.[0];
  const title = pageTitle(person, options.siteName);
  const description = pageDescription(person, language);
  const url =
    options.pathname === undefined
      ? undefined
      : languageUrl(`${options.origin}${options.pathname}`, language);
  // The owner's banner when there is one, else the generated share image (src/server/modules/site/og-image.ts).
  const banner = absoluteUrl(person?.banners[0], options.origin);
  const image = banner ?? languageUrl(`${options.origin}/og.png`, language);
  const name = ownerName(person);
  const imageAlt = name || options.siteName;
  const meta = (attribute: 'name' | 'property', key: string, content: string | undefined) =>
    content ? `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />` : '';
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    options.noindex ? meta('name', 'robots', 'noindex') : '',
    url === undefined ? '' : `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...(options.noindex || options.pathname === undefined
      ? []
      : alternateLinks(options.origin, options.pathname)),
    meta('property', 'og:type', 'profile'),
    meta('property', 'og:locale', OG_LOCALES[language]),
    meta('property', 'og:site_name', options.siteName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    banner ? '' : meta('property', 'og:image:width', String(OG_WIDTH)),
    banner ? '' : meta('property', 'og:image:height', String(OG_HEIGHT)),
    meta('property', 'og:image:alt', imageAlt),
    meta('property', 'profile:first_name', person?.firstName.trim()),
    meta('property', 'profile:last_name', person?.lastName.trim()),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', imageAlt),
    ...(name || options.pathname === '/'
      ? jsonLd(original, options.origin, language).map(
          (document) => `<script type="application/ld+json">${jsonForScript(document)}</script>`,
        )
      : []),
  ]
    .filter((tag) => tag !== '')
    .join('\n    ');
}
