/**
 * Routes of the owner's security page (docs/product.md §23), each on the signed-in account only:
 *
 * - GET /api/auth/two-factor: whether two-factor sign-in is on, since when, recovery codes left;
 * - POST /api/auth/two-factor/setup: a new authenticator secret, its otpauth:// URI and QR code
 *   (the only answer that ever carries the secret); 409 when two-factor sign-in is already on;
 * - POST /api/auth/two-factor/confirm `{code}`: the first correct code turns it on, ends the
 *   account's other sessions and answers the ten recovery codes, shown this once (a wrong code: 400,
 *   counted like second-step failures);
 * - POST /api/auth/two-factor/recovery-codes: ten new recovery codes, the old ones stop working;
 * - DELETE /api/auth/two-factor: turns it off;
 * - GET /api/auth/sessions: live sessions (device class, sign-in, last use, this one);
 * - DELETE /api/auth/sessions/:id: ends one; DELETE /api/auth/sessions: ends every other one.
 *
 * Setup, new recovery codes and turning off need a recent sign-in (403 REAUTHENTICATION_REQUIRED,
 * decision 0110 §9), so an old hijacked session cannot take the second factor over. Sessions live in
 * the database and are read on every request, so an ended session is refused on every server
 * process at once.
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
  recoveryCodesSchema,
  sessionInfoSchema,
  twoFactorCodeSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '../../../shared/schemas.js';
import type { Database } from '../../db/types.js';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error.js';
import { envelope } from '../../lib/reply.js';
import { signedInUser } from '../../lib/signed-in-user.js';
import { tooManyAttempts } from './auth.routes.js';
import { LoginThrottle } from './login-throttle.js';
import type { SessionStore } from './sessions.js';
import { twoFactorStore } from './two-factor.js';
import { auditRequest } from './audit-events.js';

export interface SecurityDeps {
  db: Kysely<Database>;
  sessions: SessionStore;
  /** LOGIN_RATE_LIMIT: wrong enrolment codes are counted like the second step's (login-throttle.ts). */
  loginRateLimit: number;
}

/** Refuse a change of the second factor from a session signed in more than RECENT_SIGN_IN_MS ago. */
function assertRecentSignIn(request: FastifyRequest) {
  if (!(Date.now() - (request.signedInAt ?? 0) <= RECENT_SIGN_IN_MS)) {
    throw new HttpError(403, 'REAUTHENTICATION_REQUIRED', MESSAGES.security.signInAgain);
  }
}

/** Registers the two-factor and session routes on `app`. */
export function registerSecurityRoutes(app: FastifyInstance, deps: SecurityDeps) {
  const { db, sessions } = deps;
  const route = app.withTypeProvider<ZodTypeProvider>();
  // The same counts as the second step's, per account (decision 0235).
  const codeThrottle = new LoginThrottle(db, deps.loginRateLimit, '2fa:', true);
  const signed = { access: 'signed' as const };
  const tags = ['security'];

  route.get(
    paths.twoFactor,
    { config: signed, schema: { tags, response: { 200: envelopeSchema(twoFactorStatusSchema) } } },
    async (request) =>
      envelope(request, await twoFactorStore.status(db, signedInUser(request).id), 'Two-factor sign-in'),
  );

  route.post(
    paths.twoFactorSetup,
    { config: signed, schema: { tags, response: { 200: envelopeSchema(twoFactorSetupSchema) } } },
    async (request) => {
      const user = signedInUser(request);
      assertRecentSignIn(request);
      if (await twoFactorStore.isEnabled(db, user.id)) throw conflict(MESSAGES.security.alreadyOn);
      return envelope(request, await twoFactorStore.begin(db, user.id, user.email), 'Scan the code');
    },
  );

  route.post(
    paths.twoFactorConfirm,
    {
      config: signed,
      schema: { tags, body: twoFactorCodeSchema, response: { 200: envelopeSchema(recoveryCodesSchema) } },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      if (await twoFactorStore.isEnabled(db, user.id)) throw conflict(MESSAGES.security.alreadyOn);
      const wait = await codeThrottle.check(request.ip, user.id);
      if (wait !== undefined) throw tooManyAttempts(reply, wait, 'codes');
      const codes = await twoFactorStore.confirm(db, user.id, request.body.code);
      if (!codes) {
        await codeThrottle.failed(request.ip, user.id);
        throw badRequest(MESSAGES.security.wrongSetupCode);
      }
      await codeThrottle.succeeded(request.ip, user.id);
      // docs/product.md §23: a session opened before the second factor (perhaps by whoever knew the
      // password) must not outlive it; this one stays.
      await sessions.revokeAllFor(user.id, request.sessionId ?? undefined);
      await auditRequest(db, request, { kind: 'two-factor-on' });
      return envelope(request, { recoveryCodes: codes }, MESSAGES.security.turnedOn);
    },
  );

  route.post(
    paths.recoveryCodes,
    { config: signed, schema: { tags, response: { 200: envelopeSchema(recoveryCodesSchema) } } },
    async (request) => {
      const user = signedInUser(request);
      assertRecentSignIn(request);
      if (!(await twoFactorStore.isEnabled(db, user.id))) throw conflict(MESSAGES.security.notOn);
      const codes = await twoFactorStore.replaceRecoveryCodes(db, user.id);
      await auditRequest(db, request, { kind: 'recovery-codes-replaced' });
      return envelope(request, { recoveryCodes: codes }, 'New recovery codes');
    },
  );

  route.delete(
    paths.twoFactor,
    { config: signed, schema: { tags, response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      const user = signedInUser(request);
      assertRecentSignIn(request);
      if (!(await twoFactorStore.remove(db, user.id))) throw conflict(MESSAGES.security.notOn);
      await auditRequest(db, request, { kind: 'two-factor-off' });
      return envelope(request, null, MESSAGES.security.turnedOff);
    },
  );

  route.get(
    paths.sessions,
    { config: signed, schema: { tags, response: { 200: envelopeSchema(z.array(sessionInfoSchema)) } } },
    async (request) => {
      const list = await sessions.list(signedInUser(request).id);
      // This device first, then by last use.
      const wire = list.map(({ id, ...rest }) => ({ _id: id, ...rest, current: id === request.sessionId }));
      return envelope(
        request,
        [...wire.filter((s) => s.current), ...wire.filter((s) => !s.current)],
        'Sessions',
      );
    },
  );

  route.delete(
    paths.sessions,
    { config: signed, schema: { tags, response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      await sessions.revokeAllFor(signedInUser(request).id, request.sessionId ?? undefined);
      await auditRequest(db, request, { kind: 'other-sessions-ended' });
      return envelope(request, null, MESSAGES.security.othersEnded);
    },
  );

  route.delete(
    `${paths.sessions}/:id`,
    {
      config: signed,
      schema: {
        tags,
        params: z.object({ id: z.string().regex(/^[0-9a-f]{64}$/, { error: 'Not a session id.' }) }),
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const ended = await sessions.revokeOwn(signedInUser(request).id, request.params.id);
      if (!ended) throw notFound(MESSAGES.security.noSuchSession);
      await auditRequest(db, request, { kind: 'session-ended' });
      return envelope(request, null, MESSAGES.security.sessionEnded);
    },
  );
}
