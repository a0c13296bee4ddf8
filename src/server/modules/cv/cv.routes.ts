/**
 * `GET /cv.pdf[?format=a4|letter]` (public): the portfolio as a tagged PDF CV, rendered in-process by
 * Typst (cv-typst.ts, docs/decisions/0255-tagged-pdf-engine.md; react-pdf behind `VITAE_CV_ENGINE`,
 * docs/decisions/0050-pdf-cv.md). The rendered bytes are kept per paper size
 * until the data changes: the change feed that clears the list cache also drops them
 * (docs/decisions/0003-list-cache.md), and nothing is kept while the feed is unhealthy.
 *
 * Answers: 200 `application/pdf` with `Content-Disposition: attachment` named after the owner;
 * 400 for an unknown format; 404 `NOT_FOUND` ({@link CV_NO_PERSON}) when there is no person.
 *
 * Language (decision 0060): `?lang=es` gives the Spanish CV (the entries' Spanish versions,
 * Spanish headings; file "<name> (es).pdf"); without it, the request's language
 * (src/server/lib/request-language.ts: cookie, then Accept-Language), so the site's download link
 * follows the visitor's choice. `Content-Language` says which; `Vary` names what chose it.
 *
 * Design (docs/product.md §26): the CV is drawn in the site's design (src/server/modules/cv/designs/);
 * a signed-in admin's `?design=&accent=&fonts=&photo=` preview another without saving
 * (src/server/modules/designs/page-style.ts), never kept.
 */
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../lib/reply.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { CV_NO_PERSON, CV_PATH } from '../../../shared/cv.js';
import { CV_ATS_PATH } from '../../../shared/cv-ats.js';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Database } from '../../db/types.js';
import { notFound } from '../../lib/http-error.js';
import { LANGUAGES, DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages.js';
import { requestLanguage } from '../../lib/request-language.js';
import { recordVisit } from '../analytics/counter.js';
import { type CvData, loadCvData } from './cv-data.js';
import { CV_FORMATS, ownerName, type CvFormat } from './cv-names.js';
import { ownerPhoto } from './owner-photo.js';
import type { DesignSettings } from '../../../shared/designs/index.js';
import type { Person } from '../../../shared/schemas.js';
import type { DesignSettingsCache } from '../designs/designs.repository.js';
import { isPreview, previewSettings } from '../designs/page-style.js';
import { cvDesignOf, DEFAULT_CV_DESIGN } from './designs/index.js';

/**
 * The PDF engine (docs/decisions/0255-tagged-pdf-engine.md): `typst`, the tagged PDF of
 * cv-typst.ts (the default), or `react-pdf`, the untagged engine before it, kept for one release
 * as a way back (`VITAE_CV_ENGINE=react-pdf`). Read on every render, so a test may switch it.
 */
export function cvEngine(): 'typst' | 'react-pdf' {
  return process.env.VITAE_CV_ENGINE === 'react-pdf' ? 'react-pdf' : 'typst';
}

/** The photo's alternative text in the CV's language: "Photo of Ana Pérez" / "Foto de Ana Pérez". */
export function photoAltOf(person: Person, language: Language): string {
  return `${language === 'es' ? 'Foto de' : 'Photo of'} ${ownerName(person)}`;
}

/**
 * @react-pdf/renderer, the CV document and its fonts, loaded on the first render: the PDF library
 * holds about 40 MB of memory, which a server that is never asked for a CV does not pay
 * (`npm run bench:api`, peak RSS). The fonts themselves load per document (fonts.ts).
 */
let pdfModules:
  | Promise<{
      renderToBuffer: (typeof import('@react-pdf/renderer'))['renderToBuffer'];
      document: typeof import('./cv-document.js');
      prepareCvFonts: (typeof import('./fonts.js'))['prepareCvFonts'];
    }>
  | undefined;
function loadPdfModules() {
  pdfModules ??= Promise.all([
    import('@react-pdf/renderer'),
    import('./cv-document.js'),
    import('./fonts.js'),
  ]).then(([pdf, document, fonts]) => ({
    renderToBuffer: pdf.renderToBuffer,
    document,
    prepareCvFonts: fonts.prepareCvFonts,
  }));
  return pdfModules;
}

/** Side of the CV's photo in pixels: 72 pt printed at 300 dpi. */
const PHOTO_PIXELS = 300;

export interface RenderedCv {
  bytes: Buffer;
  fileName: string;
}

/**
 * Renders CVs and keeps the last rendering of each paper size until {@link CvRenderer.clear}.
 * Concurrent requests for the same size share one rendering.
 */
export class CvRenderer {
  /** By `${format}:${language}`. */
  private readonly cache = new Map<string, Promise<RenderedCv>>();
  private generation = 0;
  constructor(
    private readonly db: Kysely<Database>,
    private enabled = true,
    /** Folder of the built web app, where site-relative photos are looked up (owner-photo.ts). */
    private readonly webDist?: string,
  ) {}

  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.clear();
  }

  clear(): void {
    this.generation += 1;
    this.cache.clear();
  }

  /**
   * The CV on `format` paper in `language` (default English).
   * @throws HttpError 404 when there is no person.
   */
  render(
    format: CvFormat,
    language: Language = DEFAULT_LANGUAGE,
    design: DesignSettings | undefined = undefined,
    keep = true,
  ): Promise<RenderedCv> {
    const key = `${format}:${language}:${JSON.stringify(design ?? null)}`;
    const cached = this.enabled && keep ? this.cache.get(key) : undefined;
    if (cached) return cached;
    const generation = this.generation;
    const pending = this.renderFresh(format, language, design);
    if (this.enabled && keep) {
      this.cache.set(key, pending);
      // A failure (no person, database error) is not kept; a change during the render drops it.
      pending.then(
        () => {
          if (generation !== this.generation) this.cache.delete(key);
        },
        () => {
          if (this.cache.get(key) === pending) this.cache.delete(key);
        },
      );
    }
    return pending;
  }

  private async renderFresh(
    format: CvFormat,
    language: Language,
    design: DesignSettings | undefined,
  ): Promise<RenderedCv> {
    return renderCv(
      { db: this.db, webDist: this.webDist },
      await loadCvData(this.db),
      format,
      language,
      design,
    );
  }
}

/**
 * Render the CV of `data` (the portfolio's, or a version's: src/server/modules/versions/) on
 * `format` paper in `language`: the bytes and the download's file name ("<name>[ (es)].pdf").
 * @throws HttpError 404 ({@link CV_NO_PERSON}) when `data` has no person.
 */
export async function renderCv(
  deps: { db: Kysely<Database>; webDist?: string | undefined },
  data: CvData,
  format: CvFormat,
  language: Language,
  /** The design's settings (src/shared/designs); the default design's when undefined. */
  designSettings?: DesignSettings,
): Promise<RenderedCv> {
  const person = data.person;
  if (!person) throw notFound(CV_NO_PERSON);
  const photo = await ownerPhoto({ db: deps.db, webDist: deps.webDist }, person.thumbnails[0], PHOTO_PIXELS);
  const { renderToBuffer, document, prepareCvFonts } = await loadPdfModules();
  const cv = { ...data, person };
  // First the document's text, to load the fonts it needs; then the document drawn with them.
  const design = designSettings ? cvDesignOf(designSettings) : undefined;
  const draft = document.cvDocument(cv, format, photo?.bytes, language, undefined, design);
  let bytes: Buffer;
  const fonts = prepareCvFonts(document.documentText(draft), design?.face);
  if (cvEngine() === 'typst') {
    const { renderTypstCv } = await import('./cv-typst.js');
    // The same text cleaning as the react-pdf engine (typesetting.ts: what no bundled font draws
    // becomes a replacement mark or is dropped); lines are broken by Typst.
    const cleaned = document.cvDocument(
      cv,
      format,
      photo?.bytes,
      language,
      { ...document.typesetWith(fonts), paragraph: () => ({}) },
      design,
    );
    bytes = await renderTypstCv({
      document: cleaned,
      text: document.documentText(cleaned),
      design: design ?? DEFAULT_CV_DESIGN,
      format,
      language,
      photoAlt: photoAltOf(person, language),
      ...(photo ? { photo: photo.bytes } : {}),
    });
  } else {
    bytes = await renderToBuffer(
      document.cvDocument(cv, format, photo?.bytes, language, document.typesetWith(fonts), design),
    );
  }
  const suffix = language === DEFAULT_LANGUAGE ? '' : ` (${language})`;
  return { bytes, fileName: `${ownerName(person)}${suffix}.pdf` };
}

/**
 * `Content-Disposition` for a download named `fileName` (RFC 6266: ASCII fallback + UTF-8 form).
 * A name with no ASCII letter or digit (all Chinese, say) falls back to "CV.pdf"; a lone UTF-16
 * surrogate is written as U+FFFD.
 */
export function attachmentHeader(fileName: string): string {
  const wellFormed = fileName.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  );
  const ascii = wellFormed
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '')
    .replace(/ +/g, ' ')
    .replace(/ (?=\.pdf$)/, '')
    .trim();
  const encoded = encodeURIComponent(wellFormed).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  const fallback = /[A-Za-z0-9]/.test(ascii.replace(/( \([a-z]{2}\))?\.pdf$/, '')) ? ascii : 'CV.pdf';
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

const FORMAT_MESSAGE = 'The format must be a4 or letter.';
const LANGUAGE_MESSAGE = `The language must be ${LANGUAGES.join(' or ')}.`;

/**
 * `?format=` and `?lang=`. The same names written as a list or an object (`lang[]=es`,
 * `format[0]=a4`) are refused with the same messages rather than ignored (a bad value is a 400,
 * docs/decisions/0090-cv-query-forms.md); other parameters (a link's tracking tags) are ignored.
 */
export const cvQuery = z
  .looseObject({
    format: z
      .enum(Object.keys(CV_FORMATS) as [CvFormat, ...CvFormat[]], { error: FORMAT_MESSAGE })
      .optional(),
    lang: z.enum(LANGUAGES, { error: LANGUAGE_MESSAGE }).optional(),
  })
  .superRefine((query, context) => {
    for (const key of Object.keys(query)) {
      const name = /^(format|lang)\[/.exec(key)?.[1];
      if (name) {
        context.addIssue({
          code: 'custom',
          path: [key],
          message: name === 'lang' ? LANGUAGE_MESSAGE : FORMAT_MESSAGE,
        });
      }
    }
  });

/** Register `GET /cv.pdf`; the renderer's cache follows `feed` (cleared on change, off while unhealthy). */
export function registerCvRoutes(
  app: FastifyInstance,
  deps: {
    db: Kysely<Database>;
    feed: ChangeFeed;
    webDist?: string | undefined;
    /** The site's design settings (src/server/modules/designs/); the default design without. */
    designs?: Pick<DesignSettingsCache, 'read'>;
  },
) {
  const renderer = new CvRenderer(deps.db, deps.feed.healthy, deps.webDist);
  deps.feed.onHealth((healthy) => renderer.setEnabled(healthy));
  deps.feed.onChange(() => renderer.clear());
  app.withTypeProvider<ZodTypeProvider>().get(
    CV_PATH,
    {
      config: { access: 'public' },
      schema: { tags: ['cv'], summary: 'The portfolio as a PDF CV', querystring: cvQuery },
    },
    async (request, reply) => {
      const language = request.query.lang ?? requestLanguage(request).language;
      const saved = deps.designs ? await deps.designs.read() : undefined;
      const design = saved ? previewSettings(request, saved) : undefined;
      const { bytes, fileName } = await renderer.render(
        request.query.format ?? 'a4',
        language,
        design,
        !isPreview(request),
      );
      // Counted per language (docs/product.md §21); the link routes pass their linkId.
      recordVisit(request, { kind: 'download', language });
      return (
        reply
          .type('application/pdf')
          // A preview is shown inside the Design page, not downloaded.
          .header(
            'content-disposition',
            isPreview(request)
              ? attachmentHeader(fileName).replace(/^attachment/, 'inline')
              : attachmentHeader(fileName),
          )
          .header('content-language', language)
          .header('vary', 'cookie, accept-language')
          .header('cache-control', 'no-cache')
          .send(bytes)
      );
    },
  );
  // What an ATS sees in the site's CV (docs/decisions/0258-ats-view.md): admin only (the default).
  app.withTypeProvider<ZodTypeProvider>().get(
    CV_ATS_PATH,
    {
      schema: {
        tags: ['cv'],
        summary: "What an applicant tracking system reads in the site's CV (admin)",
        querystring: cvQuery,
      },
    },
    async (request, reply) => {
      const language = request.query.lang ?? requestLanguage(request).language;
      const saved = deps.designs ? await deps.designs.read() : undefined;
      const design = saved ? previewSettings(request, saved) : undefined;
      const { bytes } = await renderer.render(
        request.query.format ?? 'a4',
        language,
        design,
        !isPreview(request),
      );
      const { atsReport } = await import('./ats.js');
      return reply
        .header('cache-control', 'private, no-store')
        .send(envelope(request, await atsReport(bytes, language), 'ATS report'));
    },
  );
  return renderer;
}
