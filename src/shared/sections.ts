/**
 * The sections the owner shapes (docs/product.md §27; docs/decisions/0175-sections-the-owner-shapes.md):
 * the home page's and the PDF CV's sections in the owner's order, each shown or hidden, each with
 * its heading as written by the owner in English and Spanish (`''`: the section's own heading), and
 * the owner's custom sections, whose entries are the `custom-entries` resource
 * (src/shared/resources/custom-entries.ts). Wire shapes, paths, limits and the API's texts.
 *
 * A section's key is the wire name of its list for a built-in section (the same names a version
 * hides, src/shared/versions.ts), and its 24-hex id for a custom one. The person (top) and the
 * contact form (bottom) are not sections the owner moves.
 */
import { z } from 'zod';
import { API_PREFIX, RESOURCE } from './paths.js';
import { RESUME_SECTIONS } from './resources/index.js';

/** The built-in sections in their default order: the spec's four lists, then the JSON Resume sections. */
export const BUILTIN_SECTIONS = [
  RESOURCE.work,
  RESOURCE.project,
  RESOURCE.education,
  RESOURCE.skill,
  ...RESUME_SECTIONS.map((section) => section.wire),
] as const;
export type BuiltinSection = (typeof BUILTIN_SECTIONS)[number];

/** Whether `key` names a built-in section. */
export function isBuiltinSection(key: string): boolean {
  return (BUILTIN_SECTIONS as readonly string[]).includes(key);
}

export const SECTION_LIMITS = {
  /** Characters of a heading, in each language. */
  heading: 80,
  /** Custom sections a portfolio may hold. */
  custom: 30,
} as const;

export const SECTIONS_PATH = `${API_PREFIX}/sections`;

const headingText = z
  .string({ error: 'must be text' })
  .trim()
  .max(SECTION_LIMITS.heading, { error: `must have at most ${SECTION_LIMITS.heading} characters` });

/** A heading in both languages; `''` keeps the section's own heading in that language. */
export const headingSchema = z.object({ en: headingText, es: headingText }).strict();
export type SectionHeading = z.infer<typeof headingSchema>;

/** One section as the API answers it, in the owner's order. */
export const sectionSchema = z.object({
  /** The built-in section's wire name, or the custom section's id. */
  key: z.string(),
  custom: z.boolean(),
  /** The owner's heading ('' where unset: the section's own). */
  heading: headingSchema,
  hidden: z.boolean(),
  order: z.number().int(),
});
export type SectionWire = z.infer<typeof sectionSchema>;

/** `PATCH /api/sections/{key}`: any of heading and hidden. */
export const sectionUpdateSchema = z
  .object({ heading: headingSchema.partial().optional(), hidden: z.boolean().optional() })
  .strict();

/** `POST /api/sections`: a custom section; its English heading is required. */
export const sectionCreateSchema = z
  .object({
    heading: z
      .object({
        en: headingText.min(1, { error: 'is required' }),
        es: headingText.optional(),
      })
      .strict(),
    hidden: z.boolean().optional(),
  })
  .strict();

/** `PUT /api/sections/order`: every section key, in the new order. */
export const sectionOrderSchema = z
  .object({
    keys: z
      .array(z.string().max(40))
      .min(1)
      .max(BUILTIN_SECTIONS.length + SECTION_LIMITS.custom),
  })
  .strict();

/** The texts the API answers (docs/product.md §27). */
export const SECTION_TEXTS = {
  listed: 'Sections found',
  saved: 'Section saved',
  created: 'Section added',
  deleted: 'Section deleted',
  reordered: 'Sections reordered',
  notFound: 'Section not found.',
  notCustom: 'A built-in section cannot be deleted; hide it instead.',
  notEmpty: 'This section still has entries. Delete them first.',
  tooMany: `A portfolio may have at most ${SECTION_LIMITS.custom} custom sections.`,
  badOrder: 'The order must name every section once. Reload the page and try again.',
  noSection: 'section must be an existing custom section',
} as const;
