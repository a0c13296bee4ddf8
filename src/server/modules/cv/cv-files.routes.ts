/**
 * The CV as a Word file and as plain text, wherever the PDF is offered
 * (docs/decisions/0263-word-and-text-cv.md):
 *
 * GET /cv.docx, /cv.txt                          (public) the master's, as `GET /cv.pdf`
 * GET /for/{token}/cv.docx, /for/{token}/cv.txt  (public) a link's: refused as its PDF is (400 malformed,
 *                                                404 unknown, 403 paused, 410 revoked or expired, 429)
 * GET /api/versions/{id}/cv.docx, /cv.txt        (admin) a version's as a live link gives it now
 *
 * Query as the PDF's (cv.routes.ts `cvQuery`): `?lang=` (a link's pinned language wins), `?format=`
 * (the Word file's paper; the text has none). Same content and section order as the PDF
 * (cv-plain.ts); counted as a download like the PDF (docs/product.md §21). Answers 200 with
 * `Content-Disposition: attachment` named "<name>[ (es)].docx|txt"; 404 ({@link CV_NO_PERSON})
 * without a person.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { CV_NO_PERSON } from '../../../shared/cv.js';
import { CV_FILE_KINDS, CV_FILE_TYPES, type CvFileKind } from '../../../shared/cv-files.js';
import type { DesignSettings } from '../../../shared/designs/index.js';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages.js';
import { API_PREFIX } from '../../../shared/paths.js';
import { LINK_PAGE_PREFIX, type Version } from '../../../shared/versions.js';
import type { Database } from '../../db/types.js';
import { notFound } from '../../lib/http-error.js';
import { idParams } from '../../lib/id-params.js';
import { requestLanguage } from '../../lib/request-language.js';
import { recordVisit } from '../analytics/counter.js';
import type { DesignSettingsCache } from '../designs/designs.repository.js';
import { isPreview, previewSettings } from '../designs/page-style.js';
import { type CvData, loadCvData } from './cv-data.js';
import { ownerName, type CvFormat } from './cv-names.js';
import { attachmentHeader, cvQuery } from './cv.routes.js';
import { cvDesignOf, DEFAULT_CV_DESIGN } from './designs/index.js';
import { ownerPhoto } from './owner-photo.js';

/** A rendered CV file. */
export interface RenderedCvFile {
  bytes: Buffer;
  fileName: string;
  type: string;
}

/** Side of the Word file's photo in pixels (96 px shown at 1 inch, kept sharp at 300 dpi). */
const PHOTO_PIXELS = 300;

/** The writers, loaded on the first file asked for (the PDF's sections load react-pdf, cv.routes.ts). */
let writers:
  | Promise<{
      plain: typeof import('./cv-plain.js');
      txt: typeof import('./cv-txt.js');
      docx: typeof import('./cv-docx.js');
    }>
  | undefined;
const loadWriters = () =>
  (writers ??= Promise.all([import('./cv-plain.js'), import('./cv-txt.js'), import('./cv-docx.js')]).then(
    ([plain, txt, docx]) => ({ plain, txt, docx }),
  ));

/**
 * The CV of `data` as a `kind` file in `language`, in the design `settings` (its section order, face,
 * accent; the default design's when undefined), on `format` paper (Word only).
 * @throws HttpError 404 ({@link CV_NO_PERSON}) when `data` has no person.
 */
export async function renderCvFile(
  deps: { db: Kysely<Database>; webDist?: string | undefined },
  data: CvData,
  kind: CvFileKind,
  format: CvFormat,
  language: Language,
  settings?: DesignSettings,
): Promise<RenderedCvFile> {
  const person = data.person;
  if (!person) throw notFound(CV_NO_PERSON);
  const { plain, txt, docx } = await loadWriters();
  const design = settings ? cvDesignOf(settings) : DEFAULT_CV_DESIGN;
  const cv = plain.cvPlainOf({ ...data, person }, language, design.id);
  const suffix = language === DEFAULT_LANGUAGE ? '' : ` (${language})`;
  const fileName = `${ownerName(person)}${suffix}.${kind}`;
  if (kind === 'txt')
    return { bytes: Buffer.from(txt.cvText(cv), 'utf8'), fileName, type: CV_FILE_TYPES.txt };
  const photo = await ownerPhoto({ db: deps.db, webDist: deps.webDist }, person.thumbnails[0], PHOTO_PIXELS);
  const bytes = await docx.cvDocx(cv, {
    face: design.face,
    accent: design.look.accent,
    muted: design.look.muted,
    format,
    photo,
  });
  return { bytes, fileName, type: CV_FILE_TYPES.docx };
}

/** `Content-Disposition` for `fileName` (its extension kept; cv.routes.ts `attachmentHeader`'s rules). */
export function fileAttachmentHeader(fileName: string): string {
  const extension = /\.[a-z]+$/.exec(fileName)?.[0] ?? '';
  const header = attachmentHeader(`${fileName.slice(0, fileName.length - extension.length)}.pdf`);
  return header.replace('.pdf"', `${extension}"`).replace(/\.pdf$/, extension);
}

/** Send `file` as a download in `language`. */
function sendFile(reply: FastifyReply, file: RenderedCvFile, language: Language): FastifyReply {
  return reply
    .type(file.type)
    .header('content-disposition', fileAttachmentHeader(file.fileName))
    .header('content-language', language)
    .send(file.bytes);
}

/** Register `GET /cv.docx` and `GET /cv.txt` (the master's; see the module doc). */
export function registerCvFileRoutes(
  app: FastifyInstance,
  deps: {
    db: Kysely<Database>;
    webDist?: string | undefined;
    designs?: Pick<DesignSettingsCache, 'read'>;
  },
): void {
  for (const kind of CV_FILE_KINDS) {
    app.withTypeProvider<ZodTypeProvider>().get(
      `/cv.${kind}`,
      {
        config: { access: 'public' },
        schema: {
          tags: ['cv'],
          summary: kind === 'docx' ? 'The portfolio as a Word CV' : 'The portfolio as a plain-text CV',
          querystring: cvQuery,
        },
      },
      async (request, reply) => {
        const language = request.query.lang ?? requestLanguage(request).language;
        const saved = deps.designs ? await deps.designs.read() : undefined;
        const design = saved ? previewSettings(request, saved) : undefined;
        const file = await renderCvFile(
          deps,
          await loadCvData(deps.db),
          kind,
          request.query.format ?? 'a4',
          language,
          design,
        );
        if (!isPreview(request)) recordVisit(request, { kind: 'download', language });
        return sendFile(reply, file, language)
          .header('vary', 'cookie, accept-language')
          .header('cache-control', 'no-cache');
      },
    );
  }
}

/** What the link routes give the files' routes (link-opener.ts). */
export interface LinkFileDeps {
  db: Kysely<Database>;
  webDist?: string | undefined;
  designs?: Pick<DesignSettingsCache, 'read'>;
  opener: Pick<import('../versions/link-opener.js').LinkOpener, 'common' | 'open'>;
  /** Count a link's open (link-opener.ts `onLinkOpened`). */
  opened: typeof import('../versions/link-opener.js').onLinkOpened;
  /** The version's content now (resolve.ts `versionContent`) and its CV data (content.ts `cvDataOf`). */
  contentOf: (version: Version) => Promise<import('../../../shared/versions.js').VersionContent>;
  cvDataOf: (content: import('../../../shared/versions.js').VersionContent) => CvData;
  versionOr404: (id: string) => Promise<Version>;
}

/** Register a link's and a version's `.docx`/`.txt` (see the module doc), beside their PDF routes. */
export function registerLinkCvFiles(app: FastifyInstance, deps: LinkFileDeps): void {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const designOf = async (own: Version['design']) => {
    const saved = deps.designs ? await deps.designs.read() : undefined;
    return saved && own ? { ...saved, design: own } : saved;
  };
  for (const kind of CV_FILE_KINDS) {
    route.get(
      `${LINK_PAGE_PREFIX}/:token/cv.${kind}`,
      {
        config: { access: 'public' },
        schema: {
          tags: ['versions'],
          hide: true,
          params: z.object({ token: z.string() }),
          querystring: cvQuery,
        },
      },
      async (request, reply) => {
        const opened = await deps.opener.open(request, reply, request.params.token, request.query.lang);
        if (!opened) return reply;
        const file = await renderCvFile(
          deps,
          deps.cvDataOf(opened.content),
          kind,
          request.query.format ?? 'a4',
          opened.language,
          await designOf(opened.version.design),
        );
        deps.opened(request, opened.link, 'cv', opened.language);
        return sendFile(deps.opener.common(reply), file, opened.language);
      },
    );
    route.get(
      `${API_PREFIX}/versions/:id/cv.${kind}`,
      {
        schema: {
          tags: ['versions'],
          summary: `A version's CV as ${kind === 'docx' ? 'a Word file' : 'plain text'} (admin; not counted)`,
          params: idParams,
          querystring: cvQuery,
        },
      },
      async (request, reply) => {
        const version = await deps.versionOr404(request.params.id);
        const language =
          (version.language as Language | null) ?? request.query.lang ?? requestLanguage(request).language;
        const content = await deps.contentOf(version);
        const file = await renderCvFile(
          deps,
          deps.cvDataOf(content),
          kind,
          request.query.format ?? 'a4',
          language,
          await designOf(version.design),
        );
        return sendFile(deps.opener.common(reply), file, language);
      },
    );
  }
}
