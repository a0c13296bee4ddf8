/**
 * The signed-in user of a request, for handlers of routes whose access is `signed` or `self` (the
 * access plugin, modules/auth/access.ts, has already refused anonymous requests there).
 *
 * Source: docs/api.md §6 "Sessions and safety" (deny by default; the self rule is checked by the handler).
 */
import type { FastifyRequest } from 'fastify';
import type { Row } from '../db/types.js';
import { unauthorized } from './http-error.js';

/**
 * The request's user row.
 * @throws HttpError 401 when nobody is signed in (a route declared `public` by mistake).
 */
export function signedInUser(request: FastifyRequest): Row<'users'> {
  if (!request.user) throw unauthorized();
  return request.user;
}
