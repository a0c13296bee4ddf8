/**
 * The owner's versions and links API (docs/product.md §20; docs/api.md "Versions and links";
 * src/shared/versions.ts for the wire). Every route is the admin's (the default access):
 *
 * GET    /api/versions                 the versions, oldest first
 * POST   /api/versions                 `{name, language?, includeNew?}` → 201
 * GET    /api/versions/{id}            one version
 * PATCH  /api/versions/{id}            `{name?, language?, includeNew?, hiddenSections?, entries?, overrides?}`
 * DELETE /api/versions/{id}            the version and its links, into the trash (their URLs answer
 *                                      404 until it is restored)
 * POST   /api/versions/{id}/duplicate  `{name?}` → 201 a copy of its selection
 * GET    /api/versions/{id}/content    its content now (the lists by API path)
 *
 * and the links' routes (link.routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { envelopeSchema } from '../../../shared/schemas.js';
import {
  VERSION_LIMITS,
  VERSION_PATHS,
  VERSION_TEXTS,
  versionContentSchema,
  versionCreateSchema,
  versionDuplicateSchema,
  versionSchema,
  versionUpdateSchema,
  type Version,
} from '../../../shared/versions.js';
import type { Database } from '../../db/types.js';
import { transactionLock } from '../../db/locks.js';
import { badRequest, conflict } from '../../lib/http-error.js';
import { idParams } from '../../lib/id-params.js';
import { envelope } from '../../lib/reply.js';
import { HISTORY_DOCUMENTS } from '../../../shared/history-documents.js';
import { recordCreate, recordUpdate, writerOf } from '../history/documents.js';
import { trashVersion } from '../history/version-trash.js';
import { versionContent } from './resolve.js';
import { versionsRepository } from './versions.repository.js';
import { registerLinkRoutes } from './link.routes.js';
import { versionOr404 as findVersion } from './lookups.js';

const tags = ['versions'];

/** Register the owner's routes of versions and links. */
/**
 * Refuse (409 `tooManyVersions`) a new version past VERSION_LIMITS.versions (docs/product.md §20).
 * Call it first inside the creating transaction: it takes the `versions` transaction lock, so the
 * count and the insert are one step on PostgreSQL too, and concurrent creates at the limit each get
 * the 409 or a place, never more (docs/decisions/0238-limits-counted-under-a-lock.md).
 */
export async function assertRoomForAVersion(trx: Kysely<Database>): Promise<void> {
  await transactionLock(trx, 'versions');
  if ((await versionsRepository.count(trx)) >= VERSION_LIMITS.versions)
    throw conflict(VERSION_TEXTS.tooManyVersions);
}

/** A name as versions are told apart: trimmed, case and accents folded. */
const nameKey = (name: string) => name.trim().normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Refuse (409 `nameTaken`) a name another version has (case and accents aside), so the version
 * pickers never show two identical entries (decision 0248). `except`: the version being renamed.
 * Call it inside the writing transaction, after {@link assertRoomForAVersion} or the `versions` lock.
 */
export async function assertNameFree(trx: Kysely<Database>, name: string, except?: string): Promise<void> {
  const key = nameKey(name);
  const versions = await versionsRepository.list(trx);
  if (versions.some((version) => version._id !== except && nameKey(version.name) === key))
    throw conflict(VERSION_TEXTS.nameTaken);
}

/** "<name> (copy)", or "(copy 2)", "(copy 3)"… the first no version has, within the name's limit. */
async function copyName(trx: Kysely<Database>, name: string): Promise<string> {
  const taken = new Set((await versionsRepository.list(trx)).map((version) => nameKey(version.name)));
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? ' (copy)' : ` (copy ${n})`;
    const candidate = `${name.slice(0, VERSION_LIMITS.name - suffix.length)}${suffix}`;
    if (!taken.has(nameKey(candidate))) return candidate;
  }
}

export function registerVersionRoutes(app: FastifyInstance, deps: { db: Kysely<Database> }): void {
  const { db } = deps;
  const route = app.withTypeProvider<ZodTypeProvider>();

  const versionOr404 = (id: string) => findVersion(db, id);

  route.get(
    VERSION_PATHS.versions,
    { schema: { tags, response: { 200: envelopeSchema(z.array(versionSchema)) } } },
    async (request) => envelope(request, await versionsRepository.list(db), 'Versions'),
  );

  route.post(
    VERSION_PATHS.versions,
    { schema: { tags, body: versionCreateSchema, response: { 201: envelopeSchema(versionSchema) } } },
    async (request, reply) => {
      const version = await db.transaction().execute(async (trx) => {
        await assertRoomForAVersion(trx);
        await assertNameFree(trx, request.body.name);
        const created = await versionsRepository.create(trx, request.body);
        // docs/product.md §30: a create is recorded too.
        await recordCreate(
          trx,
          { resource: HISTORY_DOCUMENTS.version, entryId: created._id, after: created },
          writerOf(request),
        );
        return created;
      });
      return reply.code(201).send(envelope(request, version, 'Version created'));
    },
  );

  route.get(
    VERSION_PATHS.routes.version,
    { schema: { tags, params: idParams, response: { 200: envelopeSchema(versionSchema) } } },
    async (request) => envelope(request, await versionOr404(request.params.id), 'Version found'),
  );

  route.patch(
    VERSION_PATHS.routes.version,
    {
      schema: {
        tags,
        params: idParams,
        body: versionUpdateSchema,
        response: { 200: envelopeSchema(versionSchema) },
      },
    },
    async (request) => {
      const version = await versionOr404(request.params.id);
      const { entries, ...rest } = request.body;
      const merged = { ...version.entries };
      for (const [id, choice] of Object.entries(entries ?? {})) {
        if (choice === null) delete merged[id];
        else merged[id] = choice;
      }
      if (Object.keys(merged).length > VERSION_LIMITS.entries)
        throw badRequest(`A version can choose at most ${VERSION_LIMITS.entries} entries.`);
      const next: Version = {
        ...version,
        ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)),
        entries: merged,
      };
      const updated = await db.transaction().execute(async (trx) => {
        if (rest.name !== undefined) {
          await transactionLock(trx, 'versions');
          await assertNameFree(trx, rest.name, version._id);
        }
        const after = await versionsRepository.update(trx, next);
        // docs/product.md §30: the version's history.
        await recordUpdate(
          trx,
          { resource: HISTORY_DOCUMENTS.version, entryId: after._id, before: version, after },
          writerOf(request),
        );
        return after;
      });
      return envelope(request, updated, 'Version updated');
    },
  );

  route.delete(
    VERSION_PATHS.routes.version,
    { schema: { tags, params: idParams, response: { 200: envelopeSchema(versionSchema) } } },
    async (request) => {
      const version = await versionOr404(request.params.id);
      // docs/product.md §22 and §30: the version and its links go to the trash, recorded.
      await db.transaction().execute((trx) => trashVersion(trx, version, writerOf(request)));
      return envelope(request, version, 'Version deleted');
    },
  );

  route.post(
    VERSION_PATHS.routes.duplicate,
    {
      schema: {
        tags,
        params: idParams,
        body: versionDuplicateSchema.default({}),
        response: { 201: envelopeSchema(versionSchema) },
      },
    },
    async (request, reply) => {
      const version = await versionOr404(request.params.id);
      const copy = await db.transaction().execute(async (trx) => {
        await assertRoomForAVersion(trx);
        const asked = request.body?.name;
        if (asked !== undefined) await assertNameFree(trx, asked);
        const name = asked ?? (await copyName(trx, version.name));
        const created = await versionsRepository.create(
          trx,
          { name, language: version.language, includeNew: version.includeNew },
          version,
        );
        await recordCreate(
          trx,
          { resource: HISTORY_DOCUMENTS.version, entryId: created._id, after: created },
          writerOf(request),
        );
        return created;
      });
      return reply.code(201).send(envelope(request, copy, 'Version duplicated'));
    },
  );

  route.get(
    VERSION_PATHS.routes.content,
    { schema: { tags, params: idParams, response: { 200: envelopeSchema(versionContentSchema) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const version = await versionOr404(request.params.id);
      return envelope(request, await versionContent(app, version), 'Version content');
    },
  );

  registerLinkRoutes(app, deps);
}
