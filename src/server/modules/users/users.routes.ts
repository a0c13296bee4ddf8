/**
 * Routes of auth (login, current, sign-out), users and people.
 *
 * - POST /api/auth/login (public, rate limited per address and per email: 429), POST|GET /api/auth/current
 *   (public: 200 the user or 401), POST /api/auth/signout (signed).
 * - /api/users: list and create (admin), read and populated read (self), update (self; role only by an
 *   admin, the last admin keeps it), delete (admin; not the last admin).
 * - /api/people: list and read (public), create (admin; one person per portfolio, 409 for a second,
 *   linked to the caller: people/owner.ts) and delete (admin), update (the user's own person, or admin).
 *
 * Source: contract.md "Routes" and "Sessions and safety".
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { RECENT_SIGN_IN_MS } from '../../../shared/constants.js';
import { MESSAGES } from '../../../shared/messages.js';
import { paths, PEOPLE, USERS } from '../../../shared/paths.js';
import {
  envelopeSchema,
  loginSchema,
  type Person,
  personCreateSchema,
  personSchema,
  personUpdateSchema,
  userCreateSchema,
  userSchema,
  userUpdateSchema,
  userWithPersonSchema,
} from '../../../shared/schemas.js';
import type { Database, Row } from '../../db/types.js';
import { badRequest, conflict, forbidden, HttpError, notFound, unauthorized } from '../../lib/http-error.js';
import { envelope, type ListCache } from '../../lib/reply.js';
import { sessionCookieOptions } from '../../plugins/auth.js';
import { LoginThrottle } from '../auth/login-throttle.js';
import { SESSION_COOKIE, type SessionStore } from '../auth/sessions.js';
import { createTheOnePerson } from '../people/owner.js';
import { idParams } from '../resources/ordered-resource.js';
import {
  checkPassword,
  hashPassword,
  peopleRepository,
  usersRepository,
  userToWire,
} from './users.repository.js';

export interface UsersDeps {
  db: Kysely<Database>;
  cache: ListCache;
  sessions: SessionStore;
  secureCookies: boolean;
  /** Login attempts allowed per email per 15 minutes (per address: five times that). */
  loginRateLimit: number;
}

/** The signed-in user (routes with access `signed` or `self` only run with one). */
function me(request: FastifyRequest): Row<'users'> {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** Self rule: the user's own record, or any record for an admin. */
function assertSelfOrAdmin(request: FastifyRequest, userId: string) {
  const user = me(request);
  if (user.role !== 'admin' && user.id !== userId)
    throw forbidden('You can only see or change your own user.');
}

export function registerUserRoutes(app: FastifyInstance, deps: UsersDeps) {
  const { db, sessions } = deps;
  const route = app.withTypeProvider<ZodTypeProvider>();
  const userEnvelope = envelopeSchema(userSchema);
  const transaction = <T>(work: (trx: Transaction<Database>) => Promise<T>) => db.transaction().execute(work);

  const throttle = new LoginThrottle(db, deps.loginRateLimit);

  // ---- auth -------------------------------------------------------------------------------
  route.post(
    paths.login,
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: loginSchema, response: { 200: userEnvelope } },
    },
    async (request, reply) => {
      // Only failures count (issue 7, defect 1; login-throttle.ts).
      const { email, password } = request.body;
      const wait = await throttle.check(request.ip, email);
      if (wait !== undefined) {
        reply.header('retry-after', String(wait));
        throw new HttpError(
          429,
          'RATE_LIMITED',
          wait < 60
            ? `Too many failed sign-ins. Try again in ${wait} seconds.`
            : `Too many failed sign-ins. Try again in ${Math.ceil(wait / 60)} minutes.`,
        );
      }
      const user = await usersRepository.findByEmail(db, email);
      const valid = await checkPassword(user?.passwordHash, password);
      if (!user || !valid) {
        await throttle.failed(request.ip, email);
        throw unauthorized('Wrong email or password.');
      }
      await throttle.succeeded(request.ip, email);
      await throttle.purge();
      const token = await sessions.create(user.id);
      reply.setCookie(
        SESSION_COOKIE,
        token,
        sessionCookieOptions(deps.secureCookies, sessions.maxAgeSeconds),
      );
      return envelope(request, userToWire(user), 'Login successful');
    },
  );

  for (const method of ['GET', 'POST'] as const) {
    route.route({
      method,
      url: paths.current,
      config: { access: 'public' },
      schema: { tags: ['auth'], response: { 200: userEnvelope } },
      handler: async (request) => {
        if (!request.user) throw unauthorized('Nobody is signed in, or the session expired.');
        return envelope(request, userToWire(request.user), 'Current user');
      },
    });
  }

  route.post(
    paths.signout,
    { config: { access: 'signed' }, schema: { tags: ['auth'], response: { 200: envelopeSchema(z.null()) } } },
    async (request, reply) => {
      if (request.sessionId) await sessions.revoke(request.sessionId);
      reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(deps.secureCookies));
      return envelope(request, null, 'Signed out');
    },
  );

  // ---- users ------------------------------------------------------------------------------
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
        return usersRepository.create(trx, {
          name: body.user,
          email: body.email,
          password: body.password,
          role: body.role ?? 'user',
          personId: body.person || null,
        });
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
      const actor = me(request);
      assertSelfOrAdmin(request, request.params.id);
      const { password, role } = request.body;
      const updated = await transaction(async (trx) => {
        const target = await usersRepository.get(trx, request.params.id);
        const changesRole = role !== undefined && role !== target.role;
        // A password or a role changes only from a recent sign-in (issue 7, defect 9), checked
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
        return usersRepository.update(trx, target.id, changes);
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
        return target;
      });
      return envelope(request, userToWire(deleted), 'User deleted');
    },
  );

  // ---- people -----------------------------------------------------------------------------
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
      const person = await createTheOnePerson(db, request.body, me(request).id);
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
      const actor = me(request);
      if (actor.role !== 'admin' && actor.personId !== request.params.id) {
        if (!(await peopleRepository.find(db, request.params.id))) throw notFound('Person not found.');
        throw forbidden('You can only change your own personal data.');
      }
      const person = await transaction((trx) =>
        peopleRepository.update(trx, request.params.id, request.body),
      );
      return envelope(request, person, 'Person updated');
    },
  );

  route.delete(
    `${peopleBase}/:id`,
    { schema: { tags: ['people'], params: idParams, response: { 200: personEnvelope } } },
    async (request) =>
      envelope(
        request,
        await transaction((trx) => peopleRepository.remove(trx, request.params.id)),
        'Person deleted',
      ),
  );
}
