/**
 * `GET /api/admin/static-site[?publicUrl=&basePath=&apiUrl=]` (admin only; docs/product.md §25,
 * docs/api.md): the public site as a zip of static files, the same bytes as
 * `npm run cli -- publish --zip` for the same options (publish.ts). `publicUrl` defaults to the
 * server's PUBLIC_URL, else the request's origin. 400 for a bad URL or base path (nothing is made),
 * 409 while another static site is being made, 503 when the web app is not built.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paths } from '../../../shared/paths.js';
import { badRequest, conflict, HttpError } from '../../lib/http-error.js';
import { requestOrigin } from '../site/site-url.js';
import { buildAndPublish, PublishError, type StaticSiteSettings, zipSite } from './publish.js';

/** The zip's file name. */
export const STATIC_SITE_FILE = 'vitae-static-site.zip';

const staticSiteQuery = z.object({
  publicUrl: z.string().max(2000).optional(),
  basePath: z.string().max(500).optional(),
  apiUrl: z.string().max(2000).optional(),
});

export interface PublishRouteDeps {
  /** Builds the app for a static site (the composition root's `buildApp`, see publish.ts). */
  build: (settings: StaticSiteSettings) => Promise<FastifyInstance>;
  /** The built web app, or undefined when there is none. */
  webDist: string | undefined;
  /** PUBLIC_URL, the default public URL. */
  publicUrl: string | undefined;
}

/** Register the route (see the module doc). */
export function registerPublishRoutes(app: FastifyInstance, deps: PublishRouteDeps): void {
  let busy = false;
  app.withTypeProvider<ZodTypeProvider>().get(
    paths.data.staticSite,
    {
      schema: {
        tags: ['data'],
        summary: 'The public site as a zip of static files for any static host',
        querystring: staticSiteQuery,
      },
    },
    async (request, reply) => {
      if (!deps.webDist) {
        throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'The web app is not built: run npm run build first.');
      }
      const publicUrl =
        request.query.publicUrl || deps.publicUrl || requestOrigin(request.protocol, request.host);
      if (!publicUrl) throw badRequest('Give the public URL of the static site (publicUrl).');
      if (busy) throw conflict('A static site is being made already. Try again when it is ready.');
      busy = true;
      try {
        const site = await buildAndPublish(deps.build, {
          publicUrl,
          basePath: request.query.basePath || undefined,
          apiUrl: request.query.apiUrl || undefined,
          webDist: deps.webDist,
        });
        return await reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename="${STATIC_SITE_FILE}"`)
          .header('cache-control', 'no-store')
          .send(zipSite(site.files));
      } catch (error) {
        if (error instanceof PublishError) throw badRequest(error.message);
        throw error;
      } finally {
        busy = false;
      }
    },
  );
}
