/**
 * The projects' links to a skill or a category, kept with the skill or category in the trash and
 * given back when it is restored (docs/product.md §22 "Links come back",
 * docs/decisions/0181-trash-restore-regains-links.md).
 *
 * A project's own links to skills and categories are part of its state and come back with it
 * (repository.ts, `keepExistingLinks`); the links *to* a deleted skill or category live in the
 * projects' link tables and are deleted with it (foreign keys on delete cascade), so they are read
 * just before the delete ({@link incomingLinks}) and put back by {@link restoreIncomingLinks}, to the
 * projects that still exist, each at its old place in the project's list (or at its end).
 *
 * Shape: `{projectId, position}[]` as JSON text in `trash.links` (migration 0131); null for the
 * other resources. Errors: none of its own (database errors reach the caller's transaction).
 */
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import { RESOURCE } from '../../../shared/paths.js';
import type { Database } from '../../db/types.js';

type AnyDb = Kysely<Database> | Transaction<Database>;

/** One project's link to the entry: the project and the link's 0-based place in its list. */
export interface IncomingLink {
  projectId: string;
  position: number;
}

/** The link table of each resource that projects link to, by the resource's wire name. */
const LINK_TABLES = {
  [RESOURCE.skill]: { table: 'projectSkills', column: 'skillId' },
  [RESOURCE.category]: { table: 'projectCategories', column: 'categoryId' },
} as const;

function linkTableOf(resource: string) {
  return Object.hasOwn(LINK_TABLES, resource) ? LINK_TABLES[resource as keyof typeof LINK_TABLES] : undefined;
}

/**
 * The projects' links to the entry `entryId` of `resource`, read before it is deleted; undefined
 * for a resource that projects do not link to.
 */
export async function incomingLinks(
  db: AnyDb,
  resource: string,
  entryId: string,
): Promise<IncomingLink[] | undefined> {
  const link = linkTableOf(resource);
  if (!link) return undefined;
  const rows =
    link.table === 'projectSkills'
      ? await db
          .selectFrom('projectSkills')
          .select(['projectId', 'position'])
          .where('skillId', '=', entryId)
          .orderBy('projectId')
          .execute()
      : await db
          .selectFrom('projectCategories')
          .select(['projectId', 'position'])
          .where('categoryId', '=', entryId)
          .orderBy('projectId')
          .execute();
  return rows.map((row) => ({ projectId: row.projectId, position: row.position }));
}

/**
 * Give the restored entry its projects' links back: to each project that still exists and does not
 * link to it already, at its old place (clamped to the project's list; the later links move down).
 * @returns the number of links given back.
 */
export async function restoreIncomingLinks(
  db: AnyDb,
  resource: string,
  entryId: string,
  links: readonly IncomingLink[],
): Promise<number> {
  const link = linkTableOf(resource);
  if (!link || links.length === 0) return 0;
  const existing = new Set(
    (
      await db
        .selectFrom('projects')
        .select('id')
        .where(
          'id',
          'in',
          links.map((item) => item.projectId),
        )
        .execute()
    ).map((row) => row.id),
  );
  let restored = 0;
  for (const item of links) {
    if (!existing.has(item.projectId)) continue;
    const linked = await db
      .selectFrom(link.table)
      .select(['position'])
      .where('projectId', '=', item.projectId)
      .where(link.column, '=', entryId)
      .executeTakeFirst();
    if (linked) continue;
    const count = await db
      .selectFrom(link.table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('projectId', '=', item.projectId)
      .executeTakeFirstOrThrow();
    const at = Math.max(0, Math.min(item.position, Number(count.n)));
    await db
      .updateTable(link.table)
      .set({ position: sql<number>`position + 1` })
      .where('projectId', '=', item.projectId)
      .where('position', '>=', at)
      .execute();
    const row = { projectId: item.projectId, position: at };
    if (link.table === 'projectSkills')
      await db
        .insertInto('projectSkills')
        .values({ ...row, skillId: entryId })
        .execute();
    else
      await db
        .insertInto('projectCategories')
        .values({ ...row, categoryId: entryId })
        .execute();
    restored += 1;
  }
  return restored;
}

/** The links kept in a trash row (`trash.links`), [] when none or unreadable. */
export function parseLinks(text: string | null | undefined): IncomingLink[] {
  if (!text) return [];
  try {
    const value = JSON.parse(text) as unknown;
    if (!Array.isArray(value)) return [];
    return value.filter(
      (item): item is IncomingLink =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as IncomingLink).projectId === 'string' &&
        Number.isSafeInteger((item as IncomingLink).position),
    );
  } catch {
    return [];
  }
}
