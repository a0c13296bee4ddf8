/**
 * The shared version projection (docs/product.md §20 and §29; decision 0195): `applyVersionForEditing`
 * keeps every entry in the version's order and names the left-out ones, and its kept entries are
 * exactly `applyVersion`'s (what a link's page shows).
 */
import { describe, expect, it } from 'vitest';
import { RESOURCE } from './paths.js';
import { SECTIONS_PATH } from './sections.js';
import { applyVersion, applyVersionForEditing, PEOPLE_PATH } from './version-projection.js';
import { SECTION_LIST_PATHS, type Version, type VersionContent } from './versions.js';

const old = '2026-01-01T00:00:00.000Z';
const later = '2026-12-01T00:00:00.000Z';
const WORKS = SECTION_LIST_PATHS[RESOURCE.work]!;
const PROJECTS = SECTION_LIST_PATHS[RESOURCE.project]!;
const master: VersionContent = {
  [PEOPLE_PATH]: [{ _id: 'p', jobTitles: 'Programmer', i18n: { es: { jobTitles: 'Programador' } } }],
  [WORKS]: [
    { _id: 'a', order: 0, createdAt: old },
    { _id: 'b', order: 1, createdAt: old },
    { _id: 'c', order: 2, createdAt: later },
  ],
  [PROJECTS]: [
    { _id: 'x', order: 0, createdAt: old },
    { _id: 'y', order: 1, createdAt: old },
  ],
  [SECTIONS_PATH]: [
    { key: RESOURCE.work, custom: false, heading: { en: '', es: '' }, hidden: false, order: 0 },
    { key: RESOURCE.project, custom: false, heading: { en: '', es: '' }, hidden: false, order: 1 },
  ],
};
const version: Version = {
  _id: 'v',
  name: 'Backend roles',
  language: null,
  includeNew: false,
  baselineAt: '2026-11-26T00:00:00.000Z',
  hiddenSections: [],
  entries: { a: false },
  overrides: { jobTitles: 'Backend engineer', projectOrder: ['y'], sectionOrder: [RESOURCE.project] },
  design: null,
  createdAt: old,
  updatedAt: old,
};
const ids = (list: unknown[] | undefined) => (list ?? []).map((entry) => (entry as { _id: string })._id);

describe('applyVersionForEditing', () => {
  it("keeps every entry in the version's order and names those left out", () => {
    const { content, excluded } = applyVersionForEditing(master, version);
    expect(ids(content[WORKS])).toEqual(['a', 'b', 'c']);
    expect(ids(content[PROJECTS])).toEqual(['y', 'x']);
    expect([...excluded].sort()).toEqual(['a', 'c']);
    expect((content[SECTIONS_PATH] as { key: string }[]).map((section) => section.key)).toEqual([
      RESOURCE.project,
      RESOURCE.work,
    ]);
    expect((content[PEOPLE_PATH]![0] as { jobTitles: string }).jobTitles).toBe('Backend engineer');
  });

  it("keeps exactly applyVersion's entries, in the same order", () => {
    const { content, excluded } = applyVersionForEditing(master, version);
    const shown = applyVersion(master, version);
    for (const listPath of [WORKS, PROJECTS])
      expect(ids(content[listPath]).filter((id) => !excluded.has(id))).toEqual(ids(shown[listPath]));
  });
});
