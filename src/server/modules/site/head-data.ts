/**
 * What a page's head is made of: the lists it reads ({@link HeadData}) in the page's language, the
 * title and description rules, absolute and per-language URLs, and the escaping of text for HTML and
 * for a `<script>`.
 *
 * Source: docs/product.md §2 (the owner's name and 'About'); docs/decisions/0065-content-languages.md.
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
 * default language's), for an indexed page (decision 0060).
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
