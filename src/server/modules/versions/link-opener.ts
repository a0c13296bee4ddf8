/**
 * Opening a link (docs/product.md §20; docs/decisions/0140-versions-and-links.md): the steps every
 * link route shares, made once per app by {@link linkOpener}: the token's shape (400,
 * {@link refuseMalformedLink}), the throttled token lookup and the link's state
 * ({@link LinkOpener.open}: 404, 410, 403 or 429 pages sent for it), the headers of
 * every answer (`noindex`, `private, no-store`), the link's page over the version's content and its
 * PDF CV (the last {@link KEPT_PDFS} kept by content, paper, language and design, cleared on every
 * change). Counting an open is {@link onLinkOpened}.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { type Language } from '../../../shared/i18n/languages.js';
import { isLinkToken, VERSION_PATHS, type Version, type VersionContent } from '../../../shared/versions.js';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Database, VersionLinksTable } from '../../db/types.js';
import { nowIso } from '../../lib/ids.js';
import { requestLanguage } from '../../lib/request-language.js';
import type { DesignSettingsCache } from '../designs/designs.repository.js';
import { cvQuery, renderCv, type RenderedCv } from '../cv/cv.routes.js';
import type { CvFormat } from '../cv/cv-names.js';
import type { ContentPageRenderer } from '../site/content-page.js';
import { createHash } from 'node:crypto';
import { cvDataOf } from './content.js';
import { recordVisit } from '../analytics/counter.js';
import type { VisitKind } from '../../../shared/analytics.js';
import { type LinkStatusPage, plainPage, statusPage } from './link-html.js';
import { MissThrottle } from './miss-throttle.js';
import { type FormValues, type LinkControls, withLinkControls } from './link-page-form.js';
import { parseTheme, THEME_COOKIE } from '../../../shared/theme.js';
import { frozenVersion, type Snapshot, versionContent } from './resolve.js';
import { linkState, linksRepository, versionsRepository } from './versions.repository.js';

/** What a recipient opened through a link. */
export type LinkOpenKind = 'page' | 'cv' | 'resume';

/** The visit kind each open counts as: the page is a view; the PDF CV and the JSON Resume are downloads. */
const VISIT_OF: Record<LinkOpenKind, VisitKind> = { page: 'view', cv: 'download', resume: 'download' };

/**
 * Called once for every successful open of a link (its page, its PDF CV, its JSON Resume): counts it
 * for the owner's statistics under the link's id, in the language it was shown in (docs/product.md
 * §21; the counter skips the owner, robots, `DNT` and `Sec-GPC`, and never throws).
 */
export function onLinkOpened(
  request: FastifyRequest,
  link: VersionLinksTable,
  kind: LinkOpenKind,
  language: Language,
): void {
  recordVisit(request, { kind: VISIT_OF[kind], linkId: link.id, language });
}

export interface LinkPageOptions {
  db: Kysely<Database>;
  feed: ChangeFeed;
  webDist?: string | undefined;
  /** The home page over given lists (site/pages.ts). */
  renderPage: ContentPageRenderer;
  /** The site's design settings; a version's own design replaces the site's (docs/product.md §26). */
  designs?: Pick<DesignSettingsCache, 'read'>;
  /** Unknown tokens per client address per window before 429. Default 20. */
  missLimit?: number;
  /** The window, in ms. Default 15 minutes. */
  missWindowMs?: number;
}

/** Rendered PDFs kept, by content, paper and language (a link's PDF is asked again and again). */
const KEPT_PDFS = 8;

/**
 * A link route's `{token}` parameter: any text here (the router refuses one over 100 characters,
 * answered by {@link refuseMalformedLink} in app.ts); its shape is checked by the route, which
 * answers the polite 400 page ({@link refuseMalformedLink}), never the API's JSON error.
 */
export const tokenParams = z.object({ token: z.string() });

/** Set the headers every link answer carries: `noindex`, `private, no-store` (see the module doc). */
export function linkHeaders(reply: FastifyReply): FastifyReply {
  return reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'private, no-store');
}

/**
 * Answer a `/for/...` address whose token is not a token's shape (`isLinkToken`, src/shared/versions.ts)
 * or that the router refused (bad %-encoding, a path value over 100 characters): 400 with the polite
 * page "This link is not valid" in the visitor's language, `noindex`. Counted as no miss: such an
 * address can open no link. docs/product.md §20, docs/decisions/0231-link-token-shape.md.
 */
export function refuseMalformedLink(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return linkHeaders(reply)
    .code(400)
    .type('text/html; charset=utf-8')
    .send(statusPage(requestLanguage(request).language, 'malformed'));
}
/** `GET /for/{token}/resume.json`'s query. */
export const resumeQuery = z.looseObject({ lang: cvQuery.shape.lang });

/** A link that shows its version, with what it shows. */
export interface OpenedLink {
  link: VersionLinksTable;
  /** The version, with a frozen link's settings as its snapshot kept them. */
  version: Version;
  content: VersionContent;
  language: Language;
  /** A frozen link's snapshot. */
  snapshot?: Snapshot;
}

/** The shared steps of the link routes (see the module doc). */
export interface LinkOpener {
  /** Set the headers every link answer carries. */
  common(reply: FastifyReply): FastifyReply;
  /**
   * Whether `token` has a token's shape; when not, the 400 page has been sent
   * ({@link refuseMalformedLink}).
   */
  wellFormed(request: FastifyRequest, reply: FastifyReply, token: string): boolean;
  /** The link and version `token` opens, or undefined when the refusal (400 to 429) has been sent. */
  open(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    asked?: Language,
  ): Promise<OpenedLink | undefined>;
  /** The version's PDF CV (format a4|letter, language, the version's own design or the site's). */
  pdfOf(
    content: VersionContent,
    format: CvFormat,
    language: Language,
    ownDesign: Version['design'],
  ): Promise<RenderedCv>;
  /** Send the link's page, with a notice and the typed values of a refused form, at `status`. */
  sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    opened: {
      content: VersionContent;
      language: Language;
      version: Pick<Version, 'design' | 'language'> & Partial<Pick<Version, 'overrides'>>;
    },
    notice?: LinkControls['notice'],
    values?: FormValues,
    status?: number,
  ): Promise<FastifyReply>;
}

/**
 * `html` without its share image tags (`og:image…`, `twitter:image…`): the site's share image shows
 * the owner's name and photo, which an anonymised version leaves out (decision 0265).
 */
export function withoutShareImage(html: string): string {
  return html.replace(
    /\s*<meta (?:property="og:image[^"]*"|name="twitter:image[^"]*") content="[^"]*" \/>/g,
    '',
  );
}

/** Make the link routes' shared steps for `app` (one PDF store and miss throttle per app). */
export function linkOpener(app: FastifyInstance, options: LinkPageOptions): LinkOpener {
  const { db } = options;
  const throttle = new MissThrottle(db, options.missLimit ?? 20, options.missWindowMs ?? 15 * 60 * 1000);
  const pdfs = new Map<string, Promise<RenderedCv>>();
  options.feed.onChange(() => pdfs.clear());
  options.feed.onHealth(() => pdfs.clear());

  const common = linkHeaders;

  const wellFormed = (request: FastifyRequest, reply: FastifyReply, token: string) => {
    if (isLinkToken(token)) return true;
    refuseMalformedLink(request, reply);
    return false;
  };

  const refuse = (reply: FastifyReply, status: number, language: Language, kind: LinkStatusPage) =>
    common(reply).code(status).type('text/html; charset=utf-8').send(statusPage(language, kind));

  /**
   * The link and version `token` opens with its content and language, or undefined when the answer
   * (400, 404, 410, 403 or 429) has been sent.
   */
  const open = async (
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    asked?: Language,
  ): Promise<
    | {
        link: VersionLinksTable;
        version: Version;
        content: VersionContent;
        language: Language;
        snapshot?: Snapshot;
      }
    | undefined
  > => {
    if (!wellFormed(request, reply, token)) return undefined;
    const visitorLanguage = asked ?? requestLanguage(request).language;
    const wait = await throttle.waitMs(request.ip);
    if (wait > 0) {
      reply.header('retry-after', String(Math.ceil(wait / 1000)));
      refuse(reply, 429, visitorLanguage, 'throttled');
      return undefined;
    }
    const link = await linksRepository.findByToken(db, token);
    const current = link ? await versionsRepository.find(db, link.versionId) : undefined;
    if (!link || !current) {
      await throttle.miss(request.ip);
      refuse(reply, 404, visitorLanguage, 'missing');
      return undefined;
    }
    // A frozen link shows the version as it was: its content and its settings (language, design).
    const snapshot = link.snapshot !== null ? (JSON.parse(link.snapshot) as Snapshot) : undefined;
    const version = snapshot ? frozenVersion(current, snapshot) : current;
    const language = (version.language as Language | null) ?? visitorLanguage;
    const state = linkState(link, nowIso());
    if (state !== 'active') {
      refuse(reply, state === 'paused' ? 403 : 410, language, state);
      return undefined;
    }
    if (snapshot) return { link, version, content: snapshot.content, language, snapshot };
    return { link, version, content: await versionContent(app, version), language };
  };

  const pdfOf = async (
    content: VersionContent,
    format: CvFormat,
    language: Language,
    ownDesign: Version['design'],
  ): Promise<RenderedCv> => {
    const saved = options.designs ? await options.designs.read() : undefined;
    const design = saved && ownDesign ? { ...saved, design: ownDesign } : saved;
    const key = `${createHash('sha256').update(JSON.stringify(content)).digest('hex')}:${format}:${language}:${JSON.stringify(design ?? null)}`;
    const kept = options.feed.healthy ? pdfs.get(key) : undefined;
    if (kept) return kept;
    const pending = renderCv({ db, webDist: options.webDist }, cvDataOf(content), format, language, design);
    if (options.feed.healthy) {
      if (pdfs.size >= KEPT_PDFS) pdfs.delete(pdfs.keys().next().value!);
      pdfs.set(key, pending);
      pending.catch(() => pdfs.delete(key));
    }
    return pending;
  };

  /**
   * The link's page: the site's page over the version's content (or the plain page), its "Download
   * CV" the link's PDF, its theme button and contact form working without scripts (link-page-form.ts).
   */
  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    opened: {
      content: VersionContent;
      language: Language;
      version: Pick<Version, 'design' | 'language'> & Partial<Pick<Version, 'overrides'>>;
    },
    notice?: LinkControls['notice'],
    values?: FormValues,
    status = 200,
  ) => {
    const { token } = request.params as { token: string };
    const rendered =
      (await options.renderPage(request, opened.content, opened.language, opened.version.design, {
        home: VERSION_PATHS.page(token),
        pinnedLanguage: opened.version.language !== null,
      })) ?? plainPage(opened.content, opened.language, opened.version.language !== null);
    const html = withLinkControls(
      (opened.version.overrides?.anonymous === true ? withoutShareImage(rendered) : rendered)
        // The CV's files (PDF, Word, text) at the link's own addresses (cv-files.routes.ts).
        .replace(
          /href="\/cv\.(pdf|docx|txt)/g,
          (_, kind: string) => `href="${VERSION_PATHS.page(token)}/cv.${kind}`,
        ),
      {
        token,
        language: opened.language,
        theme: parseTheme(request.cookies[THEME_COOKIE]),
        formToken: (await app.contactForm?.token()) ?? '',
        notice,
        values,
      },
    );
    return (
      common(reply)
        .code(status)
        // The page's forms post to this site: a browser sends `Origin: null` under the site's
        // `no-referrer`, which the cross-site check refuses. `same-origin` still sends no address
        // (with its token) to another site.
        .header('referrer-policy', 'same-origin')
        .type('text/html; charset=utf-8')
        .header('content-language', opened.language)
        .send(html)
    );
  };

  return { common, wellFormed, open, pdfOf, sendPage };
}
