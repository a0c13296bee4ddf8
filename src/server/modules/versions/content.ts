/**
 * A version's content over the master portfolio (docs/product.md §20; docs/decisions/0140-versions-and-links.md).
 *
 * Content is what the site's server render takes: each public list's API answer (`response`) by API
 * path ({@link CONTENT_PATHS}). {@link applyVersion} is a pure function of the master's lists and the
 * version: hidden sections are empty, left-out entries are removed, the projects and skills are put in
 * the version's order (their `order` renumbered from 0, as the site sorts by it), and the person's job
 * titles and about are the version's overrides (in every language: the override replaces the Spanish
 * version too). {@link cvDataOf} reads the same content as the PDF CV's data.
 */
import { PEOPLE, paths, RESOURCE } from '../../../shared/paths.js';
import { customEntries, listPathOf, RESOURCES, RESUME_SECTIONS } from '../../../shared/resources/index.js';
import { SECTIONS_PATH, type SectionWire } from '../../../shared/sections.js';
import type { Person } from '../../../shared/schemas.js';
import { SECTION_LIST_PATHS, type Version, type VersionContent } from '../../../shared/versions.js';
import type { CvData } from '../cv/cv-data.js';

/** The list path of each section a version can hide, by the section's wire name. */
export const SECTION_PATHS = SECTION_LIST_PATHS;

const PEOPLE_PATH = paths.list(PEOPLE);
const CATEGORIES_PATH = listPathOf(RESOURCES.category);
const CUSTOM_ENTRIES_PATH = listPathOf(customEntries);

/**
 * Every list of a version's content: the person, the categories, each section, then the sections in
 * the owner's order and the custom sections' entries (docs/product.md §27).
 */
export const CONTENT_PATHS: readonly string[] = [
  PEOPLE_PATH,
  CATEGORIES_PATH,
  ...Object.values(SECTION_PATHS),
  SECTIONS_PATH,
  CUSTOM_ENTRIES_PATH,
];

/**
 * The owner's sections as `version` shows them: its `sectionOrder` first, the others after in the
 * owner's order, its hidden sections hidden (docs/product.md §27). `order` renumbered from 0.
 */
function versionSections(sections: SectionWire[], version: Version): SectionWire[] {
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

interface Entry {
  _id: string;
  createdAt?: string;
  order?: number;
}

/** Whether `version` includes the master entry `entry` (its choice, else by creation time). */
export function includes(version: Version, entry: Entry): boolean {
  const choice = version.entries[entry._id];
  if (choice !== undefined) return choice;
  return (entry.createdAt ?? '') <= version.baselineAt ? true : version.includeNew;
}

/** `list` with the ids of `first` first in that order, the rest after in their order. */
function ordered<T extends Entry>(list: T[], first: readonly string[] | undefined): T[] {
  if (!first || first.length === 0) return list;
  const rank = new Map(first.map((id, index) => [id, index]));
  const head = list
    .filter((entry) => rank.has(entry._id))
    .sort((a, b) => rank.get(a._id)! - rank.get(b._id)!);
  return [...head, ...list.filter((entry) => !rank.has(entry._id))];
}

/** The master's lists sorted by `order` (the API answers them in order already; kept explicit). */
function byOrder<T extends Entry>(list: T[]): T[] {
  return [...list].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
}

/** The person with the version's headline overrides (the Spanish version of an overridden field dropped). */
export function withOverrides(person: Person, version: Version): Person {
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
    const wire = Object.keys(SECTION_PATHS).find((key) => SECTION_PATHS[key] === listPath);
    if (wire !== undefined && hidden.has(wire)) {
      out[listPath] = [];
      continue;
    }
    let entries = byOrder(list as Entry[]).filter((entry) => includes(version, entry));
    if (wire === RESOURCE.project) entries = ordered(entries, version.overrides.projectOrder);
    if (wire === RESOURCE.skill) entries = ordered(entries, version.overrides.skillOrder);
    out[listPath] = entries.map((entry, index) => ({ ...entry, order: index }));
  }
  return out;
}

/** The PDF CV's data (cv-data.ts {@link CvData}) from a content. */
export function cvDataOf(content: VersionContent): CvData {
  const list = <T>(listPath: string) => (content[listPath] ?? []) as T[];
  return {
    person: list<Person>(PEOPLE_PATH)[0],
    socialLinks: list(SECTION_PATHS[RESOURCE.socialLink]!),
    works: list(SECTION_PATHS[RESOURCE.work]!),
    projects: list(SECTION_PATHS[RESOURCE.project]!),
    educations: list(SECTION_PATHS[RESOURCE.education]!),
    skills: list(SECTION_PATHS[RESOURCE.skill]!),
    sections: Object.fromEntries(
      RESUME_SECTIONS.map((section) => [
        section.wire,
        list<Record<string, unknown>>(SECTION_PATHS[section.wire]!),
      ]),
    ),
    // The version's sections, order and custom entries (docs/product.md §27); none in an old frozen link.
    ...(content[SECTIONS_PATH] ? { layout: list<SectionWire>(SECTIONS_PATH) } : {}),
    customEntries: list<Record<string, unknown>>(CUSTOM_ENTRIES_PATH),
  };
}

/** Every entry id of `content` in its order (the person, each list), for the JSON Resume export. */
export function contentRanks(content: VersionContent): Map<string, number> {
  const ranks = new Map<string, number>();
  for (const list of Object.values(content))
    for (const entry of list as Entry[])
      if (typeof entry._id === 'string' && !ranks.has(entry._id)) ranks.set(entry._id, ranks.size);
  return ranks;
}
