/**
 * `GET /og.png`: the share image (og-image.ts), one per language chosen by `?lang=` alone, kept in
 * the page cache and answered with an ETag (304 on a match).
 *
 * Source: docs/decisions/0085-pages-built-from-what-they-are-cached-by.md; docs/decisions/0065-content-languages.md.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { DEFAULT_LANGUAGE } from '../../../shared/i18n/languages.js';
import { paths } from '../../../shared/paths.js';
import type { Person } from '../../../shared/schemas.js';
import type { Database } from '../../db/types.js';
import { queryLanguage } from '../../lib/request-language.js';
import { loadLists } from './lists.js';
import { renderOgImage } from './og-image.js';
import { ifNoneMatchHits } from '../../lib/reply.js';
import { type PageCache, pageOf } from './page-cache.js';

export interface ShareImageOptions {
  cache: PageCache;
  /** The database, where the uploaded photo is read. */
  db: Kysely<Database>;
  /** Folder of the built web app (the demo photos), if built. */
  webDist: string | undefined;
  /** The title when the portfolio has no owner name. */
  siteName: string;
}

/** Registers `/og.png` on `app`. */
export function registerShareImageRoute(app: FastifyInstance, options: ShareImageOptions): void {
  const { cache, siteName } = options;
  app.get('/og.png', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    // One image per language, chosen by the URL alone (`?lang=es`: the Spanish pages link it), so
    // the bytes behind a URL never depend on the fetcher's cookie or headers.
    const language = queryLanguage(request.query) ?? DEFAULT_LANGUAGE;
    const key = `og.png\n${language}`;
    let image = cache.page(key);
    if (!image) {
      const generation = cache.version();
      const people = (await loadLists(app, [paths.list('people')]))[paths.list('people')] as
        Person[] | undefined;
      const photos = { db: options.db, webDist: options.webDist };
      const bytes = await renderOgImage(people?.[0], siteName, photos, language);
      image = pageOf(bytes);
      cache.setPage(key, image, generation);
    }
    reply.header('cache-control', 'no-cache').header('etag', image.etag);
    if (ifNoneMatchHits(request, image.etag)) return reply.code(304).send();
    return reply.type('image/png').send(image.identity);
  });
}
