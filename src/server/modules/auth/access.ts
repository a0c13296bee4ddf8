/**
 * Authentication and permissions. Reads the `token` cookie into `request.user` (a live session's user)
 * and enforces each route's `config.access`, deny by default:
 *
 * - `public`: anyone;
 * - `signed`: any signed-in user (401 otherwise);
 * - `self`: signed in; the handler checks that the record is the user's own (admin may act on any);
 * - `admin` (the default when a route says nothing): role admin (401 when anonymous, 403 otherwise).
 *
 * Source: docs/api.md "Routes" (Who) and "Sessions and safety".
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import '@fastify/cookie';
import fp from 'fastify-plugin';
import type { Row } from '../../db/types.js';
import { forbidden, unauthorized } from '../../lib/http-error.js';
import { SESSION_ENDED_COOKIE, SESSION_ENDED_MAX_AGE_S } from '../../../shared/session-ended.js';
import { SESSION_COOKIE, type SessionStore } from './sessions.js';

export type Access = 'public' | 'signed' | 'self' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: Row<'users'> | null;
    sessionId: string | null;
    /** When the session's sign-in happened (ms since the epoch); null without a session. */
    signedInAt: number | null;
  }
}

export interface AuthOptions {
  sessions: SessionStore;
  secureCookies: boolean;
}

/** Cookie attributes of the session cookie (docs/api.md: HttpOnly, Path=/, SameSite=Lax, Secure on https). */
export function sessionCookieOptions(secure: boolean, maxAgeSeconds?: number) {
  return {
    httpOnly: true,
    path: '/',
    sameSite: 'lax' as const,
    secure,
    ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
  };
}

async function authPlugin(app: FastifyInstance, options: AuthOptions) {
  const { sessions, secureCookies } = options;
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('signedInAt', null);

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const resolved = await sessions.resolve(token);
      if (resolved) {
        request.user = resolved.user;
        request.sessionId = resolved.sessionId;
        request.signedInAt = resolved.signedInAt;
        if (resolved.extended) {
          reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(secureCookies, sessions.maxAgeSeconds));
        }
      } else {
        // A session ended elsewhere (or run out): the cookie goes, and the page learns why
        // (src/shared/session-ended.ts, decision 0250). Not httpOnly: the page reads it.
        reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(secureCookies));
        reply.setCookie(SESSION_ENDED_COOKIE, '1', {
          ...sessionCookieOptions(secureCookies, SESSION_ENDED_MAX_AGE_S),
          httpOnly: false,
        });
      }
    }
    // Routes that Fastify did not match (404 handler) have no config; they are answered as 404.
    if (!request.routeOptions.url) return;
    const access: Access = request.routeOptions.config.access ?? 'admin';
    if (access === 'public') return;
    if (!request.user) throw unauthorized();
    if (access === 'admin' && request.user.role !== 'admin') throw forbidden('Only an admin can do this.');
  });
}

export default fp(authPlugin, { name: 'vitae-auth', dependencies: ['@fastify/cookie'] });
