/**
 * The owner's way to a version's PDF CV without a link (docs/product.md §29; decision
 * docs/decisions/0210-version-mode-shows-the-recipients-page.md):
 *
 * GET /api/versions/{id}/cv.pdf   (admin) the PDF a live link of the version gives now: the
 *                                 version's content (entries, order, headline overrides, hidden
 *                                 sections), its own design or the site's, `?format=a4|letter` and
 *                                 `?lang=` as `GET /cv.pdf`; the version's pinned language wins, else
 *                                 `?lang=`, else the request's language.
 *
 * GET /api/versions/{id}/cv/ats  (admin) what an ATS reads in that PDF (src/shared/cv-ats.ts).
 *
 * The default access (admin): 401 signed out, 403 for another user; 404 "There is no version with
 * this id." for an unknown id; a bad `?format=`/`?lang=` is a 400 (cv.routes.ts `cvQuery`). Not
 * counted in the statistics (the owner's own download, docs/product.md §21), and `private, no-store`.
 * The PDF is rendered through the link routes' store (link-opener.ts `pdfOf`), so a link's PDF and
 * the owner's of the same content are rendered once.
 */
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../lib/reply.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Language } from '../../../shared/i18n/languages.js';
import { VERSION_PATHS } from '../../../shared/versions.js';
import { versionAtsPath } from '../../../shared/cv-ats.js';
import type { Database } from '../../db/types.js';
import { idParams } from '../../lib/id-params.js';
import { requestLanguage } from '../../lib/request-language.js';
import { attachmentHeader, cvQuery } from '../cv/cv.routes.js';
import type { LinkOpener } from './link-opener.js';
import { versionContent } from './resolve.js';
import { versionOr404 } from './lookups.js';

/** Register `GET /api/versions/{id}/cv.pdf` (see the module doc) over the link routes' `opener`. */
export function registerVersionCv(
  app: FastifyInstance,
  db: Kysely<Database>,
  opener: Pick<LinkOpener, 'common' | 'pdfOf'>,
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    VERSION_PATHS.routes.cv,
    {
      schema: {
        tags: ['versions'],
        summary: "A version's PDF CV as a live link gives it now (admin; not counted)",
        params: idParams,
        querystring: cvQuery,
      },
    },
    async (request, reply) => {
      const version = await versionOr404(db, request.params.id);
      const language =
        (version.language as Language | null) ?? request.query.lang ?? requestLanguage(request).language;
      const content = await versionContent(app, version);
      const { bytes, fileName } = await opener.pdfOf(
        content,
        request.query.format ?? 'a4',
        language,
        version.design,
      );
      return opener
        .common(reply)
        .type('application/pdf')
        .header('content-disposition', attachmentHeader(fileName))
        .header('content-language', language)
        .send(bytes);
    },
  );
  // What an ATS sees in the version's CV (docs/decisions/0258-ats-view.md), admin only (the default).
  app.withTypeProvider<ZodTypeProvider>().get(
    versionAtsPath(':id'),
    {
      schema: {
        tags: ['versions'],
        summary: "What an applicant tracking system reads in a version's CV (admin)",
        params: idParams,
        querystring: cvQuery,
      },
    },
    async (request, reply) => {
      const version = await versionOr404(db, request.params.id);
      const language =
        (version.language as Language | null) ?? request.query.lang ?? requestLanguage(request).language;
      const content = await versionContent(app, version);
      const { bytes } = await opener.pdfOf(content, request.query.format ?? 'a4', language, version.design);
      const { atsReport } = await import('../cv/ats.js');
      return opener.common(reply).send(envelope(request, await atsReport(bytes, language), 'ATS report'));
    },
  );
}
