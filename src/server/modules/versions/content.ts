/**
 * A version's content over the master portfolio (docs/product.md §20; docs/decisions/0140-versions-and-links.md).
 *
 * Content is what the site's server render takes: each public list's API answer (`response`) by API
 * path (`CONTENT_PATHS`). The projection (`applyVersion`: hidden sections empty, left-out entries
 * removed, the version's orders and headline overrides) lives in src/shared/version-projection.ts,
 * shared with the owner's home page in version mode (docs/product.md §29), and is re-exported here.
 * {@link cvDataOf} reads the same content as the PDF CV's data.
 */
import { RESOURCE } from '../../../shared/paths.js';
import { RESUME_SECTIONS } from '../../../shared/resources/index.js';
import { SECTIONS_PATH, type SectionWire } from '../../../shared/sections.js';
import type { Person } from '../../../shared/schemas.js';
import { CUSTOM_ENTRIES_PATH, PEOPLE_PATH } from '../../../shared/version-projection.js';
import { SECTION_LIST_PATHS, type VersionContent } from '../../../shared/versions.js';
import type { CvData } from '../cv/cv-data.js';

/** The list path of each section a version can hide, by the section's wire name. */
export const SECTION_PATHS = SECTION_LIST_PATHS;

// The projection itself is shared with the owner's home page in version mode (docs/product.md §29).
export { applyVersion, CONTENT_PATHS, includes, withOverrides } from '../../../shared/version-projection.js';

interface Entry {
  _id: string;
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
