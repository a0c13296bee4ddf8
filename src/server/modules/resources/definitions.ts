/**
 * Definitions of the simple ordered resources: works, educations, skills (wire `languages`),
 * categories and social links (wire `social-medias`). Each maps wire fields onto table columns and
 * back; the generic module (ordered-resource.ts) does the rest.
 *
 * Source: contract.md "Entities on the wire" and "Rules carried by the server" (unique category
 * titles ignoring case; the `All` category cannot be deleted).
 */
import { ALL_CATEGORY_TITLE } from '../../../shared/constants.js';
import { MESSAGES } from '../../../shared/messages.js';
import { RESOURCE } from '../../../shared/paths.js';
import {
  categoryCreateSchema,
  categoryDefaults,
  categorySchema,
  categoryUpdateSchema,
  educationCreateSchema,
  educationDefaults,
  educationSchema,
  educationUpdateSchema,
  skillCreateSchema,
  skillDefaults,
  skillSchema,
  skillUpdateSchema,
  socialLinkCreateSchema,
  socialLinkDefaults,
  socialLinkSchema,
  socialLinkUpdateSchema,
  workCreateSchema,
  workDefaults,
  workSchema,
  workUpdateSchema,
  type Category,
  type Education,
  type Skill,
  type SocialLink,
  type Work,
} from '../../../shared/schemas.js';
import type { Row } from '../../db/types.js';
import { badRequest, conflict } from '../../lib/http-error.js';
import type { OrderedResource } from './ordered-resource.js';

/** Common row → wire mapping: `id` → `_id`, `position` → `order`, 0/1 → boolean for `finished`. */
export function baseToWire<T>(row: Record<string, unknown>): T {
  const { id, position, ...rest } = row;
  const wire: Record<string, unknown> = { _id: id, ...rest, order: position };
  if ('finished' in rest) wire.finished = Boolean(rest.finished);
  return wire as T;
}

/** Common wire → columns mapping: booleans to 0/1; every other field keeps its name. */
export function baseToColumns(input: Record<string, unknown>): Record<string, unknown> {
  const columns: Record<string, unknown> = { ...input };
  if (typeof input.finished === 'boolean') columns.finished = input.finished ? 1 : 0;
  return columns;
}

export const works: OrderedResource<Work, unknown, unknown> = {
  wire: RESOURCE.work,
  table: 'works',
  label: 'Work',
  plural: 'Works',
  createSchema: workCreateSchema,
  updateSchema: workUpdateSchema,
  wireSchema: workSchema,
  defaults: workDefaults,
  toColumns: baseToColumns,
  toWire: (row: Row<'works'>) => baseToWire<Work>(row as never),
};

export const educations: OrderedResource<Education, unknown, unknown> = {
  wire: RESOURCE.education,
  table: 'educations',
  label: 'Education',
  plural: 'Educations',
  createSchema: educationCreateSchema,
  updateSchema: educationUpdateSchema,
  wireSchema: educationSchema,
  defaults: educationDefaults,
  toColumns: baseToColumns,
  toWire: (row: Row<'educations'>) => baseToWire<Education>(row as never),
};

export const skills: OrderedResource<Skill, unknown, unknown> = {
  wire: RESOURCE.skill,
  table: 'skills',
  label: 'Language',
  plural: 'Languages',
  createSchema: skillCreateSchema,
  updateSchema: skillUpdateSchema,
  wireSchema: skillSchema,
  defaults: skillDefaults,
  toColumns: baseToColumns,
  toWire: (row: Row<'skills'>) => baseToWire<Skill>(row as never),
};

export const socialLinks: OrderedResource<SocialLink, unknown, unknown> = {
  wire: RESOURCE.socialLink,
  table: 'socialLinks',
  label: 'Social Media/Contact',
  plural: 'Social Medias/Contacts',
  createSchema: socialLinkCreateSchema,
  updateSchema: socialLinkUpdateSchema,
  wireSchema: socialLinkSchema,
  defaults: socialLinkDefaults,
  toColumns: baseToColumns,
  toWire: (row: Row<'socialLinks'>) => baseToWire<SocialLink>(row as never),
};

/** Case-insensitive key of a category title (unique in the table). */
export function categoryKey(title: string): string {
  return title.trim().toLowerCase();
}

export const categories: OrderedResource<Category, unknown, unknown> = {
  wire: RESOURCE.category,
  table: 'categories',
  label: 'Category',
  plural: 'Categories',
  createSchema: categoryCreateSchema,
  updateSchema: categoryUpdateSchema,
  wireSchema: categorySchema,
  defaults: categoryDefaults,
  toColumns: (input) => {
    const columns = baseToColumns(input);
    if (typeof input.title === 'string') columns.titleKey = categoryKey(input.title);
    return columns;
  },
  toWire: (row: Row<'categories'>) => {
    const { titleKey: _key, ...rest } = row;
    return baseToWire<Category>(rest as never);
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
  async beforeDelete(_db, row: Row<'categories'>) {
    if (row.titleKey === categoryKey(ALL_CATEGORY_TITLE))
      throw badRequest(MESSAGES.validation.allCategoryDelete);
  },
};
