/**
 * Routes of passkeys (docs/product.md §23; passkeys.ts):
 *
 * - GET /api/auth/passkeys (signed): the account's passkeys `{_id, name, createdAt, lastUsedAt}`;
 * - POST /api/auth/passkeys/register-options (signed, recent sign-in): WebAuthn creation options;
 * - POST /api/auth/passkeys/register `{name, response}` (signed): keeps the new passkey (201), or
 *   400 when the browser's answer does not check out; 409 past MAX_PASSKEYS;
 * - DELETE /api/auth/passkeys/:id (signed): removes one (404 when not the account's);
 * - POST /api/auth/passkey-login/options (public): WebAuthn request options;
 * - POST /api/auth/passkey-login `{response}` (public): signs in (the session cookie, like
 *   POST auth/login); a refused assertion is 401 and counted by the sign-in throttle per address;
 *   a throttled address is refused (429) unless the assertion names a registered passkey, which is
 *   then checked as usual, so the owner's own passkey always signs in (decision 0235).
 *
 * No answer carries a public key, a counter or a user handle. Source: decision 0121.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { RECENT_SIGN_IN_MS } from '../../../shared/constants.js';
import { MESSAGES } from '../../../shared/messages.js';
import { paths } from '../../../shared/paths.js';
import {
  envelopeSchema,
  passkeyLoginSchema,
  passkeyRegisterSchema,
  passkeySchema,
  userSchema,
  webauthnJsonSchema,
} from '../../../shared/schemas.js';
import type { Database } from '../../db/types.js';
import { badRequest, conflict, HttpError, notFound, unauthorized } from '../../lib/http-error.js';
import { envelope } from '../../lib/reply.js';
import { signedInUser } from '../../lib/signed-in-user.js';
import { userToWire } from '../users/users.repository.js';
import { sessionCookieOptions } from './access.js';
import { tooManyAttempts } from './auth.routes.js';
import { deviceClass } from './device.js';
import { auditRequest, auditThrottled } from './audit-events.js';
import { LoginThrottle } from './login-throttle.js';
import { MAX_PASSKEYS, passkeyStore, type RelyingParty } from './passkeys.js';
import { SESSION_COOKIE, type SessionStore } from './sessions.js';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';

export interface PasskeyDeps {
  db: Kysely<Database>;
  sessions: SessionStore;
  secureCookies: boolean;
  loginRateLimit: number;
  /** The site as relying party for this request (PUBLIC_URL, else the request's origin), or undefined. */
  relyingParty(request: FastifyRequest): RelyingParty | undefined;
}

/** Registers the passkey routes on `app`. */
export function registerPasskeyRoutes(app: FastifyInstance, deps: PasskeyDeps) {
  const { db, sessions } = deps;
  const route = app.withTypeProvider<ZodTypeProvider>();
  const throttle = new LoginThrottle(db, deps.loginRateLimit, 'passkey:');
  const tags = ['security'];
  const rpOf = (request: FastifyRequest) => {
    const rp = deps.relyingParty(request);
    if (!rp) throw badRequest(MESSAGES.security.noSiteAddress);
    return rp;
  };
  const toWire = ({
    id,
    ...rest
  }: {
    id: string;
    name: string;
    createdAt: string;
    lastUsedAt: string | null;
  }) => ({
    _id: id,
    ...rest,
  });

  route.get(
    paths.passkeys,
    {
      config: { access: 'signed' },
      schema: { tags, response: { 200: envelopeSchema(z.array(passkeySchema)) } },
    },
    async (request) =>
      envelope(request, (await passkeyStore.list(db, signedInUser(request).id)).map(toWire), 'Passkeys'),
  );

  route.post(
    paths.passkeyRegisterOptions,
    { config: { access: 'signed' }, schema: { tags, response: { 200: envelopeSchema(webauthnJsonSchema) } } },
    async (request) => {
      const user = signedInUser(request);
      if (!(Date.now() - (request.signedInAt ?? 0) <= RECENT_SIGN_IN_MS)) {
        throw new HttpError(403, 'REAUTHENTICATION_REQUIRED', MESSAGES.security.passkeySignInAgain);
      }
      if ((await passkeyStore.count(db, user.id)) >= MAX_PASSKEYS)
        throw conflict(MESSAGES.security.passkeyLimit);
      const options = await passkeyStore.registrationOptions(db, rpOf(request), user);
      return envelope(request, options as unknown as Record<string, unknown>, 'Create a passkey');
    },
  );

  route.post(
    paths.passkeyRegister,
    {
      config: { access: 'signed' },
      schema: { tags, body: passkeyRegisterSchema, response: { 201: envelopeSchema(passkeySchema) } },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      if ((await passkeyStore.count(db, user.id)) >= MAX_PASSKEYS)
        throw conflict(MESSAGES.security.passkeyLimit);
      const added = await passkeyStore.register(
        db,
        rpOf(request),
        user,
        request.body.name,
        request.body.response as unknown as RegistrationResponseJSON,
      );
      if (!added) throw badRequest(MESSAGES.security.passkeyRefused);
      await auditRequest(db, request, { kind: 'passkey-added', detail: added.name });
      reply.status(201);
      return envelope(request, toWire(added), MESSAGES.security.passkeyAdded);
    },
  );

  route.delete(
    `${paths.passkeys}/:id`,
    {
      config: { access: 'signed' },
      schema: {
        tags,
        params: z.object({ id: z.string().min(1).max(1024) }),
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      const name = (await passkeyStore.list(db, userId)).find((key) => key.id === request.params.id)?.name;
      if (!(await passkeyStore.remove(db, userId, request.params.id))) {
        throw notFound(MESSAGES.security.noSuchPasskey);
      }
      await auditRequest(db, request, { kind: 'passkey-removed', detail: name ?? '' });
      return envelope(request, null, MESSAGES.security.passkeyRemoved);
    },
  );

  route.post(
    paths.passkeyLoginOptions,
    { config: { access: 'public' }, schema: { tags, response: { 200: envelopeSchema(webauthnJsonSchema) } } },
    async (request) => {
      const options = await passkeyStore.authenticationOptions(db, rpOf(request));
      return envelope(request, options as unknown as Record<string, unknown>, 'Choose a passkey');
    },
  );

  route.post(
    paths.passkeyLogin,
    {
      config: { access: 'public' },
      schema: { tags, body: passkeyLoginSchema, response: { 200: envelopeSchema(userSchema) } },
    },
    async (request, reply) => {
      const response = request.body.response as unknown as AuthenticationResponseJSON;
      // Decision 0235: a throttled address still gets an assertion of a registered passkey checked
      // (nobody can lock the owner out, decision 0010); any other is refused unread.
      const wait = await throttle.check(request.ip, '');
      if (wait !== undefined && !(await passkeyStore.isRegistered(db, response.id))) {
        await auditThrottled(db, request, { kind: 'sign-in-failed', email: '', detail: 'passkey' });
        throw tooManyAttempts(reply, wait, 'sign-ins');
      }
      const user = await passkeyStore.authenticate(db, rpOf(request), response);
      if (!user) {
        await throttle.failed(request.ip, '');
        await auditRequest(db, request, { kind: 'sign-in-failed', detail: 'passkey' });
        throw unauthorized(MESSAGES.security.passkeySignInFailed);
      }
      const token = await sessions.create(user.id, deviceClass(request.headers['user-agent']));
      reply.setCookie(
        SESSION_COOKIE,
        token,
        sessionCookieOptions(deps.secureCookies, sessions.maxAgeSeconds),
      );
      await auditRequest(db, request, {
        kind: 'sign-in',
        userId: user.id,
        email: user.email,
        detail: 'passkey',
      });
      return envelope(request, userToWire(user), 'Login successful');
    },
  );
}
