/**
 * The trash's routes (docs/product.md §22, docs/api.md "History and trash"), the owner's (admin):
 *
 * GET    /api/trash                             what is in the trash, newest first (purged first of
 *                                                what is older than TRASH_DAYS)
 * POST   /api/trash/{resource}/{id}/restore     put a deleted entry back (its place, its links); a
 *                                                version with its links (`versions`, ./version-trash.ts)
 * DELETE /api/trash/{resource}/{id}             delete it for good (with its history)
 *
 * Errors: 400 malformed ids, 404 an unknown list or an entry not in the trash, 409 an entry that no
 * longer fits (a title taken meanwhile).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { historyPaths, historyRoutes, trashItemSchema, type TrashItem } from '../../../shared/history.js';
import { envelopeSchema, idSchema } from '../../../shared/schemas.js';
import type { Database, Row } from '../../db/types.js';
import { notFound } from '../../lib/http-error.js';
import { envelope } from '../../lib/reply.js';
import { actorOf } from '../resources/ordered-resource.js';
import { findResource as find, type KnownResource } from './known-resources.js';
import { parseLinks, restoreIncomingLinks } from './links.js';
import { forgetEntry, purgeTrash, TRASH_DAYS } from './record.js';
import { restoreVersionFromTrash } from './version-trash.js';
import { HISTORY_DOCUMENTS } from '../../../shared/history-documents.js';

/** A trashed entry on the wire, with the time the trash empties it. */
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

const resourceParams = z.object({ resource: z.string().min(1).max(64), id: idSchema });

/** What the trash holds of `wire`: a list's entries, or versions (./version-trash.ts); 404 otherwise. */
function trashedKind(wire: string): Pick<KnownResource['resource'], 'wire' | 'label'> {
  if (wire === HISTORY_DOCUMENTS.version) return { wire, label: 'Version' };
  return find(wire).resource;
}

/** The trash's item of `resource`'s entry `id`; 404 "This … is not in the trash." when there is none. */
async function trashItem(
  trx: Transaction<Database>,
  resource: Pick<KnownResource['resource'], 'wire' | 'label'>,
  id: string,
): Promise<Row<'trash'>> {
  const item = await trx
    .selectFrom('trash')
    .selectAll()
    .where('resource', '=', resource.wire)
    .where('entryId', '=', id)
    .executeTakeFirst();
  if (!item) throw notFound(`This ${resource.label.toLowerCase()} is not in the trash.`);
  return item;
}

/** Register the trash's routes (see the module doc). */
export function registerTrashRoutes(app: FastifyInstance, deps: { db: Kysely<Database> }): void {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['history'];
  const transaction = <T>(work: (trx: Transaction<Database>) => Promise<T>) =>
    deps.db.transaction().execute(work);

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
      const actor = actorOf(request);
      if (request.params.resource === HISTORY_DOCUMENTS.version) {
        // A version comes back with its links, their tokens unchanged (./version-trash.ts).
        const version = await transaction((trx) => restoreVersionFromTrash(trx, request.params.id, actor));
        return envelope(request, version, 'Version restored');
      }
      const { resource, repo } = find(request.params.resource);
      const restored = await transaction(async (trx) => {
        const item = await trashItem(trx, resource, request.params.id);
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
      const resource = trashedKind(request.params.resource);
      const removed = await transaction(async (trx) => {
        const item = await trashItem(trx, resource, request.params.id);
        await forgetEntry(trx, resource.wire, request.params.id);
        return trashToWire(item);
      });
      return envelope(request, removed, `${resource.label} deleted for good`);
    },
  );
}
