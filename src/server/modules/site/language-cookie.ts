/**
 * The `lang` cookie: a language asked for with `?lang=` is remembered for the visitor's next pages.
 *
 * Source: docs/decisions/0060-interface-languages.md.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from '../../../shared/i18n/languages.js';
import { queryLanguage } from '../../lib/request-language.js';

/**
 * Remember a language asked for with `?lang=` in the `lang` cookie (a year, every path), so the
 * visitor's next pages come in it without the parameter.
 */
export function rememberLanguage(request: FastifyRequest, reply: FastifyReply): void {
  const asked = queryLanguage(request.query);
  if (asked === undefined) return;
  reply.setCookie(LANGUAGE_COOKIE, asked, {
    path: '/',
    maxAge: LANGUAGE_COOKIE_MAX_AGE_S,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}
