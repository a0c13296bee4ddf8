/**
 * The schema.org JSON-LD of the home page: the owner as a `Person` (name, jobTitle, image, address,
 * `sameAs` the social links, `worksFor` the current works, `alumniOf` the educations, `knowsAbout`
 * the skills) and each project as a `CreativeWork` created by that person. Each is a top-level
 * JSON-LD object, not a node of an `@graph`: the Person in a script of its own, the projects in a
 * second script (an array), so parsers that do not follow `@graph` (link-preview and
 * structured-data tools) find them.
 *
 * Source: docs/decisions/0099-json-ld-as-top-level-objects.md; docs/decisions/0065-content-languages.md.
 */
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages.js';
import { absoluteUrl, type HeadData, languageUrl, localizeHeadData, ownerName } from './head-data.js';

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
