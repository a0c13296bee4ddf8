/**
 * What a link's URL shows (docs/product.md §20; docs/decisions/0140-versions-and-links.md), public:
 *
 * GET /for/{token}               the version's site: the home page over the version's content, `noindex`
 * GET /for/{token}/cv.pdf        its PDF CV (`?format=a4|letter`, `?lang=`, as `GET /cv.pdf`)
 * GET /for/{token}/resume.json   its JSON Resume (`?lang=`)
 * POST /for/{token}/message      its contact form (multipart/form-data, no script): 303 back to the
 *                                page with `?sent=1`, or the page again with why and the input kept
 * POST /for/{token}/theme        `theme` light|dark: the theme cookie, 303 back to the page
 *                                (both forms in link-form-routes.ts)
 * GET /api/versions/{id}/preview  (admin) the page a live link of the version shows now
 * GET /api/versions/{id}/cv.pdf   (admin) its PDF CV as a live link gives it now (version-cv-route.ts)
 * GET /for/{token}/cv.docx|txt, /api/versions/{id}/cv.docx|txt   the same CV as Word and text (cv-files.routes.ts)
 *
 * The content is the version's now, or a frozen link's snapshot. The language is the version's pinned
 * one, else the request's (src/server/lib/request-language.ts); the design the version's own, else the
 * site's. A frozen link takes the pinned language and the design its snapshot kept (decision 0233). Every answer has `X-Robots-Tag:
 * noindex, nofollow` and `Cache-Control: private, no-store` (a revoked link stops at once, on every
 * instance: each request reads the link from the database).
 *
 * A token that matches no link answers 404 with a polite page and counts as a miss for the client
 * address ({@link MissThrottle}: 429 past the limit); the token is looked up by its SHA-256, never
 * compared as text. A revoked or expired link answers 410, a paused one 403, each with its page.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages.js';
import { VERSION_PATHS } from '../../../shared/versions.js';
import { idParams } from '../../lib/id-params.js';
import { requestLanguage } from '../../lib/request-language.js';
import { attachmentHeader, cvQuery } from '../cv/cv.routes.js';
import { registerLinkForms } from './link-form-routes.js';
import { plainPage } from './link-html.js';
import { type LinkPageOptions, linkOpener, onLinkOpened, resumeQuery, tokenParams } from './link-opener.js';
import { versionOr404 } from './lookups.js';
import { snapshotResume, versionContent, versionResume } from './resolve.js';
import { registerVersionCv } from './version-cv-route.js';
import { registerLinkCvFiles } from '../cv/cv-files.routes.js';
import { cvDataOf } from './content.js';

/** Register the link pages (see the module doc). */
export function registerLinkPages(app: FastifyInstance, options: LinkPageOptions): void {
  const { db } = options;
  const opener = linkOpener(app, options);
  const { common, open, pdfOf, sendPage } = opener;
  registerLinkForms(app, opener);
  registerVersionCv(app, db, opener);
  // The same CV as a Word file and as text, refused as the PDF is (docs/decisions/0263-word-and-text-cv.md).
  registerLinkCvFiles(app, {
    db,
    webDist: options.webDist,
    designs: options.designs,
    opener,
    opened: onLinkOpened,
    contentOf: (version) => versionContent(app, version),
    cvDataOf,
    versionOr404: (id) => versionOr404(db, id),
  });
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(
    VERSION_PATHS.routes.page,
    { config: { access: 'public' }, schema: { tags: ['versions'], hide: true, params: tokenParams } },
    async (request, reply) => {
      const opened = await open(request, reply, request.params.token);
      if (!opened) return reply;
      onLinkOpened(request, opened.link, 'page', opened.language);
      const sent = (request.query as Record<string, unknown> | undefined)?.sent === '1';
      return sendPage(request, reply, opened, sent ? { kind: 'sent' } : undefined);
    },
  );

  route.get(
    VERSION_PATHS.routes.preview,
    { schema: { tags: ['versions'], hide: true, params: idParams } },
    async (request, reply) => {
      const version = await versionOr404(db, request.params.id);
      const language = (version.language as Language | null) ?? requestLanguage(request).language;
      const content = await versionContent(app, version);
      const html =
        (await options.renderPage(request, content, language, version.design, {
          home: VERSION_PATHS.preview(version._id),
          pinnedLanguage: version.language !== null,
        })) ?? plainPage(content, language, version.language !== null);
      return common(reply).type('text/html; charset=utf-8').header('content-language', language).send(html);
    },
  );

  route.get(
    VERSION_PATHS.routes.pdf,
    {
      config: { access: 'public' },
      schema: { tags: ['versions'], hide: true, params: tokenParams, querystring: cvQuery },
    },
    async (request, reply) => {
      const opened = await open(request, reply, request.params.token, request.query.lang);
      if (!opened) return reply;
      const { bytes, fileName } = await pdfOf(
        opened.content,
        request.query.format ?? 'a4',
        opened.language,
        opened.version.design,
      );
      onLinkOpened(request, opened.link, 'cv', opened.language);
      return common(reply)
        .type('application/pdf')
        .header('content-disposition', attachmentHeader(fileName))
        .header('content-language', opened.language)
        .send(bytes);
    },
  );

  route.get(
    VERSION_PATHS.routes.resume,
    {
      config: { access: 'public' },
      schema: { tags: ['versions'], hide: true, params: tokenParams, querystring: resumeQuery },
    },
    async (request, reply) => {
      const opened = await open(request, reply, request.params.token, request.query.lang);
      if (!opened) return reply;
      const doc =
        (opened.snapshot ? snapshotResume(opened.snapshot, opened.language) : undefined) ??
        (await versionResume(db, opened.version, opened.content, opened.language ?? DEFAULT_LANGUAGE));
      onLinkOpened(request, opened.link, 'resume', opened.language);
      return common(reply)
        .type('application/json; charset=utf-8')
        .header('content-language', opened.language)
        .send(`${JSON.stringify(doc, null, 2)}\n`);
    },
  );
}
