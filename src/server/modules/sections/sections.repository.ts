/**
 * The sections the owner shapes, stored (docs/product.md §27; docs/decisions/0175-sections-the-owner-shapes.md):
 * the list in the owner's order, built-in and custom, each with its heading in both languages and
 * whether it is hidden.
 *
 * A built-in section without a row keeps its default place (src/shared/sections.ts BUILTIN_SECTIONS):
 * the stored rows come first by `position`, then the built-in sections without one in their default
 * order. The first write stores every section's row ({@link materialise}), so from then on the
 * stored order is the whole order.
 */
import type { Kysely, Transaction } from 'kysely';
import { BUILTIN_SECTIONS, type SectionWire } from '../../../shared/sections.js';
import type { Database, SectionsTable } from '../../db/types.js';
import { nowIso } from '../../lib/ids.js';

type Db = Kysely<Database> | Transaction<Database>;

function toWire(row: Omit<SectionsTable, 'createdAt' | 'updatedAt'>, order: number): SectionWire {
  return {
    key: row.key,
    custom: row.custom === 1,
    heading: { en: row.heading, es: row.headingEs },
    hidden: row.hidden === 1,
    order,
  };
}

/** Every section in the owner's order (`order` 0-based, as listed). */
export async function listSections(db: Db): Promise<SectionWire[]> {
  const rows = await db.selectFrom('sections').selectAll().orderBy('position').orderBy('createdAt').execute();
  const stored = new Set(rows.map((row) => row.key));
  const all = [
    ...rows,
    ...BUILTIN_SECTIONS.filter((key) => !stored.has(key)).map((key) => ({
      key,
      custom: 0,
      heading: '',
      headingEs: '',
      hidden: 0,
      position: 0,
    })),
  ];
  return all.map((row, index) => toWire(row, index));
}

/** Store a row for every section, at its current place (before the first change of any). */
export async function materialise(db: Db): Promise<SectionWire[]> {
  const sections = await listSections(db);
  const now = nowIso();
  for (const section of sections) {
    await db
      .insertInto('sections')
      .values({
        key: section.key,
        custom: section.custom ? 1 : 0,
        heading: section.heading.en,
        headingEs: section.heading.es,
        hidden: section.hidden ? 1 : 0,
        position: section.order,
        createdAt: now,
        updatedAt: now,
      })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ position: section.order }))
      .execute();
  }
  return sections;
}

/** Change a section's heading (either language) and whether it is hidden. */
export async function updateSection(
  db: Db,
  key: string,
  change: { heading?: { en?: string; es?: string }; hidden?: boolean },
): Promise<void> {
  await materialise(db);
  await db
    .updateTable('sections')
    .set({
      ...(change.heading?.en !== undefined ? { heading: change.heading.en } : {}),
      ...(change.heading?.es !== undefined ? { headingEs: change.heading.es } : {}),
      ...(change.hidden !== undefined ? { hidden: change.hidden ? 1 : 0 } : {}),
      updatedAt: nowIso(),
    })
    .where('key', '=', key)
    .execute();
}

/** Add a custom section at the end. */
export async function createCustomSection(
  db: Db,
  key: string,
  input: { heading: { en: string; es?: string | undefined }; hidden?: boolean | undefined },
): Promise<void> {
  const sections = await materialise(db);
  const now = nowIso();
  await db
    .insertInto('sections')
    .values({
      key,
      custom: 1,
      heading: input.heading.en,
      headingEs: input.heading.es ?? '',
      hidden: input.hidden ? 1 : 0,
      position: sections.length,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
}

/** Put the sections in the order of `keys` (every key once: checked by the caller). */
export async function reorderSections(db: Db, keys: readonly string[]): Promise<void> {
  await materialise(db);
  for (const [position, key] of keys.entries())
    await db.updateTable('sections').set({ position }).where('key', '=', key).execute();
}

/** Delete a custom section's row (its entries: checked by the caller). */
export async function deleteSection(db: Db, key: string): Promise<void> {
  await db.deleteFrom('sections').where('key', '=', key).execute();
}

/** How many entries a custom section holds. */
export async function countEntries(db: Db, key: string): Promise<number> {
  const row = await db
    .selectFrom('customEntries')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('section', '=', key)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
