/**
 * The language a request is answered in: `?lang=` (each language's own URL), then the `lang`
 * cookie (the visitor's remembered choice), then the best match of `Accept-Language` (a first
 * visit, negotiated by the `negotiator` library), else the default language.
 *
 * Source: decision 0060 ("Choosing the language"); src/shared/i18n/languages.ts.
 */
import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  LANGUAGES,
  isLanguage,
  type Language,
} from '../../shared/i18n/languages.js';

/** Where the language came from: an explicit choice (query or cookie) or negotiation. */
export interface RequestLanguage {
  language: Language;
  source: 'query' | 'cookie' | 'header' | 'default';
}

/** The language `?lang=` asks for, or undefined when absent or not one of LANGUAGES. */
export function queryLanguage(query: unknown): Language | undefined {
  const value = (query as Record<string, unknown> | undefined)?.[LANGUAGE_PARAM];
  return isLanguage(value) ? value : undefined;
}

/** Resolve the language of `request` (never throws; unknown values are ignored). */
export function requestLanguage(request: FastifyRequest): RequestLanguage {
  const fromQuery = queryLanguage(request.query);
  if (fromQuery) return { language: fromQuery, source: 'query' };
  const cookies = (request as { cookies?: Record<string, string | undefined> }).cookies;
  const fromCookie = cookies?.[LANGUAGE_COOKIE];
  if (isLanguage(fromCookie)) return { language: fromCookie, source: 'cookie' };
  const header = request.headers['accept-language'];
  if (header) {
    const best = new Negotiator({ headers: { 'accept-language': header } }).language([...LANGUAGES]);
    if (isLanguage(best)) return { language: best, source: 'header' };
  }
  return { language: DEFAULT_LANGUAGE, source: 'default' };
}
