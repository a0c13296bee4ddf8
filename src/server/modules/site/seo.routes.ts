/**
 * `GET /robots.txt` and `GET /sitemap.xml` (seo.ts) with the site's absolute URLs; a `Host` that is
 * no host name (without PUBLIC_URL) is answered 400 {@link BAD_HOST_MESSAGE}.
 *
 * Source: docs/decisions/0085-pages-built-from-what-they-are-cached-by.md.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendError } from '../../lib/http-error.js';
import { loadLists } from './lists.js';
import { robotsTxt, sitemapXml } from './seo.js';
import { BAD_HOST_MESSAGE } from './site-url.js';

export interface SeoRouteOptions {
  /** The site's base for absolute URLs, undefined for a `Host` that is no host name. */
  baseOf: (request: FastifyRequest) => string | undefined;
  /** The lists the sitemap reads its entries' dates from. */
  listPaths: readonly string[];
}

/** Registers robots.txt and sitemap.xml on `app`. */
export function registerSeoRoutes(app: FastifyInstance, { baseOf, listPaths }: SeoRouteOptions): void {
  app.get('/robots.txt', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const site = baseOf(request);
    if (site === undefined) return sendError(request, reply, 400, 'VALIDATION_ERROR', BAD_HOST_MESSAGE);
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(robotsTxt(site));
  });
  app.get(
    '/sitemap.xml',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const site = baseOf(request);
      if (site === undefined) return sendError(request, reply, 400, 'VALIDATION_ERROR', BAD_HOST_MESSAGE);
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(sitemapXml(site, Object.values(await loadLists(app, listPaths))));
    },
  );
}
