/**
 * Routes of users: /api/users list and create (admin), read and populated read (self), update (self;
 * a password or a role only from a recent sign-in, a role only by an admin, the last admin keeps it),
 * delete (admin; not the last admin).
 *
 * Source: docs/api.md "Routes" and "Sessions and safety".
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { RECENT_SIGN_IN_MS } from '../../../shared/constants.js';
import { MESSAGES } from '../../../shared/messages.js';
import { paths, USERS } from '../../../shared/paths.js';
import {
  envelopeSchema,
  type Person,
  userCreateSchema,
  userSchema,
  userUpdateSchema,
  userWithPersonSchema,
} from '../../../shared/schemas.js';
import type { Database } from '../../db/types.js';
import { badRequest, conflict, forbidden, HttpError } from '../../lib/http-error.js';
import { envelope } from '../../lib/reply.js';
import { signedInUser } from '../../lib/signed-in-user.js';
import { peopleRepository } from '../people/people.repository.js';
import { idParams } from '../../lib/id-params.js';
import { HISTORY_DOCUMENTS } from '../../../shared/history-documents.js';
import { recordCreate, recordDelete, recordUpdate, userState, writerOf } from '../history/documents.js';
import { hashPassword } from './passwords.js';
import { usersRepository, userToWire } from './users.repository.js';

export interface UsersDeps {
  db: Kysely<Database>;
  /** Ends a user's sessions after a password change (modules/auth/sessions.ts), but `keep`. */
  sessions: { revokeAllFor(userId: string, keep?: string): Promise<unknown> };
}

/** Self rule: the user's own record, or any record for an admin. */
function assertSelfOrAdmin(request: FastifyRequest, userId: string) {
  const user = signedInUser(request);
  if (user.role !== 'admin' && user.id !== userId)
    throw forbidden('You can only see or change your own user.');
}

/** Registers the /api/users routes on `app`. */
export function registerUserRoutes(app: FastifyInstance, deps: UsersDeps) {
  const { db, sessions } = deps;
  const route = app.withTypeProvider<ZodTypeProvider>();
  const userEnvelope = envelopeSchema(userSchema);
  const transaction = <T>(work: (trx: Transaction<Database>) => Promise<T>) => db.transaction().execute(work);

  const usersBase = paths.list(USERS);

  route.get(
    usersBase,
    { schema: { tags: ['users'], response: { 200: envelopeSchema(z.array(userSchema)) } } },
    async (request) => envelope(request, (await usersRepository.list(db)).map(userToWire), 'Users found'),
  );

  route.post(
    usersBase,
    { schema: { tags: ['users'], body: userCreateSchema, response: { 201: userEnvelope } } },
    async (request, reply) => {
      const body = request.body;
      const created = await transaction(async (trx) => {
        if (body.person && !(await peopleRepository.find(trx, body.person))) {
          throw badRequest('person does not exist.', [{ path: 'person', message: 'does not exist' }]);
        }
        const user = await usersRepository.create(trx, {
          name: body.user,
          email: body.email,
          password: body.password,
          role: body.role ?? 'user',
          personId: body.person || null,
        });
        // docs/product.md §30: the safe fields only.
        await recordCreate(
          trx,
          { resource: HISTORY_DOCUMENTS.user, entryId: user.id, after: userState(userToWire(user)) },
          writerOf(request),
        );
        return user;
      });
      return reply.status(201).send(envelope(request, userToWire(created), 'User created'));
    },
  );

  route.get(
    `${usersBase}/:id`,
    {
      config: { access: 'self' },
      schema: { tags: ['users'], params: idParams, response: { 200: userEnvelope } },
    },
    async (request) => {
      assertSelfOrAdmin(request, request.params.id);
      return envelope(request, userToWire(await usersRepository.get(db, request.params.id)), 'User found');
    },
  );

  route.get(
    `${usersBase}/:id/populated`,
    {
      config: { access: 'self' },
      schema: {
        tags: ['users'],
        params: idParams,
        querystring: z.object({ populate: z.string().optional() }),
        response: { 200: envelopeSchema(z.union([userWithPersonSchema, userSchema])) },
      },
    },
    async (request) => {
      assertSelfOrAdmin(request, request.params.id);
      const fields = (request.query.populate ?? '')
        .split(',')
        .map((field) => field.trim())
        .filter(Boolean);
      if (fields.length === 0) throw badRequest('All fields are needed!');
      const unknown = fields.find((field) => field !== 'person');
      if (unknown) throw badRequest(`Cannot populate "${unknown}": use person.`);
      const user = userToWire(await usersRepository.get(db, request.params.id));
      const person: Person | '' = user.person ? ((await peopleRepository.find(db, user.person)) ?? '') : '';
      return envelope(request, { ...user, person }, 'User found');
    },
  );

  route.put(
    `${usersBase}/:id`,
    {
      config: { access: 'self' },
      schema: { tags: ['users'], params: idParams, body: userUpdateSchema, response: { 200: userEnvelope } },
    },
    async (request) => {
      const actor = signedInUser(request);
      assertSelfOrAdmin(request, request.params.id);
      const { password, role } = request.body;
      const updated = await transaction(async (trx) => {
        const target = await usersRepository.get(trx, request.params.id);
        const changesRole = role !== undefined && role !== target.role;
        // A password or a role changes only from a recent sign-in (decision 0110 §9), checked
        // before the other rules so an old session learns nothing more than "sign in again".
        if ((password || changesRole) && !(Date.now() - (request.signedInAt ?? 0) <= RECENT_SIGN_IN_MS)) {
          throw new HttpError(403, 'REAUTHENTICATION_REQUIRED', MESSAGES.profile.signInAgain);
        }
        const changes: { passwordHash?: string; role?: 'admin' | 'user' } = {};
        if (changesRole) {
          if (actor.role !== 'admin') throw forbidden('Only an admin can change a role.');
          if (target.role === 'admin' && (await usersRepository.countAdmins(trx)) <= 1) {
            throw conflict('The last admin must keep the admin role.');
          }
          changes.role = role;
        }
        if (password) changes.passwordHash = await hashPassword(password);
        const after = await usersRepository.update(trx, target.id, changes);
        // docs/product.md §30: only the safe fields are recorded (a new password records nothing).
        await recordUpdate(
          trx,
          {
            resource: HISTORY_DOCUMENTS.user,
            entryId: target.id,
            before: userState(userToWire(target)),
            after: userState(userToWire(after)),
          },
          writerOf(request),
        );
        return after;
      });
      // After the commit: the session store uses its own connection, which on SQLite (a single
      // connection) would wait forever for the transaction that holds it.
      if (password) {
        await sessions.revokeAllFor(
          updated.id,
          updated.id === actor.id ? (request.sessionId ?? undefined) : undefined,
        );
      }
      return envelope(request, userToWire(updated), 'User updated');
    },
  );

  route.delete(
    `${usersBase}/:id`,
    { schema: { tags: ['users'], params: idParams, response: { 200: userEnvelope } } },
    async (request) => {
      const deleted = await transaction(async (trx) => {
        const target = await usersRepository.get(trx, request.params.id);
        if (target.role === 'admin' && (await usersRepository.countAdmins(trx)) <= 1) {
          throw conflict('The last admin cannot be deleted.');
        }
        await usersRepository.remove(trx, target.id);
        // docs/product.md §30, docs/decisions/0214-deleted-users-stay-deleted.md.
        await recordDelete(
          trx,
          { resource: HISTORY_DOCUMENTS.user, entryId: target.id, before: userState(userToWire(target)) },
          writerOf(request),
        );
        return target;
      });
      return envelope(request, userToWire(deleted), 'User deleted');
    },
  );
}
