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
 * Source: docs/api.md "Routes", "Populated reads", "Rules carried by the server".
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ALL_CATEGORY_TITLE } from '../../../shared/constants.js';
import { paths, RESOURCE } from '../../../shared/paths.js';
import { envelopeSchema, projectAnyPopulateSchema, type Project } from '../../../shared/schemas.js';
import type { Database, Row } from '../../db/types.js';
import { badRequest } from '../../lib/http-error.js';
import { envelope } from '../../lib/reply.js';
import { projects as projectDeclaration } from '../../../shared/resources/index.js';
import { categoryKey } from './categories.js';
import { idParams } from '../../lib/id-params.js';
import { registerOrderedRoutes, type RouteDeps } from './ordered-resource.js';
import { repositoryOf } from './repository.js';
import { parsePopulate, populateProjects } from './populate.js';
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

/** The ids of `ids` that exist in `table`, in their order. */
async function existingIds(
  db: AnyDb,
  table: 'skills' | 'categories',
  ids: unknown,
): Promise<string[] | undefined> {
  if (!Array.isArray(ids)) return undefined;
  if (ids.length === 0) return [];
  const found = await db
    .selectFrom(table)
    .select('id')
    .where('id', 'in', ids as string[])
    .execute();
  const known = new Set(found.map((row) => row.id));
  return (ids as string[]).filter((id) => known.has(id));
}

export const projects = serverResource(projectDeclaration, {
  async keepExistingLinks(db, input) {
    const kept = { ...input };
    const languages = await existingIds(db as AnyDb, 'skills', input.languages);
    const categoryIds = await existingIds(db as AnyDb, 'categories', input.categories);
    if (languages) kept.languages = languages;
    if (categoryIds) kept.categories = categoryIds;
    return kept;
  },
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
    if (input.languages) await assertExisting(db as AnyDb, 'skills', 'languages', input.languages);
    if (input.categories) await assertExisting(db as AnyDb, 'categories', 'categories', input.categories);
  },
  async afterWrite(db, id, input, created) {
    let categoryIds = input.categories;
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
    await replaceLinks(db as AnyDb, id, input.languages, categoryIds);
  },
});

const populateQuery = z.object({ populate: z.string().optional() });

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
