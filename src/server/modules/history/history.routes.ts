/**
 * The routes of the history, the trash and the retention setting (docs/product.md §22, docs/api.md
 * "History and trash"); every route is the owner's (admin). Wire shapes: src/shared/history.ts.
 *
 * GET    /api/history/{resource}/{id}           the entry's changes, newest first (`?limit=` up
 *                                                to 200, default 50; `?before={changeId}` the older ones)
 * POST   /api/history/changes/{id}/restore      bring back a change's state (`{state: 'before'|'after'}`)
 * GET|POST|DELETE /api/trash…                 the trash (trash.routes.ts)
 * GET|PUT /api/settings/history                 the retention `{days, states}`
 *
 * The same routes serve the history of the person, the users, the versions, their links and the
 * settings (./document-restore.ts; a setting's id is its name, e.g. `/api/history/settings/design`).
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
  type HistoryChange,
} from '../../../shared/history.js';
import { envelopeSchema, idSchema } from '../../../shared/schemas.js';
import type { Database, Row } from '../../db/types.js';
import { notFound } from '../../lib/http-error.js';
import { envelope } from '../../lib/reply.js';
import { actorOf } from '../resources/ordered-resource.js';
import { HISTORY_DOCUMENTS, isHistoryDocument, SETTINGS_ENTRIES } from '../../../shared/history-documents.js';
import { restoreDocument } from './document-restore.js';
import { findResource as find } from './known-resources.js';
import { registerTrashRoutes } from './trash.routes.js';
import { recordUpdate } from './documents.js';
import { parseLinks, restoreIncomingLinks } from './links.js';
import { readRetention, writeRetention } from './record.js';
import { olderThan } from '../../db/newest-first.js';

type Trx = Transaction<Database>;

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

/** The tables of the recorded documents with ids (docs/product.md §30), by resource name. */
const DOCUMENT_TABLES = {
  [HISTORY_DOCUMENTS.person]: 'people',
  [HISTORY_DOCUMENTS.user]: 'users',
  [HISTORY_DOCUMENTS.version]: 'versions',
  [HISTORY_DOCUMENTS.link]: 'versionLinks',
} as const satisfies Record<string, keyof Database>;

/**
 * Whether `entryId` names something of `resource` whose history may be asked for: a live entry or
 * document, one in the trash, or a setting by its name. Called only when its history is empty, so a
 * deleted entry whose changes remain is never refused. Source: docs/api.md §1 (a well-formed unknown
 * id is 404). Errors: database errors reach the caller.
 */
export async function historyEntryKnown(
  db: Kysely<Database>,
  resource: string,
  entryId: string,
): Promise<boolean> {
  if (resource === HISTORY_DOCUMENTS.settings)
    return (SETTINGS_ENTRIES as readonly string[]).includes(entryId);
  if ((SETTINGS_ENTRIES as readonly string[]).includes(entryId)) return false;
  const trashed = await db
    .selectFrom('trash')
    .select('entryId')
    .where('resource', '=', resource)
    .where('entryId', '=', entryId)
    .executeTakeFirst();
  if (trashed) return true;
  const table = (
    DOCUMENT_TABLES as Record<string, 'people' | 'users' | 'versions' | 'versionLinks' | undefined>
  )[resource];
  if (table) {
    const row = await db.selectFrom(table).select('id').where('id', '=', entryId).executeTakeFirst();
    return row !== undefined;
  }
  return (await find(resource).repo.findRow(db, entryId)) !== undefined;
}

const historyQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).optional(),
  before: idSchema.optional(),
});

/** A history's entry: an id, or a setting's name (src/shared/history-documents.ts). */
const entryParams = z.object({
  resource: z.string().min(1).max(64),
  id: z.union([idSchema, z.enum(SETTINGS_ENTRIES)]),
});

export function registerHistoryRoutes(app: FastifyInstance, deps: { db: Kysely<Database> }): void {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['history'];
  const transaction = <T>(work: (trx: Trx) => Promise<T>) => deps.db.transaction().execute(work);
  registerTrashRoutes(app, deps);

  route.get(
    historyRoutes.entry,
    {
      schema: {
        tags,
        params: entryParams,
        querystring: historyQuery,
        response: { 200: envelopeSchema(z.array(historyChangeSchema)) },
      },
    },
    async (request) => {
      if (!isHistoryDocument(request.params.resource)) find(request.params.resource);
      const changes = await entryHistory(deps.db, request.params.resource, request.params.id, request.query);
      // docs/api.md §1: a well-formed unknown id is 404, not an empty history.
      if (
        changes.length === 0 &&
        !(await historyEntryKnown(deps.db, request.params.resource, request.params.id))
      ) {
        throw notFound('There is no such entry and nothing in its history.');
      }
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
        const side = request.body?.state ?? (change.after === null ? 'before' : 'after');
        const state = parse(side === 'before' ? change.before : change.after);
        if (isHistoryDocument(change.resource)) {
          // The person, a user, a version, a link or a setting (docs/product.md §30).
          const restored = await restoreDocument(trx, change.resource, change.entryId, state, {
            actor,
            signedInAt: request.signedInAt ?? null,
          });
          return { resource: { label: restored.label }, value: restored.value };
        }
        const { resource, repo } = find(change.resource);
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
    historyPaths.retention,
    { schema: { tags, response: { 200: envelopeSchema(retentionSchema) } } },
    async (request) => envelope(request, await readRetention(deps.db), 'History settings found'),
  );

  route.put(
    historyPaths.retention,
    { schema: { tags, body: retentionSchema, response: { 200: envelopeSchema(retentionSchema) } } },
    async (request) => {
      await transaction(async (trx) => {
        const before = await readRetention(trx);
        await writeRetention(trx, request.body);
        // docs/product.md §30: the setting's own history.
        await recordUpdate(
          trx,
          { resource: HISTORY_DOCUMENTS.settings, entryId: 'history', before, after: request.body },
          actorOf(request),
        );
      });
      return envelope(request, await readRetention(deps.db), 'History settings saved');
    },
  );
}
