/**
 * The search and share tags of a server-rendered page (issue 8 "Found and shared"): `<title>`
 * "First Last · job titles" (the site name when the portfolio has no name), the meta description
 * from 'About', canonical (per language) and `hreflang` alternates (issue 11), Open Graph / Twitter
 * card tags, and a schema.org JSON-LD graph: the owner as a `Person` (name, jobTitle, image,
 * address, `sameAs` the social links, `worksFor` the current works, `alumniOf` the educations,
 * `knowsAbout` the skills) and each project as a `CreativeWork`. Pure functions of the page's
 * lists; every text is HTML-escaped, and the JSON-LD has `<`, `>`, `&` and the line separators
 * escaped so no text can close its `<script>`.
 */
import type { Education, PopulatedProject, Person, Skill, SocialLink, Work } from '../../shared/schemas.js';
import { isSafeImage } from '../../shared/schemas.js';
import { DEFAULT_LANGUAGE, LANGUAGE_PARAM, LANGUAGES, type Language } from '../../shared/i18n/languages.js';

/** Size of the generated share image `/og.png` (src/server/site/og-image.ts). */
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
  /** The page's path (`/` for the home page). */
  pathname: string;
  /** The title when the portfolio has no owner name (SITE_NAME). */
  siteName: string;
  /** Ask search engines not to index the page (the forbidden and not-found pages). */
  noindex?: boolean;
  /** The page's language (issue 11): its canonical URL, and the alternates of an indexed page. */
  language?: Language;
}

/**
 * The URL of `pathname` in `language`: the default language's is the plain path, another's adds
 * `?lang=` (each language has its own URL; src/shared/i18n/languages.ts).
 */
export function languageUrl(origin: string, pathname: string, language: Language): string {
  return `${origin}${pathname}${language === DEFAULT_LANGUAGE ? '' : `?${LANGUAGE_PARAM}=${language}`}`;
}

/** `<link rel="alternate" hreflang>` for every language and `x-default` (the default language). */
export function alternateLinks(origin: string, pathname: string): string[] {
  return [
    ...LANGUAGES.map(
      (language) =>
        `<link rel="alternate" hreflang="${language}" href="${escapeHtml(languageUrl(origin, pathname, language))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(languageUrl(origin, pathname, DEFAULT_LANGUAGE))}" />`,
  ];
}

/** The description when 'About' is empty. */
export const DEFAULT_DESCRIPTION = 'Personal portfolio and curriculum';
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

/** 'About' on one line, cut at a word before {@link DESCRIPTION_MAX} characters with '…'. */
export function pageDescription(person: Person | undefined): string {
  const about = (person?.about ?? '').replace(/\s+/g, ' ').trim();
  if (!about) return DEFAULT_DESCRIPTION;
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

/** The schema.org JSON-LD graph of the portfolio (see the module doc). */
export function jsonLd(data: HeadData, origin: string): Record<string, unknown> {
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
  const owner = compact({
    '@type': 'Person',
    '@id': personId,
    name: ownerName(person),
    jobTitle: person?.jobTitles.trim(),
    description: person?.about.trim(),
    url: `${origin}/`,
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
  const projects = (data.projects ?? []).map((project) =>
    compact({
      '@type': 'CreativeWork',
      name: project.title,
      description: project.description,
      url: absoluteUrl(project.linkProyect, origin),
      image: absoluteUrl(project.thumbnails[0], origin),
      creator: { '@id': personId },
      keywords: project.languages.map((skill) => skill.title).join(', '),
    }),
  );
  return { '@context': 'https://schema.org', '@graph': [owner, ...projects] };
}

/** The tags to put in `<head>` (title first), as one HTML string. */
export function headTags(data: HeadData, options: HeadOptions): string {
  const person = data.people?.[0];
  const title = pageTitle(person, options.siteName);
  const description = pageDescription(person);
  const url = languageUrl(options.origin, options.pathname, options.language ?? DEFAULT_LANGUAGE);
  // The owner's banner when there is one, else the generated share image (src/server/site/og-image.ts).
  const banner = absoluteUrl(person?.banners[0], options.origin);
  const image = banner ?? `${options.origin}/og.png`;
  const name = ownerName(person);
  const meta = (attribute: 'name' | 'property', key: string, content: string | undefined) =>
    content ? `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />` : '';
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    options.noindex ? meta('name', 'robots', 'noindex') : '',
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...(options.noindex ? [] : alternateLinks(options.origin, options.pathname)),
    meta('property', 'og:type', 'profile'),
    meta('property', 'og:site_name', options.siteName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    banner ? '' : meta('property', 'og:image:width', String(OG_WIDTH)),
    banner ? '' : meta('property', 'og:image:height', String(OG_HEIGHT)),
    meta('property', 'og:image:alt', ownerName(person) || options.siteName),
    meta('property', 'profile:first_name', person?.firstName.trim()),
    meta('property', 'profile:last_name', person?.lastName.trim()),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    name || options.pathname === '/'
      ? `<script type="application/ld+json">${jsonForScript(jsonLd(data, options.origin))}</script>`
      : '',
  ]
    .filter((tag) => tag !== '')
    .join('\n    ');
}
