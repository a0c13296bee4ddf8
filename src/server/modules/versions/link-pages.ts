/**
 * What a link's URL shows (docs/product.md §20; docs/decisions/0140-versions-and-links.md), public:
 *
 * GET /for/{token}               the version's site: the home page over the version's content, `noindex`
 * GET /for/{token}/cv.pdf        its PDF CV (`?format=a4|letter`, `?lang=`, as `GET /cv.pdf`)
 * GET /for/{token}/resume.json   its JSON Resume (`?lang=`)
 * POST /for/{token}/message      its contact form (multipart/form-data, no script): 303 back to the
 *                                page with `?sent=1`, or the page again with why and the input kept
 * POST /for/{token}/theme        `theme` light|dark: the theme cookie, 303 back to the page
 * GET /api/versions/{id}/preview  (admin) the page a live link of the version shows now
 *
 * The content is the version's now, or a frozen link's snapshot. The language is the version's pinned
 * one, else the request's (src/server/lib/request-language.ts). Every answer has `X-Robots-Tag:
 * noindex, nofollow` and `Cache-Control: private, no-store` (a revoked link stops at once, on every
 * instance: each request reads the link from the database).
 *
 * A token that matches no link answers 404 with a polite page and counts as a miss for the client
 * address ({@link MissThrottle}: 429 past the limit); the token is looked up by its SHA-256, never
 * compared as text. A revoked or expired link answers 410, a paused one 403, each with its page.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages.js';
import {
  LINK_FORM_TEXTS,
  LINK_PAGE_TEXTS,
  LINK_TOKEN_PATTERN,
  VERSION_PATHS,
  VERSION_TEXTS,
  type Version,
  type VersionContent,
} from '../../../shared/versions.js';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Database, VersionLinksTable } from '../../db/types.js';
import { nowIso } from '../../lib/ids.js';
import { badRequest, HttpError, notFound } from '../../lib/http-error.js';
import { idParams } from '../../lib/id-params.js';
import { queryLanguage, requestLanguage } from '../../lib/request-language.js';
import type { DesignSettingsCache } from '../designs/designs.repository.js';
import { attachmentHeader, cvQuery, renderCv, type RenderedCv } from '../cv/cv.routes.js';
import type { CvFormat } from '../cv/cv-names.js';
import { escapeHtml } from '../site/head-data.js';
import type { ContentPageRenderer } from '../site/pages.js';
import { createHash } from 'node:crypto';
import { cvDataOf, SECTION_PATHS } from './content.js';
import { recordVisit } from '../analytics/counter.js';
import type { VisitKind } from '../../../shared/analytics.js';
import { MissThrottle } from './miss-throttle.js';
import { type FormValues, type LinkControls, plainControls, withLinkControls } from './link-page-form.js';
import multipart from '@fastify/multipart';
import { contactSchema } from '../../../shared/contact-schema.js';
import { parseTheme, THEME_COOKIE } from '../../../shared/theme.js';
import { CONTACT_BODY_LIMIT } from '../messages/messages.routes.js';
import { type Snapshot, versionContent, versionResume } from './resolve.js';
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

const tokenParams = z.object({ token: z.string().max(100) });
const resumeQuery = z.looseObject({ lang: cvQuery.shape.lang });

/** The polite page of a link that shows no version. */
function statusPage(language: Language, kind: keyof (typeof LINK_PAGE_TEXTS)['en']): string {
  const { title, text } = LINK_PAGE_TEXTS[language][kind];
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#f7f7f8;color:#1d1d1f}@media (prefers-color-scheme:dark){body{background:#161618;color:#ececef}}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.5rem;margin:0 0 .75rem}p{margin:0;line-height:1.5}</style></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main></body></html>`;
}

/** A plain page of the content, for a server without the built web app (its section titles and entries). */
function plainPage(content: VersionContent, language: Language): string {
  const items = Object.entries(SECTION_PATHS)
    .map(([wire, listPath]) => {
      const list = (content[listPath] ?? []) as Record<string, unknown>[];
      if (list.length === 0) return '';
      const names = list.map((entry) => {
        const name = [
          entry.title,
          entry.company,
          entry.institution,
          entry.name,
          entry.organization,
          entry.language,
        ].find((value) => typeof value === 'string' && value !== '');
        return `<li>${escapeHtml(String(name ?? ''))}</li>`;
      });
      return `<section><h2>${escapeHtml(wire)}</h2><ul>${names.join('')}</ul></section>`;
    })
    .join('');
  const person = (Object.values(content)[0]?.[0] ?? {}) as Record<string, string>;
  const name = `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim();
  const controls = plainControls(language);
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><title>${escapeHtml(name)}</title></head><body>${controls.header}<main><h1>${escapeHtml(name)}</h1><p>${escapeHtml(person.jobTitles ?? '')}</p>${items}${controls.contact}</main></body></html>`;
}

/** Register the link pages (see the module doc). */
export function registerLinkPages(app: FastifyInstance, options: LinkPageOptions): void {
  const { db } = options;
  const throttle = new MissThrottle(db, options.missLimit ?? 20, options.missWindowMs ?? 15 * 60 * 1000);
  const pdfs = new Map<string, Promise<RenderedCv>>();
  options.feed.onChange(() => pdfs.clear());
  options.feed.onHealth(() => pdfs.clear());
  const route = app.withTypeProvider<ZodTypeProvider>();

  const common = (reply: FastifyReply) =>
    reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'private, no-store');

  const refuse = (
    reply: FastifyReply,
    status: number,
    language: Language,
    kind: keyof (typeof LINK_PAGE_TEXTS)['en'],
  ) => common(reply).code(status).type('text/html; charset=utf-8').send(statusPage(language, kind));

  /**
   * The link and version `token` opens with its content and language, or undefined when the answer
   * (404, 410, 403 or 429) has been sent.
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
    const visitorLanguage = asked ?? requestLanguage(request).language;
    const wait = await throttle.waitMs(request.ip);
    if (wait > 0) {
      reply.header('retry-after', String(Math.ceil(wait / 1000)));
      refuse(reply, 429, visitorLanguage, 'throttled');
      return undefined;
    }
    const link = LINK_TOKEN_PATTERN.test(token) ? await linksRepository.findByToken(db, token) : undefined;
    const version = link ? await versionsRepository.find(db, link.versionId) : undefined;
    if (!link || !version) {
      await throttle.miss(request.ip);
      refuse(reply, 404, visitorLanguage, 'missing');
      return undefined;
    }
    const language = (version.language as Language | null) ?? visitorLanguage;
    const state = linkState(link, nowIso());
    if (state !== 'active') {
      refuse(reply, state === 'paused' ? 403 : 410, language, state);
      return undefined;
    }
    if (link.snapshot !== null) {
      const snapshot = JSON.parse(link.snapshot) as Snapshot;
      return { link, version, content: snapshot.content, language, snapshot };
    }
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
    opened: { content: VersionContent; language: Language; version: Pick<Version, 'design'> },
    notice?: LinkControls['notice'],
    values?: FormValues,
    status = 200,
  ) => {
    const { token } = request.params as { token: string };
    const html = withLinkControls(
      (
        (await options.renderPage(request, opened.content, opened.language, opened.version.design)) ??
        plainPage(opened.content, opened.language)
      ).replace(/href="\/cv\.pdf/g, `href="${VERSION_PATHS.pdf(token)}`),
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

  // The link page's forms post multipart/form-data: the one non-JSON body a browser sends without
  // a script that the security plugin lets a route opt in to (plugins/security.ts).
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { files: 0, fields: 6, parts: 6, fieldSize: CONTACT_BODY_LIMIT },
    });
    const formRoute = scope.withTypeProvider<ZodTypeProvider>();
    const fieldsOf = async (request: FastifyRequest): Promise<Record<string, string> | undefined> => {
      const fields: Record<string, string> = {};
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') return undefined;
          if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        }
      } catch {
        return undefined;
      }
      return fields;
    };

    formRoute.post(
      VERSION_PATHS.routes.theme,
      {
        config: { access: 'public', multipart: true },
        schema: { tags: ['versions'], hide: true, params: tokenParams },
      },
      async (request, reply) => {
        const fields = await fieldsOf(request);
        const theme = parseTheme(fields?.theme);
        if (!theme) throw badRequest('The theme must be light or dark.');
        const lang = queryLanguage(request.query);
        reply.setCookie(THEME_COOKIE, theme, {
          path: '/',
          maxAge: 365 * 24 * 60 * 60,
          sameSite: 'lax',
          httpOnly: false,
        });
        return reply.redirect(
          `${VERSION_PATHS.page(request.params.token)}${lang ? `?lang=${lang}` : ''}`,
          303,
        );
      },
    );

    formRoute.post(
      VERSION_PATHS.routes.message,
      {
        config: { access: 'public', multipart: true },
        bodyLimit: CONTACT_BODY_LIMIT,
        schema: { tags: ['versions'], hide: true, params: tokenParams },
      },
      async (request, reply) => {
        const opened = await open(request, reply, request.params.token, queryLanguage(request.query));
        if (!opened) return reply;
        const texts = LINK_FORM_TEXTS[opened.language];
        const fields = (await fieldsOf(request)) ?? {};
        const values = { name: fields.name ?? '', email: fields.email ?? '', message: fields.message ?? '' };
        const refuse = (text: string, status: number) =>
          sendPage(request, reply, opened, { kind: 'error', text }, values, status);
        const form = app.contactForm;
        if (!form) return refuse(texts.invalid, 400);
        const wait = await form.overLimit(request);
        if (wait !== undefined) {
          reply.header('retry-after', String(wait));
          return refuse(texts.rateLimited, 429);
        }
        const parsed = contactSchema.safeParse(fields);
        if (!parsed.success) return refuse(texts.invalid, 400);
        try {
          await form.accept(request, parsed.data, opened.link.id);
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          const issue = (error.issues ?? [])[0]?.message;
          return refuse(
            issue === 'too fast' ? texts.tooFast : issue === 'invalid' ? texts.expired : texts.invalid,
            400,
          );
        }
        const lang = queryLanguage(request.query);
        return reply.redirect(
          `${VERSION_PATHS.page(request.params.token)}?${lang ? `lang=${lang}&` : ''}sent=1#contact`,
          303,
        );
      },
    );
  });

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
      const version = await versionsRepository.find(db, request.params.id);
      if (!version) throw notFound(VERSION_TEXTS.versionNotFound);
      const language = (version.language as Language | null) ?? requestLanguage(request).language;
      const content = await versionContent(app, version);
      const html =
        (await options.renderPage(request, content, language, version.design)) ??
        plainPage(content, language);
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
        opened.snapshot?.resume[opened.language] ??
        (await versionResume(db, opened.version, opened.content, opened.language ?? DEFAULT_LANGUAGE));
      onLinkOpened(request, opened.link, 'resume', opened.language);
      return common(reply)
        .type('application/json; charset=utf-8')
        .header('content-language', opened.language)
        .send(`${JSON.stringify(doc, null, 2)}\n`);
    },
  );
}
