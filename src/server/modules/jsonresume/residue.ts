/**
 * Lossless JSON Resume (decision 0030): what an imported item held that the columns do not give back —
 * keys Vitae has no field for (people add their own), the precision of a date (`2019`), a wording
 * the mapping changes (`studyType` "Grado") — is kept as a residue by entity id (table
 * `resumeExtras`) and put back on export.
 *
 * A residue entry remembers, per key, the value export writes from the row (`stored`) and the value
 * the file had (`original`). Export puts the original back only while the row still exports the
 * stored value, so an edit made in Vitae always wins over the file. Keys Vitae adds that the file
 * did not have (a derived `level`) are removed on the same condition. Items Vitae created on its own
 * during the import (a skill made for a project keyword) are left out while unchanged.
 *
 * This file holds the residue's shape; residue-of.ts finds it, apply-residue.ts puts it back,
 * residue-store.ts keeps it.
 *
 * Source: docs/decisions/0031-lossless-json-resume.md.
 */
/** A JSON object, as a file's item or an export's. */
export type Item = Record<string, unknown>;

/** The residue of one item (see the module doc). */
export interface Residue {
  /** Keys the file had that export does not write: their values. */
  add?: Item;
  /** Keys export writes differently from the file: `{stored, original}`. */
  replace?: Record<string, { stored: unknown; original: unknown }>;
  /** Keys export writes that the file did not have: the value written. */
  remove?: Item;
  /** The file's key order. */
  order?: string[];
  /** On the person: profiles import skipped (no url), with their index in `basics.profiles`. */
  profiles?: { index: number; item: Item }[];
  /** An item Vitae created during the import (not in the file): its export, left out while equal. */
  omit?: Item;
}

/** The key of the extension object, never part of a residue. */
export const IGNORED = 'x-vitae';

/** `item` without its extension object. */
export function withoutIgnored(item: Item): Item {
  const { [IGNORED]: _ignored, ...rest } = item;
  return rest;
}

/** The residue to leave out an item Vitae created on its own (see the module doc). */
export function omitResidue(exported: Item): Residue {
  return { omit: withoutIgnored(exported) };
}
