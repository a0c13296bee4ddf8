/**
 * The site's design settings (docs/product.md §26; src/shared/designs/settings.ts for the wire):
 *
 * GET /api/settings/design   (public) `{design, accent, fonts, photoShape}`
 * PUT /api/settings/design   (admin) the same, whole; answers the saved settings
 *
 * A saved change reaches every page at once: the write is announced on the change feed (app.ts),
 * which empties the page and CV caches and this module's settings cache.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  designPaths,
  designSettingsResponseSchema,
  designSettingsSchema,
} from '../../../shared/designs/index.js';
import { envelopeSchema } from '../../../shared/schemas.js';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Database } from '../../db/types.js';
import { envelope } from '../../lib/reply.js';
import { DesignSettingsCache, writeDesignSettings } from './designs.repository.js';

/** Register the design settings routes; answers the settings cache the pages and the CV read. */
export function registerDesignRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; feed: ChangeFeed },
): DesignSettingsCache {
  const cache = new DesignSettingsCache(deps.db, deps.feed.healthy);
  deps.feed.onHealth((healthy) => cache.setEnabled(healthy));
  deps.feed.onChange(() => cache.clear());
  const route = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['designs'];
  route.get(
    designPaths.settings,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "The site's design",
        response: { 200: envelopeSchema(designSettingsResponseSchema) },
      },
    },
    async (request) => envelope(request, await cache.read(), 'Design found'),
  );
  route.put(
    designPaths.settings,
    {
      schema: {
        tags,
        summary: "Save the site's design",
        body: designSettingsSchema,
        response: { 200: envelopeSchema(designSettingsResponseSchema) },
      },
    },
    async (request) => {
      await writeDesignSettings(deps.db, request.body);
      cache.clear();
      return envelope(request, request.body, 'Design saved');
    },
  );
  return cache;
}
