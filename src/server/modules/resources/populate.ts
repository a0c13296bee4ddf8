/**
 * Populated project reads: `?populate=` parsed ({@link parsePopulate}) and a project's skill and
 * category ids replaced by the objects, each with its translations ({@link populateProjects}).
 *
 * Source: docs/api.md §2.1 "Populated reads"; docs/product.md §8 ('All fields are needed!').
 * Errors: HttpError 400 for an empty or unknown populate field.
 */
import type { Kysely } from 'kysely';
import { parseTranslations } from '../../../shared/i18n/content.js';
import { MESSAGES } from '../../../shared/messages.js';
import {
  categories as categoryDeclaration,
  skills as skillDeclaration,
} from '../../../shared/resources/index.js';
import {
  PROJECT_POPULATE_FIELDS,
  type CategoryRef,
  type Project,
  type SkillRef,
} from '../../../shared/schemas.js';
import type { Database } from '../../db/types.js';
import { badRequest } from '../../lib/http-error.js';

type AnyDb = Kysely<Database>;

/**
 * Parse `?populate=`: a comma-separated subset of languages, categories.
 * @throws HttpError 400 'All fields are needed!' when empty, or naming the unknown field.
 */
export function parsePopulate(value: string | undefined): Set<'languages' | 'categories'> {
  const fields = (value ?? '')
    .split(',')
    .map((field) => field.trim())
    .filter((field) => field.length > 0);
  if (fields.length === 0) throw badRequest(MESSAGES.validation.populateFieldsNeeded);
  const result = new Set<'languages' | 'categories'>();
  for (const field of fields) {
    if (!(PROJECT_POPULATE_FIELDS as readonly string[]).includes(field)) {
      throw badRequest(`Cannot populate "${field}": use languages, categories or both.`, [
        { path: 'populate', message: `unknown field ${field}` },
      ]);
    }
    result.add(field as 'languages' | 'categories');
  }
  return result;
}

/** Replace id lists by objects. Two queries whatever the number of projects. */
export async function populateProjects(db: AnyDb, list: Project[], fields: Set<'languages' | 'categories'>) {
  const skillIds = fields.has('languages') ? [...new Set(list.flatMap((project) => project.languages))] : [];
  const categoryIds = fields.has('categories')
    ? [...new Set(list.flatMap((project) => project.categories))]
    : [];
  const [skillRows, categoryRows] = await Promise.all([
    skillIds.length
      ? db
          .selectFrom('skills')
          .select(['id', 'title', 'percent', 'type', 'thumbnails', 'i18n'])
          .where('id', 'in', skillIds)
          .execute()
      : [],
    categoryIds.length
      ? db
          .selectFrom('categories')
          .select(['id', 'title', 'thumbnails', 'i18n'])
          .where('id', 'in', categoryIds)
          .execute()
      : [],
  ]);
  // Each ref carries its translations so a visitor reads category and skill titles in
  // their language; `i18n` is left out when none is stored, as on every read.
  const translated = (json: string, translatable: readonly string[]) => {
    const i18n = parseTranslations(json, translatable);
    return i18n ? { i18n } : {};
  };
  const skills = new Map<string, SkillRef>(
    skillRows.map((row) => [
      row.id,
      {
        _id: row.id,
        title: row.title,
        percent: row.percent,
        type: row.type as SkillRef['type'],
        thumbnails: row.thumbnails,
        ...translated(row.i18n, skillDeclaration.translatable),
      },
    ]),
  );
  const categories = new Map<string, CategoryRef>(
    categoryRows.map((row) => [
      row.id,
      {
        _id: row.id,
        title: row.title,
        thumbnails: row.thumbnails,
        ...translated(row.i18n, categoryDeclaration.translatable),
      },
    ]),
  );
  return list.map((project) => ({
    ...project,
    languages: fields.has('languages')
      ? project.languages.flatMap((id) => skills.get(id) ?? [])
      : project.languages,
    categories: fields.has('categories')
      ? project.categories.flatMap((id) => categories.get(id) ?? [])
      : project.categories,
  }));
}
