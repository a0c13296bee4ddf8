/**
 * Imports from elsewhere on the wire (docs/product.md §11, docs/decisions/0269-imports-from-linkedin-and-bibtex.md):
 * a LinkedIn data export (the ZIP as downloaded) or a BibTeX file, sent as `multipart/form-data`
 * (field `file`; with `?confirm=true` also the field `choices`, a JSON {@link SourceChoices}).
 * Without `?confirm=true` the answer is a {@link SourcePreview}; with it, a {@link SourceImportDone}.
 * Paths are spelled here once.
 */
import { z } from 'zod';
import { API_PREFIX } from './paths.js';
import { portfolioCountsSchema, storedBackupSchema } from './data.js';

/** The sections an import from elsewhere fills, in the order the preview lists them. */
export const SOURCE_SECTIONS = [
  'basics',
  'work',
  'education',
  'skills',
  'projects',
  'certificates',
  'languages',
  'publications',
  'awards',
  'volunteer',
  'courses',
] as const;
export type SourceSection = (typeof SOURCE_SECTIONS)[number];

/** What becomes of a found item: made anew, already in the portfolio, or left out (`reason`). */
export const SOURCE_STATUSES = ['new', 'match', 'skip'] as const;
export type SourceStatus = (typeof SOURCE_STATUSES)[number];

export const sourceItemSchema = z.object({
  /** `work:0`: the section and the item's place in it; `choices.take` names items by it. */
  key: z.string(),
  /** What the owner reads: the title, then a line of detail (company, dates, authors). */
  title: z.string(),
  detail: z.string(),
  /** Where it came from: `Positions.csv line 3`. */
  origin: z.string(),
  status: z.enum(SOURCE_STATUSES),
  /** Why it is left out (status `skip`), or what it matches (status `match`). */
  reason: z.string(),
  /** BibTeX: the authors as written, the owner's name marked. */
  authors: z.array(z.object({ name: z.string(), owner: z.boolean() })).optional(),
});
export type SourceItemWire = z.infer<typeof sourceItemSchema>;

export const sourcePreviewSchema = z.object({
  source: z.enum(['linkedin', 'bibtex']),
  /** The files of the archive (one for BibTeX): data rows, and whether Vitae read it. */
  files: z.array(z.object({ name: z.string(), rows: z.number().int(), used: z.boolean() })),
  /** The sections with items, in {@link SOURCE_SECTIONS} order. */
  sections: z.array(z.object({ key: z.enum(SOURCE_SECTIONS), items: z.array(sourceItemSchema) })),
  /** Values changed or left out on the way, by place. */
  warnings: z.array(z.object({ path: z.string(), message: z.string() })),
});
export type SourcePreview = z.infer<typeof sourcePreviewSchema>;

/** `choices` of a confirmed import: the items to take, and the sections whose entries they replace. */
export const sourceChoicesSchema = z
  .object({
    take: z.array(z.string().max(40)).max(5000),
    replace: z.array(z.enum(SOURCE_SECTIONS)).max(SOURCE_SECTIONS.length).default([]),
  })
  .strict();
export type SourceChoices = z.input<typeof sourceChoicesSchema>;

export const sourceImportDoneSchema = z.object({
  /** Entries made, and entries removed by "replace" (in the trash, and in the backup). */
  created: z.number().int(),
  removed: z.number().int(),
  counts: portfolioCountsSchema,
  warnings: z.array(z.object({ path: z.string(), message: z.string() })),
  /** The automatic backup of the portfolio from before: restoring it undoes the whole import. */
  backup: storedBackupSchema,
});
export type SourceImportDone = z.infer<typeof sourceImportDoneSchema>;

export const sourceImportPaths = {
  /** POST a LinkedIn data export (ZIP). */
  linkedin: `${API_PREFIX}/admin/import/linkedin`,
  /** POST a BibTeX file (.bib). */
  bibtex: `${API_PREFIX}/admin/import/bibtex`,
} as const;
