/**
 * The version projection: a version's content over the master portfolio (docs/product.md §20 and §29;
 * docs/decisions/0140-versions-and-links.md, docs/decisions/0195-editing-a-version-where-it-stands.md).
 * One pure function for the server (a link's page, PDF and JSON Resume) and the owner's home page in
 * version mode, so both show the same thing.
 *
 * Content is what the site's render takes: each public list's API answer (`response`) by API path
 * ({@link CONTENT_PATHS}). {@link applyVersion}: hidden sections are empty, left-out entries are
 * removed, the projects and skills are put in the version's order (their `order` renumbered from 0, as
 * the site sorts by it), the sections in the version's order with its hidden ones hidden
 * (docs/product.md §27), and the person's job titles and about are the version's overrides (in every
 * language: the override replaces the Spanish version too). An anonymised version (`overrides.anonymous`)
 * shows the version's name for the person's, and no photo, identity, address or contact link
 * (docs/decisions/0265-anonymised-version.md).
 */
import { PEOPLE, paths, RESOURCE } from './paths.js';
import { customEntries, listPathOf, RESOURCES } from './resources/index.js';
import type { Person } from './schemas.js';
import { SECTIONS_PATH, type SectionWire } from './sections.js';
import { SECTION_LIST_PATHS, type Version, type VersionContent } from './versions.js';

export const PEOPLE_PATH = paths.list(PEOPLE);
export const CATEGORIES_PATH = listPathOf(RESOURCES.category);
export const CUSTOM_ENTRIES_PATH = listPathOf(customEntries);

/**
 * Every list of a version's content: the person, the categories, each section, then the sections in
 * the owner's order and the custom sections' entries (docs/product.md §27).
 */
export const CONTENT_PATHS: readonly string[] = [
  PEOPLE_PATH,
  CATEGORIES_PATH,
  ...Object.values(SECTION_LIST_PATHS),
  SECTIONS_PATH,
  CUSTOM_ENTRIES_PATH,
];

/**
 * The owner's sections as `version` shows them: its `sectionOrder` first, the others after in the
 * owner's order, its hidden sections hidden (docs/product.md §27). `order` renumbered from 0.
 */
export function versionSections(sections: readonly SectionWire[], version: Version): SectionWire[] {
  const hidden = new Set(version.hiddenSections);
  const first = version.overrides.sectionOrder ?? [];
  const rank = new Map(first.map((key, index) => [key, index]));
  const head = sections
    .filter((section) => rank.has(section.key))
    .sort((a, b) => rank.get(a.key)! - rank.get(b.key)!);
  return [...head, ...sections.filter((section) => !rank.has(section.key))].map((section, order) => ({
    ...section,
    hidden: section.hidden || hidden.has(section.key),
    order,
  }));
}

/** A master entry as the projection reads it. */
export interface ProjectedEntry {
  _id: string;
  createdAt?: string;
  order?: number;
}

/** Whether `version` includes the master entry `entry` (its choice, else by creation time). */
export function includes(version: Version, entry: ProjectedEntry): boolean {
  const choice = version.entries[entry._id];
  if (choice !== undefined) return choice;
  return (entry.createdAt ?? '') <= version.baselineAt ? true : version.includeNew;
}

/** `list` with the ids of `first` first in that order, the rest after in their order. */
export function ordered<T extends ProjectedEntry>(
  list: readonly T[],
  first: readonly string[] | undefined,
): T[] {
  if (!first || first.length === 0) return [...list];
  const rank = new Map(first.map((id, index) => [id, index]));
  const head = list
    .filter((entry) => rank.has(entry._id))
    .sort((a, b) => rank.get(a._id)! - rank.get(b._id)!);
  return [...head, ...list.filter((entry) => !rank.has(entry._id))];
}

/** The master's lists sorted by `order` (the API answers them in order already; kept explicit). */
function byOrder<T extends ProjectedEntry>(list: T[]): T[] {
  return [...list].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
}

/**
 * The person's fields an anonymised version leaves out (docs/decisions/0265-anonymised-version.md):
 * the name (replaced by the version's name), identity numbers, birth date, street address and postal
 * code, photos and banners. The city, province and country stay (where the work would be).
 */
export const ANONYMISED_PERSON_FIELDS = [
  'firstName',
  'lastName',
  'dni',
  'cuil',
  'birthday',
  'address',
  'postalCode',
  'thumbnails',
  'banners',
] as const;

/** `person` with nothing of who they are: see {@link ANONYMISED_PERSON_FIELDS}; `title` as the name. */
export function anonymisedPerson(person: Person, title: string): Person {
  const i18n = (person as { i18n?: Record<string, Record<string, unknown>> }).i18n;
  const cleaned: Record<string, Record<string, unknown>> = {};
  for (const [language, fields] of Object.entries(i18n ?? {})) {
    const rest = { ...fields };
    for (const field of ANONYMISED_PERSON_FIELDS) delete rest[field];
    cleaned[language] = rest;
  }
  return {
    ...person,
    firstName: title,
    lastName: '',
    dni: '',
    cuil: '',
    birthday: '',
    address: '',
    postalCode: '',
    thumbnails: [],
    banners: [],
    ...(i18n ? { i18n: cleaned } : {}),
  } as Person;
}

/**
 * The person with the version's headline overrides (the Spanish version of an overridden field
 * dropped), anonymised when the version is ({@link anonymisedPerson}, the version's name as the name).
 */
export function withOverrides(person: Person, version: Version): Person {
  const overridden = withHeadlineOverrides(person, version);
  return version.overrides.anonymous === true ? anonymisedPerson(overridden, version.name) : overridden;
}

function withHeadlineOverrides(person: Person, version: Version): Person {
  const { jobTitles, about } = version.overrides;
  if (jobTitles === undefined && about === undefined) return person;
  const out: Person = { ...person };
  const i18n = { ...((person as { i18n?: Record<string, Record<string, unknown>> }).i18n ?? {}) };
  for (const [field, value] of [
    ['jobTitles', jobTitles],
    ['about', about],
  ] as const) {
    if (value === undefined) continue;
    out[field] = value;
    for (const language of Object.keys(i18n)) {
      const { [field]: _dropped, ...rest } = i18n[language] ?? {};
      i18n[language] = rest;
    }
  }
  return { ...out, i18n } as Person;
}

/** The version's content from the master's content (see the module doc). Pure. */
export function applyVersion(master: VersionContent, version: Version): VersionContent {
  const hidden = new Set(version.hiddenSections);
  const out: VersionContent = {};
  for (const [listPath, list] of Object.entries(master)) {
    if (listPath === PEOPLE_PATH) {
      out[listPath] = (list as Person[]).map((person, index) =>
        index === 0 ? withOverrides(person, version) : person,
      );
      continue;
    }
    if (listPath === CATEGORIES_PATH) {
      out[listPath] = list;
      continue;
    }
    if (listPath === SECTIONS_PATH) {
      out[listPath] = versionSections(list as SectionWire[], version);
      continue;
    }
    const wire = Object.keys(SECTION_LIST_PATHS).find((key) => SECTION_LIST_PATHS[key] === listPath);
    // An anonymised version shows no contact link (email, phone, profiles): decision 0265.
    const anonymousContacts = wire === RESOURCE.socialLink && version.overrides.anonymous === true;
    if (wire !== undefined && (hidden.has(wire) || anonymousContacts)) {
      out[listPath] = [];
      continue;
    }
    let entries = byOrder(list as ProjectedEntry[]).filter((entry) => includes(version, entry));
    if (wire === RESOURCE.project) entries = ordered(entries, version.overrides.projectOrder);
    if (wire === RESOURCE.skill) entries = ordered(entries, version.overrides.skillOrder);
    out[listPath] = entries.map((entry, index) => ({ ...entry, order: index }));
  }
  return out;
}

/**
 * The version as the owner edits it where it stands (docs/product.md §29): its content with every
 * entry kept, in the version's order, and the ids of the entries the version leaves out (shown dimmed,
 * "Not in this version"). The kept entries are exactly {@link applyVersion}'s, in the same relative
 * order; the left-out ones sit where the master has them.
 */
export function applyVersionForEditing(
  master: VersionContent,
  version: Version,
): { content: VersionContent; excluded: Set<string> } {
  const everything: Version = { ...version, entries: {}, includeNew: true, baselineAt: '\uffff' };
  const content = applyVersion(master, everything);
  const shown = applyVersion(master, version);
  const excluded = new Set<string>();
  for (const [listPath, list] of Object.entries(content)) {
    if (listPath === PEOPLE_PATH || listPath === CATEGORIES_PATH || listPath === SECTIONS_PATH) continue;
    const kept = new Set((shown[listPath] ?? []).map((entry) => (entry as ProjectedEntry)._id));
    for (const entry of list as ProjectedEntry[]) if (!kept.has(entry._id)) excluded.add(entry._id);
  }
  return { content, excluded };
}
