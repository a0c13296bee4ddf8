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
 * GET    /api/versions/{id}/links      its links, newest first
 * POST   /api/versions/{id}/links      `{label, note?, expiresAt?, frozen?}` → 201
 * PATCH  /api/links/{id}               `{label?, note?, expiresAt?, paused?}` (409 once revoked)
 * POST   /api/links/{id}/revoke        the URL answers 410 from then on
 * GET    /api/links/{id}/compare       a frozen link's snapshot beside today's content (409 if live)
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { envelopeSchema } from '../../../shared/schemas.js';
import {
  linkCompareSchema,
  linkCreateSchema,
  linkUpdateSchema,
  VERSION_LIMITS,
  VERSION_PATHS,
  VERSION_TEXTS,
  versionContentSchema,
  versionCreateSchema,
  versionDuplicateSchema,
  versionLinkSchema,
  versionSchema,
  versionUpdateSchema,
  type Version,
} from '../../../shared/versions.js';
import type { Database } from '../../db/types.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { idParams } from '../../lib/id-params.js';
import { nowIso } from '../../lib/ids.js';
import { envelope } from '../../lib/reply.js';
import { HISTORY_DOCUMENTS } from '../../../shared/history-documents.js';
import { linkHistoryState, recordCreate, recordUpdate, writerOf } from '../history/documents.js';
import { trashVersion } from '../history/version-trash.js';
import { type Snapshot, takeSnapshot, versionContent } from './resolve.js';
import { expiryIso, linksRepository, linkToWire, versionsRepository } from './versions.repository.js';

const tags = ['versions'];

/** Register the owner's routes of versions and links. */
export function registerVersionRoutes(app: FastifyInstance, deps: { db: Kysely<Database> }): void {
  const { db } = deps;
  const route = app.withTypeProvider<ZodTypeProvider>();

  const versionOr404 = async (id: string): Promise<Version> => {
    const version = await versionsRepository.find(db, id);
    if (!version) throw notFound(VERSION_TEXTS.versionNotFound);
    return version;
  };
  const linkOr404 = async (id: string) => {
    const link = await linksRepository.find(db, id);
    if (!link) throw notFound(VERSION_TEXTS.linkNotFound);
    return link;
  };
  const futureExpiry = (expiresAt: string | null | undefined) => {
    if (expiresAt && (expiryIso(expiresAt) ?? '') <= nowIso())
      throw badRequest(VERSION_TEXTS.expiryInPast, [{ path: 'expiresAt', message: 'in the past' }]);
  };

  route.get(
    VERSION_PATHS.versions,
    { schema: { tags, response: { 200: envelopeSchema(z.array(versionSchema)) } } },
    async (request) => envelope(request, await versionsRepository.list(db), 'Versions'),
  );

  route.post(
    VERSION_PATHS.versions,
    { schema: { tags, body: versionCreateSchema, response: { 201: envelopeSchema(versionSchema) } } },
    async (request, reply) => {
      if ((await versionsRepository.count(db)) >= VERSION_LIMITS.versions)
        throw conflict(VERSION_TEXTS.tooManyVersions);
      const version = await db.transaction().execute(async (trx) => {
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
      if ((await versionsRepository.count(db)) >= VERSION_LIMITS.versions)
        throw conflict(VERSION_TEXTS.tooManyVersions);
      const name = request.body?.name ?? `${version.name} (copy)`.slice(0, VERSION_LIMITS.name);
      const copy = await db.transaction().execute(async (trx) => {
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

  route.get(
    VERSION_PATHS.routes.links,
    { schema: { tags, params: idParams, response: { 200: envelopeSchema(z.array(versionLinkSchema)) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const version = await versionOr404(request.params.id);
      const now = nowIso();
      const rows = await linksRepository.listOf(db, version._id);
      return envelope(
        request,
        rows.map((row) => linkToWire(row, now)),
        'Links',
      );
    },
  );

  route.post(
    VERSION_PATHS.routes.links,
    {
      schema: {
        tags,
        params: idParams,
        body: linkCreateSchema,
        response: { 201: envelopeSchema(versionLinkSchema) },
      },
    },
    async (request, reply) => {
      const version = await versionOr404(request.params.id);
      futureExpiry(request.body.expiresAt);
      if ((await linksRepository.count(db, version._id)) >= VERSION_LIMITS.links)
        throw conflict(VERSION_TEXTS.tooManyLinks);
      const snapshot = request.body.frozen ? JSON.stringify(await takeSnapshot(app, db, version)) : null;
      const row = await db.transaction().execute(async (trx) => {
        const created = await linksRepository.create(trx, {
          versionId: version._id,
          label: request.body.label,
          note: request.body.note,
          expiresAt: request.body.expiresAt,
          snapshot,
        });
        const after = linkHistoryState(created);
        await recordCreate(
          trx,
          { resource: HISTORY_DOCUMENTS.link, entryId: created.id, after },
          writerOf(request),
        );
        return created;
      });
      reply.header('cache-control', 'no-store');
      return reply.code(201).send(envelope(request, linkToWire(row), 'Link created'));
    },
  );

  route.patch(
    VERSION_PATHS.routes.link,
    {
      schema: {
        tags,
        params: idParams,
        body: linkUpdateSchema,
        response: { 200: envelopeSchema(versionLinkSchema) },
      },
    },
    async (request, reply) => {
      const link = await linkOr404(request.params.id);
      if (link.revokedAt !== null) throw conflict(VERSION_TEXTS.revokedCannotChange);
      futureExpiry(request.body.expiresAt);
      const { label, note, expiresAt, paused } = request.body;
      const updated = await db.transaction().execute(async (trx) => {
        const after = await linksRepository.update(trx, link.id, {
          ...(label === undefined ? {} : { label }),
          ...(note === undefined ? {} : { note }),
          ...(expiresAt === undefined ? {} : { expiresAt: expiryIso(expiresAt) }),
          ...(paused === undefined ? {} : { paused: paused ? 1 : 0 }),
        });
        if (!after) throw notFound(VERSION_TEXTS.linkNotFound);
        // docs/product.md §30: the link's history (never its token).
        await recordUpdate(
          trx,
          {
            resource: HISTORY_DOCUMENTS.link,
            entryId: link.id,
            before: linkHistoryState(link),
            after: linkHistoryState(after),
          },
          writerOf(request),
        );
        return after;
      });
      reply.header('cache-control', 'no-store');
      return envelope(request, linkToWire(updated), 'Link updated');
    },
  );

  route.post(
    VERSION_PATHS.routes.revoke,
    { schema: { tags, params: idParams, response: { 200: envelopeSchema(versionLinkSchema) } } },
    async (request, reply) => {
      const link = await linkOr404(request.params.id);
      const updated =
        link.revokedAt === null ? await linksRepository.update(db, link.id, { revokedAt: nowIso() }) : link;
      if (!updated) throw notFound(VERSION_TEXTS.linkNotFound);
      reply.header('cache-control', 'no-store');
      return envelope(request, linkToWire(updated), 'Link revoked');
    },
  );

  route.get(
    VERSION_PATHS.routes.compare,
    { schema: { tags, params: idParams, response: { 200: envelopeSchema(linkCompareSchema) } } },
    async (request, reply) => {
      const link = await linkOr404(request.params.id);
      if (link.snapshot === null || link.frozenAt === null) throw conflict(VERSION_TEXTS.notFrozen);
      const version = await versionOr404(link.versionId);
      const snapshot = JSON.parse(link.snapshot) as Snapshot;
      reply.header('cache-control', 'no-store');
      return envelope(
        request,
        { frozenAt: link.frozenAt, frozen: snapshot.content, today: await versionContent(app, version) },
        'Frozen and today',
      );
    },
  );
}
