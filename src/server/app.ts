/**
 * `buildApp(deps)`: the whole Vitae HTTP application (API + built web app), without listening. The
 * server (`main.ts`) and the tests (`app.inject`) build the very same app.
 *
 * Shape: {@link AppDeps} in, a ready Fastify instance out. Source: docs/architecture.md "Server";
 * docs/api.md for every route.
 */
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { MAX_BODY_BYTES, MAX_JSON_DEPTH } from '../shared/constants.js';
import { paths } from '../shared/paths.js';
import { LINK_PAGE_PREFIX } from '../shared/versions.js';
import { type ChangeFeed, createChangeFeed } from './db/change-feed.js';
import type { ServerTimeouts } from './config.js';
import type { Db } from './db/connection.js';
import { badRequest } from './lib/http-error.js';
import { containsNul, jsonDepth } from './lib/json-body.js';
import { ListCache } from './lib/reply.js';
import { SessionStore } from './modules/auth/sessions.js';
import { registerAnalytics } from './modules/analytics/analytics.routes.js';
import { registerDataRoutes } from './modules/data/data.routes.js';
import { registerHistoryRoutes } from './modules/history/history.routes.js';
import { registerMediaRoutes } from './modules/media/media.routes.js';
import { plainResources } from './modules/resources/definitions.js';
import { registerOrderedRoutes } from './modules/resources/ordered-resource.js';
import { registerSectionRoutes } from './modules/sections/sections.routes.js';
import { type OrderedResource } from './modules/resources/resource.js';
import { registerCvRoutes } from './modules/cv/cv.routes.js';
import { registerCvFileRoutes } from './modules/cv/cv-files.routes.js';
import { registerDesignRoutes } from './modules/designs/designs.routes.js';
import { type ContactOptions, registerMessageRoutes } from './modules/messages/messages.routes.js';
import { registerProjectRoutes } from './modules/resources/projects.js';
import { registerUserRoutes } from './modules/users/users.routes.js';
import { registerPeopleRoutes } from './modules/people/people.routes.js';
import { registerAuthRoutes } from './modules/auth/auth.routes.js';
import { registerSecurityRoutes } from './modules/auth/security.routes.js';
import { registerPasskeyRoutes } from './modules/auth/passkeys.routes.js';
import { requestOrigin } from './modules/site/site-url.js';
import authPlugin from './modules/auth/access.js';
import auditPlugin from './plugins/audit.js';
import compressionPlugin from './plugins/compression.js';
import { registerAuditRoutes } from './modules/audit/audit.routes.js';
import errorsPlugin from './plugins/errors.js';
import { answerClientError } from './plugins/errors/client-errors.js';
import { sendError } from './lib/http-error.js';
import { registerSite } from './modules/site/pages.js';
import type { StaticSite } from '../shared/static-site.js';
import securityPlugin from './plugins/security.js';
import { registerLinkPages } from './modules/versions/link-pages.js';
import { refuseMalformedLink } from './modules/versions/link-opener.js';
import { registerVersionRoutes } from './modules/versions/versions.routes.js';
import { PUBLISH_ORIGIN } from './modules/publish/publish.js';
import { registerPublishRoutes } from './modules/publish/publish.routes.js';

export interface AppDeps {
  db: Db;
  sessionTtlDays?: number;
  corsOrigins?: string[];
  publicUrl?: string | undefined;
  secureCookies?: boolean;
  /** Failed sign-ins per 15 minutes before throttling (modules/auth/login-throttle.ts). Default 10. */
  loginRateLimit?: number;
  /** Folder of the built web app; when it has no index.html a placeholder page is served. */
  webDist?: string | undefined;
  /** The pages' title when the portfolio has no owner name (SITE_NAME). Default 'Portfolio'. */
  siteName?: string;
  /** Change feed shared with other parts of the process; by default the app makes (and closes) its own. */
  changeFeed?: ChangeFeed;
  /** Fastify `trustProxy` (TRUST_PROXY): whose X-Forwarded-For gives the client address. Default false. */
  trustProxy?: false | number | string[];
  /** Connection timeouts (config.ts); defaults: request 30 s, headers 10 s, keep-alive 5 s. */
  timeouts?: ServerTimeouts;
  /** Contact form limits and optional email delivery (modules/messages). */
  contact?: ContactOptions;
  /** Unknown `/for/<token>` addresses per client address per 15 minutes before 429 (modules/versions). Default 20. */
  linkMissLimit?: number;
  /** Count visits for the owner's statistics (docs/product.md §21). Default true. */
  countVisits?: boolean;
  /** Fastify logger options; false (the default) for tests. */
  logger?: FastifyServerOptions['logger'];
  /**
   * Render every page for a static site (docs/product.md §25; modules/publish): set only on the app
   * `publish` builds for itself, never on a serving one.
   */
  staticSite?: StaticSite;
}

/** Logger settings that keep cookies, tokens and passwords out of the logs. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
      ],
      censor: '[redacted]',
    },
  };
}

/** The pages' title when neither the owner's name nor SITE_NAME is known. */
export const DEFAULT_SITE_NAME = 'Portfolio';

/** TRUST_PROXY as Fastify takes it: a hop count trusts that many proxies nearest the server. */
function trustProxyOption(
  value: AppDeps['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value ?? false;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const timeouts = deps.timeouts ?? { requestMs: 30_000, headersMs: 10_000, keepAliveMs: 5_000 };
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: trustProxyOption(deps.trustProxy),
    // A request that never finishes is closed (decision 0110 §3); headers: below.
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    clientErrorHandler: answerClientError,
    bodyLimit: MAX_BODY_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    // URLs the router rejects before any route (bad %-encoding, a path value over 100 characters)
    // answer 400 in the error envelope too: a malformed id in a path is 400 (docs/api.md: Basics).
    frameworkErrors: (error, request, reply) => {
      // A link's address answers the link pages' own 400 page (docs/decisions/0231-link-token-shape.md).
      if (request.url.startsWith(`${LINK_PAGE_PREFIX}/`)) return refuseMalformedLink(request, reply);
      const message =
        error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? 'A value in the path is too long.'
          : 'The URL is not valid.';
      return sendError(request, reply, 400, 'VALIDATION_ERROR', message);
    },
  });
  app.server.headersTimeout = timeouts.headersMs;
  // Node looks for timed-out requests every 30 s by default; once a second keeps the bound tight
  // (read when the server starts listening).
  Object.assign(app.server, { connectionsCheckingInterval: Math.min(1_000, timeouts.headersMs) });
  app.setValidatorCompiler(validatorCompiler);
  // Responses are built from typed code; schemas document them (OpenAPI) without re-validating each one.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  const kysely = deps.db.kysely;
  const sessions = new SessionStore(kysely, (deps.sessionTtlDays ?? 7) * 24 * 60 * 60 * 1000);
  const feed = deps.changeFeed ?? createChangeFeed(deps.db);
  const cache = new ListCache(feed.healthy);
  feed.onHealth((healthy) => cache.setEnabled(healthy));
  feed.onChange(() => cache.clear());
  if (!deps.changeFeed) app.addHook('onClose', () => feed.close());
  const secureCookies = deps.secureCookies ?? false;

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    // Depth is checked on the text first: nothing below ever walks a deeper structure (decision 0110).
    if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
      return done(
        badRequest(`The request body is nested more than ${MAX_JSON_DEPTH} levels deep.`),
        undefined,
      );
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return done(badRequest('The request body is not valid JSON.'), undefined);
    }
    // PostgreSQL text cannot hold NUL; refuse it here for every route and both databases alike.
    if (text.includes('\\u0000') && containsNul(value)) {
      return done(badRequest('Text cannot contain the NUL character (\\u0000).'), undefined);
    }
    done(null, value);
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Vitae API', version: '1.0.0', description: 'The Vitae HTTP API (docs/api.md).' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(compressionPlugin);
  await app.register(errorsPlugin);
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await app.register(securityPlugin, { corsOrigins: deps.corsOrigins ?? [], publicUrl: deps.publicUrl });
  await app.register(authPlugin, { sessions, secureCookies });
  await app.register(auditPlugin, { db: kysely });

  // Any successful write may change a public list: announce it before the answer leaves (this
  // process drops its cached lists at once, so a client that reads right after its write sees it).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400)
      await feed.announce();
    return payload;
  });

  registerAnalytics(app, { db: kysely, counting: deps.countVisits ?? true });
  const routeDeps = { db: kysely, cache };
  for (const resource of plainResources) {
    registerOrderedRoutes(app, routeDeps, resource as OrderedResource);
  }
  registerProjectRoutes(app, routeDeps);
  registerSectionRoutes(app, { db: kysely });
  registerHistoryRoutes(app, { db: kysely });
  await registerMediaRoutes(app, { db: kysely });
  await registerDataRoutes(app, { db: kysely });
  registerAuthRoutes(app, {
    db: kysely,
    sessions,
    secureCookies,
    loginRateLimit: deps.loginRateLimit ?? 10,
  });
  registerSecurityRoutes(app, { db: kysely, sessions, loginRateLimit: deps.loginRateLimit ?? 10 });
  registerPasskeyRoutes(app, {
    db: kysely,
    sessions,
    secureCookies,
    loginRateLimit: deps.loginRateLimit ?? 10,
    // The relying party is the site (decision 0121): PUBLIC_URL, else the request's own origin.
    relyingParty: (request) => {
      const origin = deps.publicUrl
        ? new URL(deps.publicUrl).origin
        : requestOrigin(request.protocol, request.host);
      if (!origin) return undefined;
      const id = new URL(origin).hostname;
      // WebAuthn takes a domain as the relying party's ID, never an IP address.
      if (/^[\d.]+$|^\[/.test(id)) return undefined;
      return { id, origin, name: 'Vitae' };
    },
  });
  registerAuditRoutes(app, { db: kysely });
  registerUserRoutes(app, { db: kysely, sessions });
  registerPeopleRoutes(app, routeDeps);
  const designs = registerDesignRoutes(app, { db: kysely, feed });
  registerCvRoutes(app, { db: kysely, feed, webDist: deps.webDist, designs });
  registerCvFileRoutes(app, { db: kysely, webDist: deps.webDist, designs });
  registerMessageRoutes(app, { db: kysely, contact: deps.contact });

  app.get(
    paths.health,
    { config: { access: 'public' }, schema: { tags: ['health'] } },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(kysely);
        return { status: 'ok', database: deps.db.dialect };
      } catch (error) {
        request.log.error({ err: error }, 'health check failed');
        return sendError(request, reply, 503, 'SERVICE_UNAVAILABLE', 'The database does not answer.');
      }
    },
  );

  app.get(paths.openapi, { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());

  registerVersionRoutes(app, { db: kysely });
  // The static site is made by an app of its own, built for it (docs/product.md §25).
  registerPublishRoutes(app, {
    webDist: deps.webDist,
    publicUrl: deps.publicUrl,
    build: (staticSite) =>
      buildApp({
        db: deps.db,
        webDist: deps.webDist,
        siteName: deps.siteName ?? DEFAULT_SITE_NAME,
        publicUrl: PUBLISH_ORIGIN,
        countVisits: false,
        staticSite,
      }),
  });
  const renderPage = await registerSite(app, {
    webDist: deps.webDist,
    publicUrl: deps.publicUrl,
    siteName: deps.siteName ?? DEFAULT_SITE_NAME,
    feed,
    db: kysely,
    designs,
    staticSite: deps.staticSite,
  });
  registerLinkPages(app, {
    db: kysely,
    feed,
    webDist: deps.webDist,
    renderPage,
    designs,
    missLimit: deps.linkMissLimit,
  });
  await app.ready();
  return app;
}
