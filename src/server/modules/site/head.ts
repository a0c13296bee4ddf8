/**
 * The search and share tags of a server-rendered page (issue 8 "Found and shared"): `<title>`
 * "First Last · job titles" (the site name when the portfolio has no name), the meta description
 * from 'About', canonical and Open Graph / Twitter card tags (the share image's alt text in both,
 * `og:image:alt` and `twitter:image:alt`), and schema.org JSON-LD: the owner as a `Person` (name,
 * jobTitle, image, address, `sameAs` the social links, `worksFor` the current works, `alumniOf` the
 * educations, `knowsAbout` the skills) and each project as a `CreativeWork` created by that person.
 * Each is a top-level JSON-LD object, not a node of an `@graph`: the Person in a script of its own,
 * the projects in a second script (an array), so parsers that do not follow `@graph` (link-preview
 * and structured-data tools) find them (docs/decisions/0099-json-ld-as-top-level-objects.md). Pure functions of the page's lists; every text is HTML-escaped, and the JSON-LD
 * has `<`, `>`, `&` and the line separators escaped so no text can close its `<script>`.
 *
 * Languages (issue 11 item 4): {@link headTags} and {@link jsonLd} take the page's `language`
 * (default English). In Spanish every text comes from the entries' Spanish versions (`localize`, the
 * English one where a Spanish one is empty), the page URL and the generated share image carry
 * `?lang=es`, `og:locale` says `es_ES`, and the JSON-LD graph declares `inLanguage`.
 */
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_PARAM,
  LANGUAGES,
  localize,
  type Language,
} from '../../../shared/i18n/languages.js';
import type {
  Education,
  PopulatedProject,
  Person,
  Skill,
  SocialLink,
  Work,
} from '../../../shared/schemas.js';
import { isSafeImage } from '../../../shared/schemas.js';

/** Size of the generated share image `/og.png` (src/server/modules/site/og-image.ts). */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** The lists a page's head is made from (any may be missing when its load failed). */
export interface HeadData {
  people?: Person[];
  works?: Work[];
  projects?: PopulatedProject[];
  educations?: Education[];
  skills?: Skill[];
  socialLinks?: SocialLink[];
}

export interface HeadOptions {
  /** The site's origin and base path, no trailing slash (PUBLIC_URL, or the request's origin). */
  origin: string;
  /**
   * The page's path (`/` for the home page), or undefined for a page with no address of its own
   * (the not-found page, one page for every unknown path): then no canonical URL and no `og:url`
   * (docs/decisions/0085-pages-built-from-what-they-are-cached-by.md).
   */
  pathname: string | undefined;
  /** The title when the portfolio has no owner name (SITE_NAME). */
  siteName: string;
  /** Ask search engines not to index the page (the forbidden and not-found pages). */
  noindex?: boolean;
}

/** The description when 'About' is empty. */
export const DEFAULT_DESCRIPTION = 'Personal portfolio and curriculum';
/** {@link DEFAULT_DESCRIPTION} per language. */
export const DEFAULT_DESCRIPTIONS: Record<Language, string> = {
  en: DEFAULT_DESCRIPTION,
  es: 'Portafolio personal y currículum',
};
/** The Open Graph locale of each language (`og:locale`). */
export const OG_LOCALES: Record<Language, string> = { en: 'en_US', es: 'es_ES' };

/**
 * The head's lists as read in `language`: every entry (and each project's skills and categories)
 * through `localize`, so Spanish texts where the owner wrote them and the default ones elsewhere.
 */
export function localizeHeadData(data: HeadData, language: Language): HeadData {
  if (language === DEFAULT_LANGUAGE) return data;
  const each = <T extends object>(list: T[] | undefined) => list?.map((item) => localize(item, language));
  return {
    people: each(data.people),
    works: each(data.works),
    projects: data.projects?.map((project) => ({
      ...localize(project, language),
      languages: project.languages.map((skill) => localize(skill, language)),
      categories: project.categories.map((category) => localize(category, language)),
    })),
    educations: each(data.educations),
    skills: each(data.skills),
    socialLinks: data.socialLinks,
  };
}

/**
 * `<link rel="alternate" hreflang>` for every language's URL of `pathname` and `x-default` (the
 * default language's), for an indexed page (issue 11 item 2).
 */
export function alternateLinks(origin: string, pathname: string): string[] {
  const link = (hreflang: string, language: Language) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(languageUrl(`${origin}${pathname}`, language))}" />`;
  return [...LANGUAGES.map((language) => link(language, language)), link('x-default', DEFAULT_LANGUAGE)];
}

/** `path` in `language`: the default language's as it is, others with `?lang=` (its own URL). */
export function languageUrl(url: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${LANGUAGE_PARAM}=${language}`;
}
/** Longest meta description, in characters (search engines cut longer ones). */
export const DESCRIPTION_MAX = 160;

/** Escape text for an HTML attribute or element body. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** JSON for inside a `<script>` element: `<`, `>`, `&`, U+2028 and U+2029 as `\uXXXX` escapes. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** "First Last" of the owner, trimmed ('' without one). */
export function ownerName(person: Person | undefined): string {
  return person ? `${person.firstName} ${person.lastName}`.trim() : '';
}

/** The page title: "First Last · job titles", the name alone, or the site name. */
export function pageTitle(person: Person | undefined, siteName: string): string {
  const name = ownerName(person);
  if (!name) return siteName;
  const jobTitles = person?.jobTitles.trim() ?? '';
  return jobTitles ? `${name} · ${jobTitles}` : name;
}

/**
 * 'About' on one line, cut at a word before {@link DESCRIPTION_MAX} characters with '…' (the
 * language's {@link DEFAULT_DESCRIPTIONS} when empty). `person` is already in the page's language.
 */
export function pageDescription(person: Person | undefined, language: Language = DEFAULT_LANGUAGE): string {
  const about = (person?.about ?? '').replace(/\s+/g, ' ').trim();
  if (!about) return DEFAULT_DESCRIPTIONS[language];
  if (about.length <= DESCRIPTION_MAX) return about;
  const cut = about.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * An absolute http(s) URL for `link` (site-relative ones against `origin`, a bare `www.` host as
 * https), or undefined for anything else (mailto:, tel:, unsafe or empty).
 */
export function absoluteUrl(link: string | undefined, origin: string): string | undefined {
  if (!link) return undefined;
  const candidate = /^www\.[^\s/]+\.[^\s]+$/i.test(link) ? `https://${link}` : link;
  if (!isSafeImage(candidate)) return undefined;
  try {
    const url = new URL(candidate, `${origin}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const compact = <T extends Record<string, unknown>>(value: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(value).filter(
      ([, item]) => item !== undefined && item !== '' && !(Array.isArray(item) && item.length === 0),
    ),
  ) as Partial<T>;

/** One JSON-LD document: the content of one `<script type="application/ld+json">`. */
export type JsonLdDocument = Record<string, unknown> | Record<string, unknown>[];

/**
 * The schema.org JSON-LD of the portfolio (see the module doc), its texts in `language` (the
 * entries' Spanish versions for `es`), with `inLanguage` on the works: one document per script, the
 * owner's `Person` first (a top-level object with `@context`), then, when there are projects, an
 * array of top-level `CreativeWork` objects whose `creator` is that person (its `@id` and name).
 */
export function jsonLd(
  data: HeadData,
  origin: string,
  language: Language = DEFAULT_LANGUAGE,
): JsonLdDocument[] {
  data = localizeHeadData(data, language);
  const person = data.people?.[0];
  const personId = `${origin}/#person`;
  const address = person
    ? compact({
        '@type': 'PostalAddress',
        addressLocality: person.city,
        addressRegion: person.province,
        addressCountry: person.country,
      })
    : undefined;
  const context = 'https://schema.org';
  const owner = compact({
    '@context': context,
    '@type': 'Person',
    '@id': personId,
    name: ownerName(person),
    jobTitle: person?.jobTitles.trim(),
    description: person?.about.trim(),
    url: languageUrl(`${origin}/`, language),
    image: absoluteUrl(person?.thumbnails[0], origin),
    address: address && Object.keys(address).length > 1 ? address : undefined,
    sameAs: (data.socialLinks ?? [])
      .filter((link) => link.type === 'Social Media')
      .map((link) => absoluteUrl(link.linkSocial, origin))
      .filter((url): url is string => url !== undefined),
    worksFor: (data.works ?? [])
      .filter((work) => !work.finished)
      .map((work) =>
        compact({ '@type': 'Organization', name: work.company, url: absoluteUrl(work.linkCompany, origin) }),
      ),
    alumniOf: (data.educations ?? []).map((education) =>
      compact({
        '@type': 'EducationalOrganization',
        name: education.institutionName,
        url: absoluteUrl(education.linkInstitution, origin),
      }),
    ),
    knowsAbout: (data.skills ?? []).map((skill) => skill.title).filter((title) => title !== ''),
  });
  const creator = compact({ '@type': 'Person', '@id': personId, name: ownerName(person) });
  const projects = (data.projects ?? []).map((project) =>
    compact({
      '@context': context,
      '@type': 'CreativeWork',
      name: project.title,
      description: project.description,
      url: absoluteUrl(project.linkProyect, origin),
      image: absoluteUrl(project.thumbnails[0], origin),
      creator,
      keywords: project.languages.map((skill) => skill.title).join(', '),
      inLanguage: language,
    }),
  );
  return projects.length > 0 ? [owner, projects] : [owner];
}

/**
 * The tags to put in `<head>` (title first), as one HTML string, in `language` (issue 11: texts from
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
