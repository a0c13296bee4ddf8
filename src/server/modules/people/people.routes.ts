/**
 * Routes of people: /api/people list and read (public), create (admin; one person per portfolio, 409
 * for a second, linked to the caller: owner.ts), update (the user's own person, or admin) and delete
 * (admin).
 *
 * Source: docs/api.md "Routes"; docs/decisions/0040-owner-data-and-images.md (one person).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { paths, PEOPLE } from '../../../shared/paths.js';
import {
  envelopeSchema,
  personCreateSchema,
  personSchema,
  personUpdateSchema,
} from '../../../shared/schemas.js';
import type { Database } from '../../db/types.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import { envelope, type ListCache } from '../../lib/reply.js';
import { signedInUser } from '../../lib/signed-in-user.js';
import { idParams } from '../../lib/id-params.js';
import { HISTORY_DOCUMENTS } from '../../../shared/history-documents.js';
import { recordCreate, recordDelete, recordUpdate, writerOf } from '../history/documents.js';
import { createTheOnePerson } from './owner.js';
import { peopleRepository } from './people.repository.js';

export interface PeopleDeps {
  db: Kysely<Database>;
  cache: ListCache;
}

/** Registers the /api/people routes on `app`. */
export function registerPeopleRoutes(app: FastifyInstance, deps: PeopleDeps) {
  const { db } = deps;
  const route = app.withTypeProvider<ZodTypeProvider>();
  const transaction = <T>(work: (trx: Transaction<Database>) => Promise<T>) => db.transaction().execute(work);

  const peopleBase = paths.list(PEOPLE);
  const personEnvelope = envelopeSchema(personSchema);

  route.get(
    peopleBase,
    {
      config: { access: 'public' },
      schema: { tags: ['people'], response: { 200: envelopeSchema(z.array(personSchema)) } },
    },
    (request, reply) =>
      deps.cache.send(request, reply, PEOPLE, 'People found', () => peopleRepository.list(db)),
  );

  route.get(
    `${peopleBase}/:id`,
    {
      config: { access: 'public' },
      schema: { tags: ['people'], params: idParams, response: { 200: personEnvelope } },
    },
    async (request) => envelope(request, await peopleRepository.get(db, request.params.id), 'Person found'),
  );

  route.post(
    peopleBase,
    { schema: { tags: ['people'], body: personCreateSchema, response: { 201: personEnvelope } } },
    async (request, reply) => {
      // docs/product.md §30: the create is recorded in the create's transaction.
      const person = await createTheOnePerson(db, request.body, signedInUser(request).id, (trx, created) =>
        recordCreate(
          trx,
          { resource: HISTORY_DOCUMENTS.person, entryId: created._id, after: created },
          writerOf(request),
        ),
      );
      return reply.status(201).send(envelope(request, person, 'Person created'));
    },
  );

  route.put(
    `${peopleBase}/:id`,
    {
      config: { access: 'self' },
      schema: {
        tags: ['people'],
        params: idParams,
        body: personUpdateSchema,
        response: { 200: personEnvelope },
      },
    },
    async (request) => {
      const actor = signedInUser(request);
      if (actor.role !== 'admin' && actor.personId !== request.params.id) {
        if (!(await peopleRepository.find(db, request.params.id))) throw notFound('Person not found.');
        throw forbidden('You can only change your own personal data.');
      }
      const person = await transaction(async (trx) => {
        const before = await peopleRepository.get(trx, request.params.id);
        const after = await peopleRepository.update(trx, request.params.id, request.body);
        // docs/product.md §30: the person's history.
        await recordUpdate(
          trx,
          { resource: HISTORY_DOCUMENTS.person, entryId: after._id, before, after },
          writerOf(request),
        );
        return after;
      });
      return envelope(request, person, 'Person updated');
    },
  );

  route.delete(
    `${peopleBase}/:id`,
    { schema: { tags: ['people'], params: idParams, response: { 200: personEnvelope } } },
    async (request) => {
      const person = await transaction(async (trx) => {
        const removed = await peopleRepository.remove(trx, request.params.id);
        // docs/product.md §30, docs/decisions/0215-the-person-created-deleted-restored.md.
        await recordDelete(
          trx,
          { resource: HISTORY_DOCUMENTS.person, entryId: removed._id, before: removed },
          writerOf(request),
        );
        return removed;
      });
      return envelope(request, person, 'Person deleted');
    },
  );
}
