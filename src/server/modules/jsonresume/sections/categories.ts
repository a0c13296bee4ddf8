/**
 * Categories ↔ the document's `x-vitae.categories` list (title and thumbnails, in order) and each
 * project's `type` (its first category besides `All`; the others in the project's `x-vitae`).
 * Import: the listed categories first, then the project types as they come ({@link CategoryIndex});
 * once the projects are in, the listed ones take the first positions ({@link CategoryIndex.finish}).
 *
 * Source: docs/decisions/0004-json-resume-mapping.md.
 */
import type { Transaction } from 'kysely';
import { categoryCreateSchema, type Category } from '../../../../shared/schemas.js';
import type { Database } from '../../../db/types.js';
import { categories, categoryKey } from '../../resources/definitions.js';
import { repositoryOf } from '../../resources/repository.js';
import { EXTENSION_KEY, type Ext, type JsonResume } from '../document.js';
import { checkFields } from '../check-fields.js';
import { extensionOf, pick } from '../read-fields.js';
import { put } from '../write-fields.js';
import { type Warnings } from '../import-field.js';
import { breathe } from '../breathe.js';
import { showValue } from '../show-value.js';

type Trx = Transaction<Database>;

/** The categories an import knows, and how to find or make one by title. */
export interface CategoryIndex {
  /** The id of the category titled `title` (ignoring case), created when new; undefined when refused. */
  idOf(title: unknown, from: string): Promise<string | undefined>;
  /** Put the categories the document lists first, in its order (after the projects are imported). */
  finish(): Promise<void>;
}

/** Import the document's `x-vitae.categories` list. Answers the index the projects use. */
export async function importCategories(
  trx: Trx,
  doc: JsonResume,
  warnings: Warnings,
): Promise<CategoryIndex> {
  // Categories: the document's list (order and thumbnails), then the project types as they come.
  const categoryRepo = repositoryOf(categories);
  const categoryIds = new Map<string, string>();
  for (const row of await trx.selectFrom('categories').select(['id', 'titleKey']).execute())
    categoryIds.set(row.titleKey, row.id);
  const listed: string[] = [];
  const rootExt = extensionOf(doc, '(root)', warnings);
  const rootCategories = rootExt.categories;
  if (rootCategories !== undefined && !Array.isArray(rootCategories)) {
    warnings.add(`${EXTENSION_KEY}.categories`, 'must be a list; ignored');
  }
  for (const [index, item] of (Array.isArray(rootCategories) ? rootCategories : []).entries()) {
    await breathe();
    const path = `${EXTENSION_KEY}.categories[${index}]`;
    const entry = (typeof item === 'object' && item !== null ? item : {}) as Ext;
    const input = checkFields(
      categoryCreateSchema,
      {
        title: pick(entry, 'title', path, undefined),
        thumbnails: pick(entry, 'thumbnails', path, undefined),
      },
      warnings,
      path,
    );
    if (!input) continue;
    const key = categoryKey(input.title as string);
    const existing = categoryIds.get(key);
    if (existing && listed.includes(existing)) {
      warnings.add(path, `the category ${showValue(input.title)} is listed twice; skipped`);
    } else if (existing) {
      if (input.thumbnails !== undefined)
        await categoryRepo.update(trx, existing, { thumbnails: input.thumbnails });
      listed.push(existing);
    } else {
      const created = await categoryRepo.create(trx, input);
      categoryIds.set(key, created._id);
      listed.push(created._id);
    }
  }
  const idOf = async (title: unknown, from: string) => {
    const input = checkFields(categoryCreateSchema, { title: { value: title, from } }, warnings, from);
    if (!input) return undefined;
    const key = categoryKey(input.title as string);
    const known = categoryIds.get(key);
    if (known) return known;
    const created = await categoryRepo.create(trx, input);
    categoryIds.set(key, created._id);
    return created._id;
  };

  const finish = async () => {
    // Categories listed in the document take the first positions, in their order; the others follow.
    if (listed.length > 0) {
      const rows = await trx
        .selectFrom('categories')
        .select('id')
        .orderBy('position')
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
      const order = [...listed, ...rows.map((row) => row.id).filter((id) => !listed.includes(id))];
      for (const [position, id] of order.entries()) {
        await trx.updateTable('categories').set({ position }).where('id', '=', id).execute();
      }
    }
  };
  return { idOf, finish };
}

/** The document's `x-vitae.categories` list: every category (`All` too), in order. */
export function exportCategories(list: Category[]): Ext[] {
  return list.map((category) => {
    const item: Ext = { title: category.title };
    put(item, 'thumbnails', category.thumbnails);
    return item;
  });
}
