/**
 * The link page's forms (docs/product.md §20; docs/decisions/0188-link-pages-like-the-site.md), public,
 * multipart/form-data so that they work without scripts:
 *
 * POST /for/{token}/theme     `theme` light|dark: the theme cookie, 303 back to the page (a token
 *                             not of a token's shape: the 400 page, decision 0231)
 * POST /for/{token}/message   the contact form: 303 back to the page with `?sent=1`, or the page again
 *                             with why (400, 429) and what was typed kept
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { LINK_FORM_TEXTS } from '../../../shared/link-page-texts.js';
import { VERSION_PATHS } from '../../../shared/versions.js';
import { contactSchema } from '../../../shared/contact-schema.js';
import { parseTheme, THEME_COOKIE } from '../../../shared/theme.js';
import { badRequest, HttpError } from '../../lib/http-error.js';
import { queryLanguage } from '../../lib/request-language.js';
import { CONTACT_BODY_LIMIT } from '../messages/messages.routes.js';
import { type LinkOpener, tokenParams } from './link-opener.js';

/** Register the link page's forms (see the module doc) over the shared steps of `opener`. */
export function registerLinkForms(app: FastifyInstance, opener: LinkOpener): void {
  const { open, sendPage, wellFormed } = opener;
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
        // The token goes into the `Location` header: only a token's shape may (docs/product.md §20).
        if (!wellFormed(request, reply, request.params.token)) return reply;
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
}
