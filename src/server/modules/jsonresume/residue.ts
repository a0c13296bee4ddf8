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
 * Source: docs/decisions/0031-lossless-json-resume.md.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { hasOwn, setOwn } from './own.js';

type Db = Kysely<Database> | Transaction<Database>;
type Item = Record<string, unknown>;

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
const IGNORED = 'x-vitae';

/** What `original` has that `exported` does not give back (undefined: nothing). */
export function residueOf(original: Item, exported: Item): Residue | undefined {
  const residue: Residue = {};
  const add: Item = {};
  const replace: NonNullable<Residue['replace']> = {};
  const remove: Item = {};
  for (const [key, value] of Object.entries(original)) {
    if (key === IGNORED) continue;
    if (!hasOwn(exported, key)) setOwn(add, key, value);
    else if (!isDeepStrictEqual(exported[key], value))
      setOwn(replace, key, { stored: exported[key], original: value });
  }
  for (const [key, value] of Object.entries(exported)) {
    if (key !== IGNORED && !hasOwn(original, key)) setOwn(remove, key, value);
  }
  if (Object.keys(add).length > 0) residue.add = add;
  if (Object.keys(replace).length > 0) residue.replace = replace;
  if (Object.keys(remove).length > 0) residue.remove = remove;
  const order = Object.keys(original).filter((key) => key !== IGNORED);
  const exportedOrder = Object.keys(exported).filter((key) => key !== IGNORED && hasOwn(original, key));
  if (
    !isDeepStrictEqual(
      order.filter((key) => hasOwn(exported, key)),
      exportedOrder,
    ) ||
    residue.add
  )
    residue.order = order;
  return Object.keys(residue).length > 0 ? residue : undefined;
}

/** `exported` with the residue put back (undefined: the item is left out). */
export function applyResidue(exported: Item, residue: Residue | undefined): Item | undefined {
  if (!residue) return exported;
  if (residue.omit) return isDeepStrictEqual(withoutIgnored(exported), residue.omit) ? undefined : exported;
  const out: Item = { ...exported };
  for (const [key, value] of Object.entries(residue.remove ?? {})) {
    if (hasOwn(out, key) && isDeepStrictEqual(out[key], value)) delete out[key];
  }
  for (const [key, { stored, original }] of Object.entries(residue.replace ?? {})) {
    if (hasOwn(out, key) && isDeepStrictEqual(out[key], stored)) setOwn(out, key, original);
  }
  for (const [key, value] of Object.entries(residue.add ?? {})) {
    if (!hasOwn(out, key)) setOwn(out, key, value);
  }
  if (!Array.isArray(residue.order)) return out;
  const ordered: Item = {};
  for (const key of residue.order)
    if (typeof key === 'string' && hasOwn(out, key)) setOwn(ordered, key, out[key]);
  for (const [key, value] of Object.entries(out)) if (!hasOwn(ordered, key)) setOwn(ordered, key, value);
  return ordered;
}

function withoutIgnored(item: Item): Item {
  const { [IGNORED]: _ignored, ...rest } = item;
  return rest;
}

/** The residue to leave out an item Vitae created on its own (see the module doc). */
export function omitResidue(exported: Item): Residue {
  return { omit: withoutIgnored(exported) };
}

/** Residues by entity id (one query). */
export async function loadResidues(db: Db): Promise<Map<string, Residue>> {
  const rows = await db.selectFrom('resumeExtras').selectAll().execute();
  return new Map(rows.map((row) => [row.id, JSON.parse(row.data) as Residue]));
}

/** Replace every stored residue by `residues` (an import starts afresh). */
export async function saveResidues(db: Db, residues: Map<string, Residue>): Promise<void> {
  await db.deleteFrom('resumeExtras').execute();
  const rows = [...residues].map(([id, residue]) => ({ id, data: JSON.stringify(residue) }));
  for (let start = 0; start < rows.length; start += 200) {
    await db
      .insertInto('resumeExtras')
      .values(rows.slice(start, start + 200))
      .execute();
  }
}
