/**
 * The server resources of the registry (src/shared/resources/): each declaration with the hooks of
 * its special rules, if any. No field is declared here: a resource's fields are its entries in
 * src/shared/resources/<resource>-fields.ts (docs/decisions/0240-a-field-is-one-entry.md). Simple resources need nothing but their declaration; categories
 * (categories.ts) and projects (projects.ts) add their rules in their own modules.
 *
 * Source: docs/decisions/0030-one-declaration-per-resource.md.
 */
import {
  RESUME_SECTIONS,
  type AnyResource,
  educations as educationDeclaration,
  skills as skillDeclaration,
  socialLinks as socialLinkDeclaration,
  works as workDeclaration,
  customEntries as customEntryDeclaration,
} from '../../../shared/resources/index.js';
import { SECTION_TEXTS } from '../../../shared/sections.js';
import { badRequest } from '../../lib/http-error.js';
import { categories, categoryKey } from './categories.js';
import type { ResumeSectionTable } from '../../db/types.js';
import { serverResource, type OrderedResource } from './resource.js';

export { categories, categoryKey };
export const works = serverResource(workDeclaration);
export const educations = serverResource(educationDeclaration);
export const skills = serverResource(skillDeclaration);
export const socialLinks = serverResource(socialLinkDeclaration);

/** The JSON Resume sections (decision 0030): declarations alone, no special rule. */
export const resumeSections: OrderedResource<ResumeSectionTable>[] = RESUME_SECTIONS.map((declaration) =>
  serverResource<ResumeSectionTable, unknown, Record<string, unknown>>(
    declaration as AnyResource & { table: ResumeSectionTable },
  ),
);

/**
 * The entries of the owner's custom sections (docs/product.md §27): an entry's `section` must name
 * an existing custom section (400 otherwise, nothing written).
 */
export const customEntries = serverResource(customEntryDeclaration, {
  async beforeWrite(db, input) {
    if (input.section === undefined) return;
    const row = await db
      .selectFrom('sections')
      .select('key')
      .where('key', '=', String(input.section))
      .where('custom', '=', 1)
      .executeTakeFirst();
    if (!row)
      throw badRequest(`section: ${SECTION_TEXTS.noSection}`, [
        { path: 'section', message: SECTION_TEXTS.noSection },
      ]);
  },
});

/** The resources whose routes are the generic ones alone (projects add theirs: projects.ts). */
export const plainResources = [
  works,
  educations,
  skills,
  categories,
  socialLinks,
  ...resumeSections,
  customEntries,
] as const;
