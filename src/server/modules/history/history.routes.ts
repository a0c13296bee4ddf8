/**
 * The routes of the history, the trash and the retention setting (docs/product.md §22, docs/api.md
 * "History and trash"); every route is the owner's (admin). Wire shapes: src/shared/history.ts.
 *
 * GET    /api/history/{resource}/{id}           the entry's changes, newest first (`?limit=` up
 *                                                to 200, default 50; `?before={changeId}` the older ones)
 * POST   /api/history/changes/{id}/restore      bring back a change's state (`{state: 'before'|'after'}`)
 * GET    /api/trash                             what is in the trash, newest first
 * POST   /api/trash/{resource}/{id}/restore     put a deleted entry back (its place, its links)
 * DELETE /api/trash/{resource}/{id}             delete it for good (with its history)
 * GET|PUT /api/settings/history                 the retention `{days, states}`
 *
 * Every restore is itself recorded; its writes are announced on the change feed like any write
 * (app.ts), so the public lists are rebuilt. Errors: 400 malformed ids or body, 404 an unknown list,
 * change or trash item, 409 a state that no longer fits (a title taken meanwhile, an entry back
 * already).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import {
  HISTORY_PAGE_SIZE,
  historyChangeSchema,
  historyPaths,
  historyRoutes,
  restoreBodySchema,
  retentionSchema,
  trashItemSchema,
  type HistoryChange,
  type TrashItem,
} from '../../../shared/history.js';
import { envelopeSchema, idSchema } from '../../../shared/schemas.js';
import type { Database, OrderedTable, Row } from '../../db/types.js';
import { notFound } from '../../lib/http-error.js';
import { envelope } from '../../lib/reply.js';
import { plainResources } from '../resources/definitions.js';
import { actorOf } from '../resources/ordered-resource.js';
import { projects } from '../resources/projects.js';
import { repositoryOf } from '../resources/repository.js';
import type { OrderedResource } from '../resources/resource.js';
import { parseLinks, restoreIncomingLinks } from './links.js';
import { forgetEntry, purgeTrash, readRetention, TRASH_DAYS, writeRetention } from './record.js';
import { olderThan } from '../../db/newest-first.js';

type Trx = Transaction<Database>;

/** Every ordered resource by wire name, with its repository. */
function resourcesByWire() {
  const map = new Map<string, { resource: OrderedResource; repo: ReturnType<typeof repositoryOf> }>();
  for (const resource of [...plainResources, projects] as unknown as OrderedResource<OrderedTable>[]) {
    map.set(resource.wire, { resource, repo: repositoryOf(resource) });
  }
  return map;
}

const parse = (text: string | null): unknown => (text === null ? null : (JSON.parse(text) as unknown));

/** A history row on the wire. */
export function changeToWire(row: Row<'entryHistory'>): HistoryChange {
  return {
    _id: row.id,
    resource: row.resource,
    entryId: row.entryId,
    action: row.action,
    before: parse(row.before),
    after: parse(row.after),
    userId: row.userId,
    userName: row.userName,
    createdAt: row.createdAt,
  };
}

function trashToWire(row: Row<'trash'>): TrashItem {
  return {
    resource: row.resource,
    entryId: row.entryId,
    state: JSON.parse(row.state) as Record<string, unknown>,
    order: row.position,
    userName: row.userName,
    deletedAt: row.deletedAt,
    purgeAt: new Date(Date.parse(row.deletedAt) + TRASH_DAYS * 24 * 60 * 60 * 1000).toISOString(),
  };
}

/**
 * The changes of one entry, newest first: at most `limit`, older than the change `before` when
 * given (one indexed read, whatever the entry's number of states).
 */
export async function entryHistory(
  db: Kysely<Database>,
  resource: string,
  entryId: string,
  options: { limit?: number; before?: string | undefined } = {},
) {
  let query = db
    .selectFrom('entryHistory')
    .selectAll()
    .where('resource', '=', resource)
    .where('entryId', '=', entryId);
  if (options.before) {
    const cursor = await db
      .selectFrom('entryHistory')
      .select(['createdAt', 'id'])
      .where('id', '=', options.before)
      .executeTakeFirst();
    if (cursor) query = query.where(olderThan(cursor));
  }
  const rows = await query
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit ?? HISTORY_PAGE_SIZE)
    .execute();
  return rows.map(changeToWire);
}

const historyQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).optional(),
  before: idSchema.optional(),
});

const resourceParams = z.object({ resource: z.string().min(1).max(64), id: idSchema });

export function registerHistoryRoutes(app: FastifyInstance, deps: { db: Kysely<Database> }): void {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['history'];
  const known = resourcesByWire();
  const transaction = <T>(work: (trx: Trx) => Promise<T>) => deps.db.transaction().execute(work);
  const find = (wire: string) => {
    const found = known.get(wire);
    if (!found) throw notFound(`There is no list called "${wire}".`);
    return found;
  };

  route.get(
    historyRoutes.entry,
    {
      schema: {
        tags,
        params: resourceParams,
        querystring: historyQuery,
        response: { 200: envelopeSchema(z.array(historyChangeSchema)) },
      },
    },
    async (request) => {
      find(request.params.resource);
      const changes = await entryHistory(deps.db, request.params.resource, request.params.id, request.query);
      return envelope(request, changes, 'History found');
    },
  );

  route.post(
    historyRoutes.restore,
    {
      schema: {
        tags,
        params: z.object({ id: idSchema }),
        body: restoreBodySchema,
        response: { 200: envelopeSchema(z.unknown()) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const result = await transaction(async (trx) => {
        const change = await trx
          .selectFrom('entryHistory')
          .selectAll()
          .where('id', '=', request.params.id)
          .executeTakeFirst();
        if (!change) throw notFound('This change is no longer in the history.');
        const { resource, repo } = find(change.resource);
        const side = request.body?.state ?? (change.after === null ? 'before' : 'after');
        const state = parse(side === 'before' ? change.before : change.after);
        if (change.action === 'reorder') {
          const wanted = (state as string[]) ?? [];
          const present = new Set(await repo.orderIds(trx));
          await repo.reorder(
            trx,
            wanted.filter((id) => present.has(id)),
            actor,
          );
          return { resource, value: await repo.list(trx) };
        }
        if (state === null) throw notFound('This change has no such state.');
        if (await repo.findRow(trx, change.entryId)) {
          return { resource, value: await repo.restoreState(trx, change.entryId, state, actor) };
        }
        const trashed = await trx
          .selectFrom('trash')
          .select(['position', 'links'])
          .where('resource', '=', change.resource)
          .where('entryId', '=', change.entryId)
          .executeTakeFirst();
        const value = await repo.restoreDeleted(
          trx,
          state,
          trashed?.position ?? Number.MAX_SAFE_INTEGER,
          actor,
        );
        await restoreIncomingLinks(trx, change.resource, change.entryId, parseLinks(trashed?.links));
        await trx
          .deleteFrom('trash')
          .where('resource', '=', change.resource)
          .where('entryId', '=', change.entryId)
          .execute();
        return { resource, value };
      });
      return envelope(request, result.value, `${result.resource.label} restored`);
    },
  );

  route.get(
    historyPaths.trash,
    { schema: { tags, response: { 200: envelopeSchema(z.array(trashItemSchema)) } } },
    async (request) => {
      await transaction((trx) => purgeTrash(trx));
      const rows = await deps.db
        .selectFrom('trash')
        .selectAll()
        .orderBy('deletedAt', 'desc')
        .orderBy('entryId', 'desc')
        .execute();
      return envelope(request, rows.map(trashToWire), 'Trash found');
    },
  );

  route.post(
    historyRoutes.trashRestore,
    { schema: { tags, params: resourceParams, response: { 200: envelopeSchema(z.unknown()) } } },
    async (request) => {
      const { resource, repo } = find(request.params.resource);
      const actor = actorOf(request);
      const restored = await transaction(async (trx) => {
        const item = await trx
          .selectFrom('trash')
          .selectAll()
          .where('resource', '=', resource.wire)
          .where('entryId', '=', request.params.id)
          .executeTakeFirst();
        if (!item) throw notFound(`This ${resource.label.toLowerCase()} is not in the trash.`);
        const value = await repo.restoreDeleted(trx, JSON.parse(item.state), item.position, actor);
        // The projects that linked to a skill or category link to it again (links.ts).
        await restoreIncomingLinks(trx, resource.wire, request.params.id, parseLinks(item.links));
        await trx
          .deleteFrom('trash')
          .where('resource', '=', resource.wire)
          .where('entryId', '=', request.params.id)
          .execute();
        return value;
      });
      return envelope(request, restored, `${resource.label} restored`);
    },
  );

  route.delete(
    historyRoutes.trashItem,
    { schema: { tags, params: resourceParams, response: { 200: envelopeSchema(trashItemSchema) } } },
    async (request) => {
      const { resource } = find(request.params.resource);
      const removed = await transaction(async (trx) => {
        const item = await trx
          .selectFrom('trash')
          .selectAll()
          .where('resource', '=', resource.wire)
          .where('entryId', '=', request.params.id)
          .executeTakeFirst();
        if (!item) throw notFound(`This ${resource.label.toLowerCase()} is not in the trash.`);
        await forgetEntry(trx, resource.wire, request.params.id);
        return trashToWire(item);
      });
      return envelope(request, removed, `${resource.label} deleted for good`);
    },
  );

  route.get(
    historyPaths.retention,
    { schema: { tags, response: { 200: envelopeSchema(retentionSchema) } } },
    async (request) => envelope(request, await readRetention(deps.db), 'History settings found'),
  );

  route.put(
    historyPaths.retention,
    { schema: { tags, body: retentionSchema, response: { 200: envelopeSchema(retentionSchema) } } },
    async (request) => {
      await transaction((trx) => writeRetention(trx, request.body));
      return envelope(request, await readRetention(deps.db), 'History settings saved');
    },
  );
}
