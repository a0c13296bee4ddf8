/**
 * Projects (wire `proyects`): an ordered resource whose skills (`languages`) and categories live in
 * link tables, plus the populated reads.
 *
 * - Every project carries the `All` category when it exists: added on create and update.
 * - Unknown skill or category ids in a body are 400; links keep the order given.
 * - `GET /api/proyects/populated?populate=languages,categories` and `/api/proyects/{id}/populated`
 *   replace the id lists by objects; an unknown or empty populate field is 400 ('All fields are needed!'
 *   when empty). A list costs five queries whatever the number of projects (docs/decisions/0003-list-cache.md).
 *
 * Source: contract.md "Routes", "Populated reads", "Rules carried by the server".
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ALL_CATEGORY_TITLE } from '../../../shared/constants.js';
import { MESSAGES } from '../../../shared/messages.js';
import { paths, RESOURCE } from '../../../shared/paths.js';
import {
  envelopeSchema,
  PROJECT_POPULATE_FIELDS,
  projectAnyPopulateSchema,
  type CategoryRef,
  type Project,
  type SkillRef,
} from '../../../shared/schemas.js';
import type { Database, Row } from '../../db/types.js';
import { badRequest } from '../../lib/http-error.js';
import { envelope } from '../../lib/reply.js';
import {
  categories as categoryDeclaration,
  projects as projectDeclaration,
  skills as skillDeclaration,
} from '../../../shared/resources/index.js';
import { parseTranslations } from '../../../shared/i18n/content.js';
import { categoryKey } from './categories.js';
import { idParams } from '../../lib/id-params.js';
import { registerOrderedRoutes, type RouteDeps } from './ordered-resource.js';
import { repositoryOf } from './repository.js';
import { rowMapping, serverResource } from './resource.js';

type AnyDb = Kysely<Database>;

/** Link ids of the given projects, in link order. Two queries. */
async function linkIds(db: AnyDb, projectIds: string[]) {
  const skills = new Map<string, string[]>();
  const categories = new Map<string, string[]>();
  if (projectIds.length === 0) return { skills, categories };
  const [skillRows, categoryRows] = await Promise.all([
    db
      .selectFrom('projectSkills')
      .select(['projectId', 'skillId as id'])
      .where('projectId', 'in', projectIds)
      .orderBy('projectId')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('projectCategories')
      .select(['projectId', 'categoryId as id'])
      .where('projectId', 'in', projectIds)
      .orderBy('projectId')
      .orderBy('position')
      .execute(),
  ]);
  for (const row of skillRows) skills.set(row.projectId, [...(skills.get(row.projectId) ?? []), row.id]);
  for (const row of categoryRows)
    categories.set(row.projectId, [...(categories.get(row.projectId) ?? []), row.id]);
  return { skills, categories };
}

const mapping = rowMapping<'projects', Project>(projectDeclaration);

function rowToProject(row: Row<'projects'>, skillIds: string[], categoryIds: string[]): Project {
  return { ...mapping.toWire(row), languages: skillIds, categories: categoryIds };
}

/** Check that every id exists in `table`; 400 naming the field otherwise. */
async function assertExisting(db: AnyDb, table: 'skills' | 'categories', field: string, ids: string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const found = await db.selectFrom(table).select('id').where('id', 'in', unique).execute();
  if (found.length !== unique.length) {
    const known = new Set(found.map((row) => row.id));
    const missing = unique.filter((id) => !known.has(id));
    throw badRequest(`${field} has ids that do not exist: ${missing.join(', ')}.`, [
      { path: field, message: 'has ids that do not exist' },
    ]);
  }
}

async function allCategoryId(db: AnyDb): Promise<string | undefined> {
  const row = await db
    .selectFrom('categories')
    .select('id')
    .where('titleKey', '=', categoryKey(ALL_CATEGORY_TITLE))
    .executeTakeFirst();
  return row?.id;
}

async function replaceLinks(
  db: AnyDb,
  projectId: string,
  skillIds: string[] | undefined,
  categoryIds: string[] | undefined,
) {
  if (skillIds !== undefined) {
    await db.deleteFrom('projectSkills').where('projectId', '=', projectId).execute();
    const unique = [...new Set(skillIds)];
    if (unique.length > 0) {
      await db
        .insertInto('projectSkills')
        .values(unique.map((skillId, position) => ({ projectId, skillId, position })))
        .execute();
    }
  }
  if (categoryIds !== undefined) {
    await db.deleteFrom('projectCategories').where('projectId', '=', projectId).execute();
    const unique = [...new Set(categoryIds)];
    if (unique.length > 0) {
      await db
        .insertInto('projectCategories')
        .values(unique.map((categoryId, position) => ({ projectId, categoryId, position })))
        .execute();
    }
  }
}

export const projects = serverResource(projectDeclaration, {
  async hydrate(db, rows) {
    const links = await linkIds(
      db as AnyDb,
      rows.map((row) => row.id),
    );
    return rows.map((row) =>
      rowToProject(row, links.skills.get(row.id) ?? [], links.categories.get(row.id) ?? []),
    );
  },
  async beforeWrite(db, input) {
    if (Array.isArray(input.languages))
      await assertExisting(db as AnyDb, 'skills', 'languages', input.languages as string[]);
    if (Array.isArray(input.categories))
      await assertExisting(db as AnyDb, 'categories', 'categories', input.categories as string[]);
  },
  async afterWrite(db, id, input, created) {
    let categoryIds = input.categories as string[] | undefined;
    const allId = await allCategoryId(db as AnyDb);
    if (allId) {
      if (categoryIds !== undefined && !categoryIds.includes(allId)) categoryIds = [allId, ...categoryIds];
      if (categoryIds === undefined && created) categoryIds = [allId];
      if (categoryIds === undefined) {
        const has = await db
          .selectFrom('projectCategories')
          .select('projectId')
          .where('projectId', '=', id)
          .where('categoryId', '=', allId)
          .executeTakeFirst();
        if (!has) {
          const current = await db
            .selectFrom('projectCategories')
            .select('categoryId')
            .where('projectId', '=', id)
            .orderBy('position')
            .execute();
          categoryIds = [allId, ...current.map((row) => row.categoryId)];
        }
      }
    }
    await replaceLinks(db as AnyDb, id, input.languages as string[] | undefined, categoryIds);
  },
});

const populateQuery = z.object({ populate: z.string().optional() });

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
  // Each ref carries its translations (issue 11) so a visitor reads category and skill titles in
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

/** Register the project routes: the ordered-resource routes plus the two populated reads. */
export function registerProjectRoutes(app: FastifyInstance, deps: RouteDeps) {
  const repo = repositoryOf(projects);
  const base = paths.list(RESOURCE.project);
  const tags = [RESOURCE.project];
  registerOrderedRoutes(app, deps, projects);
  const route = app.withTypeProvider<ZodTypeProvider>();
  route.get(
    `${base}/populated`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        querystring: populateQuery,
        response: { 200: envelopeSchema(z.array(projectAnyPopulateSchema)) },
      },
    },
    async (request, reply) => {
      const fields = parsePopulate(request.query.populate);
      const key = `${RESOURCE.project}:populated:${[...fields].sort().join(',')}`;
      await deps.cache.send(request, reply, key, 'Proyects found', async () =>
        populateProjects(deps.db, await repo.list(deps.db), fields),
      );
    },
  );
  route.get(
    `${base}/:id/populated`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: idParams,
        querystring: populateQuery,
        response: { 200: envelopeSchema(projectAnyPopulateSchema) },
      },
    },
    async (request) => {
      const fields = parsePopulate(request.query.populate);
      const [project] = await populateProjects(deps.db, [await repo.get(deps.db, request.params.id)], fields);
      return envelope(request, project!, 'Proyect found');
    },
  );
}
