/**
 * The category rules that are not data: titles unique ignoring case (column `titleKey`), and the
 * `All` category, which can be neither renamed nor deleted (projects always carry it; projects.ts).
 *
 * Source: docs/api.md "Rules carried by the server"; docs/product.md §8 'Error: This Category must be all time!'.
 * Errors: 400 renaming or deleting `All`, 409 a title already taken.
 */
import { ALL_CATEGORY_TITLE } from '../../../shared/constants.js';
import { MESSAGES } from '../../../shared/messages.js';
import { categories as declaration } from '../../../shared/resources/index.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { badRequest, conflict } from '../../lib/http-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { nextPosition } from '../ordering.js';
import { rowMapping, serverResource } from './resource.js';

/** Case-insensitive key of a category title (unique in the table). */
export function categoryKey(title: string): string {
  return title.trim().toLowerCase();
}

const mapping = rowMapping<'categories', unknown>(declaration);

export const categories = serverResource(declaration, {
  toColumns(input) {
    const columns = mapping.toColumns(input);
    return typeof input.title === 'string' ? { ...columns, titleKey: categoryKey(input.title) } : columns;
  },
  async beforeWrite(db, input, id) {
    if (typeof input.title !== 'string') return;
    const key = categoryKey(input.title);
    if (id !== undefined) {
      const existing = await db
        .selectFrom('categories')
        .select('titleKey')
        .where('id', '=', id)
        .executeTakeFirst();
      if (existing?.titleKey === categoryKey(ALL_CATEGORY_TITLE) && key !== existing.titleKey) {
        throw badRequest(`The category ${ALL_CATEGORY_TITLE} cannot be renamed.`);
      }
    }
    let query = db.selectFrom('categories').select('id').where('titleKey', '=', key);
    if (id !== undefined) query = query.where('id', '!=', id);
    if (await query.executeTakeFirst()) {
      throw conflict(`A category titled "${input.title}" already exists.`);
    }
  },
  async beforeDelete(_db, row) {
    if (row.titleKey === categoryKey(ALL_CATEGORY_TITLE))
      throw badRequest(MESSAGES.validation.allCategoryDelete);
  },
});

/**
 * Create the `All` category when missing (in `db`'s transaction when it is one): at the first start,
 * after a restore or a reset, before an import (docs/product.md §9).
 */
export async function ensureAllCategory(db: Kysely<Database>): Promise<void> {
  // Inside a caller's transaction (restore, reset), run in it.
  const inTransaction = (work: (trx: Kysely<Database>) => Promise<void>) =>
    db.isTransaction ? work(db) : db.transaction().execute(work);
  await inTransaction(async (trx) => {
    const existing = await trx
      .selectFrom('categories')
      .select('id')
      .where('titleKey', '=', categoryKey(ALL_CATEGORY_TITLE))
      .executeTakeFirst();
    if (existing) return;
    const now = nowIso();
    await trx
      .insertInto('categories')
      .values({
        id: newId(),
        title: ALL_CATEGORY_TITLE,
        titleKey: categoryKey(ALL_CATEGORY_TITLE),
        thumbnails: '',
        position: await nextPosition(trx, 'categories'),
        createdAt: now,
        updatedAt: now,
      })
      .execute();
  });
}
