/**
 * Security defaults: headers and CSP (helmet), CORS only for `CORS_ORIGINS` (@fastify/cors),
 * the cross-site write check (a write whose `Origin` is neither the site's own nor listed is 403),
 * and the JSON-only rule for writes (415 without `Content-Type: application/json`; a route with
 * `config.multipart` takes `multipart/form-data` instead).
 *
 * Source: docs/api.md "Sessions and safety".
 *
 * The helmet middleware is built once and applied in one hook: @fastify/helmet rebuilds it (and
 * re-parses the CSP) on every request, a sixth of the server's CPU on a cached list (bench/api.ts).
 */
import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { HttpError } from '../lib/http-error.js';

export interface SecurityOptions {
  corsOrigins: string[];
  /** The site's public URL (its origin counts as "own"); else the request's Host is used. */
  publicUrl?: string | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes `multipart/form-data` instead of JSON (uploads: modules/media). */
    multipart?: boolean;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The site's own origin: PUBLIC_URL's origin when configured (then the Host header, which a client
 * chooses, never counts: decision 0110 §7), else scheme + Host header.
 */
function ownOrigin(request: FastifyRequest, publicUrl?: string): string | undefined {
  if (publicUrl) return new URL(publicUrl).origin.toLowerCase();
  const host = request.headers.host;
  return host ? `${request.protocol}://${host}`.toLowerCase() : undefined;
}

const CROSS_SITE = new HttpError(403, 'FORBIDDEN', 'Cross-site requests are not allowed from this origin.');

async function securityPlugin(app: FastifyInstance, options: SecurityOptions) {
  const allowed = new Set(options.corsOrigins.map((origin) => origin.toLowerCase()));

  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'img-src': ["'self'", 'https:', 'http:', 'data:'],
        'connect-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'script-src': ["'self'"],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));

  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin.toLowerCase())),
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });

  // A preflight from an origin that is not listed: no CORS headers, and not an error either
  // (docs/api.md: CORS; decision 0110 §10). Listed origins were answered by @fastify/cors above.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined) {
      return reply.code(204).send();
    }
  });

  app.addHook('onRequest', async (request) => {
    if (!WRITE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      const normalized = origin.toLowerCase();
      if (!allowed.has(normalized) && ownOrigin(request, options.publicUrl) !== normalized) {
        throw CROSS_SITE;
      }
    } else if (request.headers['sec-fetch-site'] === 'cross-site') {
      // A browser that says "cross-site" but sent no Origin to check: refuse (decision 0110 §7).
      throw CROSS_SITE;
    }
    const type = request.headers['content-type'];
    // A route may opt in to multipart (uploads); every other write stays JSON-only.
    if (request.routeOptions.config.multipart && type && /^multipart\/form-data\s*;/i.test(type)) return;
    if (!type || !/^application\/json\s*(;|$)/i.test(type)) {
      throw new HttpError(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'Send the body as JSON with Content-Type: application/json.',
      );
    }
  });
}

export default fp(securityPlugin, { name: 'vitae-security' });
