/**
 * Routes of signing in and out: POST /api/auth/login (public; failures throttled per address and per
 * email, 429 with Retry-After: login-throttle.ts; an account with two-factor sign-in answers 401
 * TWO_FACTOR_REQUIRED until the body carries a `code` too, whose failures are counted apart by the
 * same rules, docs/product.md §23), POST|GET /api/auth/current (public: 200 the user
 * or 401), POST /api/auth/signout (signed; revokes the session and clears the cookie).
 *
 * Source: docs/api.md "Routes" and "Sessions and safety"; docs/decisions/0010-login-throttling.md.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { paths } from '../../../shared/paths.js';
import { MESSAGES } from '../../../shared/messages.js';
import type { SignInWay } from '../../../shared/audit.js';
import { envelopeSchema, loginSchema, userSchema } from '../../../shared/schemas.js';
import type { Database } from '../../db/types.js';
import { HttpError, unauthorized } from '../../lib/http-error.js';
import { envelope } from '../../lib/reply.js';
import { checkPassword } from '../users/passwords.js';
import { usersRepository, userToWire } from '../users/users.repository.js';
import { sessionCookieOptions } from './access.js';
import { LoginThrottle } from './login-throttle.js';
import { deviceClass } from './device.js';
import { auditRequest, auditThrottled } from './audit-events.js';
import { pruneAudit } from '../audit/audit.js';
import { SESSION_COOKIE, type SessionStore } from './sessions.js';
import { twoFactorStore } from './two-factor.js';

export interface AuthDeps {
  db: Kysely<Database>;
  sessions: SessionStore;
  secureCookies: boolean;
  /** Login attempts allowed per email per 15 minutes (per address: five times that). */
  loginRateLimit: number;
}

/**
 * The 429 of a throttled attempt, with Retry-After in seconds (decision 0010); the message speaks in
 * whole minutes, rounded up, "1 minute" singular (docs/product.md §23: "Try again in N minutes.").
 * @param wait seconds to wait (at least 1).
 * @param what the attempts' plural noun: `sign-ins` or `codes`.
 */
export function tooManyAttempts(
  reply: { header(name: string, value: string): unknown },
  wait: number,
  what: string,
) {
  reply.header('retry-after', String(wait));
  const minutes = Math.max(1, Math.ceil(wait / 60));
  return new HttpError(
    429,
    'RATE_LIMITED',
    `Too many failed ${what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}

/** Registers the sign-in, current-user and sign-out routes on `app`. */
export function registerAuthRoutes(app: FastifyInstance, deps: AuthDeps) {
  const { db, sessions } = deps;
  const route = app.withTypeProvider<ZodTypeProvider>();
  const userEnvelope = envelopeSchema(userSchema);
  const throttle = new LoginThrottle(db, deps.loginRateLimit);
  // Codes are counted per account, whatever the address (decision 0235).
  const codeThrottle = new LoginThrottle(db, deps.loginRateLimit, '2fa:', true);

  route.post(
    paths.login,
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: loginSchema, response: { 200: userEnvelope } },
    },
    async (request, reply) => {
      // Only failures count (decision 0010; login-throttle.ts).
      const { email, password, code } = request.body;
      const wait = await throttle.check(request.ip, email);
      if (wait !== undefined) {
        // docs/product.md §30: a refused sign-in is in the audit log too (rolled up).
        const known = await usersRepository.findByEmail(db, email);
        await auditThrottled(db, request, {
          kind: 'sign-in-failed',
          userId: known?.id ?? null,
          email,
          detail: 'password',
        });
        throw tooManyAttempts(reply, wait, 'sign-ins');
      }
      const user = await usersRepository.findByEmail(db, email);
      const valid = await checkPassword(user?.passwordHash, password);
      if (!user || !valid) {
        await throttle.failed(request.ip, email);
        // The email as typed, never the password (docs/product.md §23 "Activity").
        await auditRequest(db, request, {
          kind: 'sign-in-failed',
          userId: user?.id ?? null,
          email,
          detail: 'password',
        });
        throw unauthorized('Wrong email or password.');
      }
      await throttle.succeeded(request.ip, email);
      await throttle.purge();
      let way: SignInWay = 'password';
      if (await twoFactorStore.isEnabled(db, user.id)) {
        // The second step (docs/product.md §23): the original client, which sends no code, reads why.
        if (!code) throw new HttpError(401, 'TWO_FACTOR_REQUIRED', MESSAGES.login.twoFactorRequired);
        const codeWait = await codeThrottle.check(request.ip, user.id);
        if (codeWait !== undefined) {
          await auditThrottled(db, request, {
            kind: 'second-step-failed',
            userId: user.id,
            email: user.email,
          });
          throw tooManyAttempts(reply, codeWait, 'codes');
        }
        const accepted = await twoFactorStore.verify(db, user.id, code);
        if (!accepted) {
          await codeThrottle.failed(request.ip, user.id);
          await auditRequest(db, request, {
            kind: 'second-step-failed',
            userId: user.id,
            email: user.email,
          });
          throw new HttpError(401, 'TWO_FACTOR_INVALID', MESSAGES.login.wrongCode);
        }
        await codeThrottle.succeeded(request.ip, user.id);
        way = accepted === 'recovery' ? 'password+recovery' : 'password+code';
      }
      const token = await sessions.create(user.id, deviceClass(request.headers['user-agent']));
      reply.setCookie(
        SESSION_COOKIE,
        token,
        sessionCookieOptions(deps.secureCookies, sessions.maxAgeSeconds),
      );
      await auditRequest(db, request, { kind: 'sign-in', userId: user.id, email: user.email, detail: way });
      await pruneAudit(db);
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
      if (request.sessionId) {
        await sessions.revoke(request.sessionId);
        await auditRequest(db, request, { kind: 'signed-out' });
      }
      reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(deps.secureCookies));
      return envelope(request, null, 'Signed out');
    },
  );
}
