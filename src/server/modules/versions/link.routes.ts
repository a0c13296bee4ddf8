/**
 * The owner's links API (docs/product.md §20; docs/api.md "Versions and links"; src/shared/versions.ts
 * for the wire), registered by versions.routes.ts. Every route is the admin's (the default access):
 *
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
  versionLinkSchema,
} from '../../../shared/versions.js';
import type { Database } from '../../db/types.js';
import { transactionLock } from '../../db/locks.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { idParams } from '../../lib/id-params.js';
import { nowIso } from '../../lib/ids.js';
import { envelope } from '../../lib/reply.js';
import { HISTORY_DOCUMENTS } from '../../../shared/history-documents.js';
import { linkHistoryState, recordCreate, recordUpdate, writerOf } from '../history/documents.js';
import { type Snapshot, takeSnapshot, versionContent } from './resolve.js';
import { expiryIso, linksRepository, linkToWire } from './versions.repository.js';

import { futureExpiry, linkOr404 as findLink, versionOr404 as findVersion } from './lookups.js';

const tags = ['versions'];

/** Register the owner's routes of links. */
export function registerLinkRoutes(app: FastifyInstance, deps: { db: Kysely<Database> }): void {
  const { db } = deps;
  const route = app.withTypeProvider<ZodTypeProvider>();
  const versionOr404 = (id: string) => findVersion(db, id);
  const linkOr404 = (id: string) => findLink(db, id);

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
        // Counted again under the version's lock: concurrent creates never pass the limit
        // (docs/decisions/0238-limits-counted-under-a-lock.md).
        await transactionLock(trx, `links:${version._id}`);
        if ((await linksRepository.count(trx, version._id)) >= VERSION_LIMITS.links)
          throw conflict(VERSION_TEXTS.tooManyLinks);
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
