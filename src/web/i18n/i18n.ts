/**
 * The interface's languages at run time, on Lingui (`@lingui/core`, `@lingui/react`):
 * docs/decisions/0060-interface-languages.md.
 *
 * - The catalogues are typed trees (src/web/i18n/catalogue.ts: English, the spec's texts; es.ts:
 *   Spanish). They are flattened to Lingui message ids (`MESSAGES.empty.works`) and loaded, already
 *   in Lingui's compiled form ({@link compile}), so no ICU compiler is shipped to the browser.
 * - Components read the active language's tree with {@link useTexts} (the same shape as the
 *   English source, so `MESSAGES.empty.works` reads the same), re-rendered when the language
 *   changes; a message with `{name}` placeholders becomes a function of its values.
 * - Code outside React (dialogs, admin actions) reads {@link texts} of the browser's one instance.
 * - The server renders each request with its own instance ({@link createI18n}): renders of
 *   different languages may run at the same time.
 *
 * Source: decision 0060.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { useContext } from 'react';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  LANGUAGE_PARAM,
  LANGUAGES,
  type Language,
} from '../../shared/i18n/languages.js';
import { EN, type Catalogue } from './catalogue.js';

/** Values of a message's `{name}` placeholders. */
export type MessageValues = Record<string, string | number>;

/** A catalogue leaf as components read it: a text, or a function of the placeholders' values. */
type Localized<T> = T extends string
  ? T extends `${string}{${string}}${string}`
    ? (values: MessageValues) => string
    : string
  : T extends undefined
    ? undefined
    : { readonly [K in keyof T]: Localized<T[K]> };

/** The texts of one language, shaped as the English catalogue. */
export type Texts = Localized<typeof EN>;

const PLACEHOLDER = /\{(\w+)\}/g;
const HAS_PLACEHOLDER = /\{\w+\}/;

/**
 * A message in Lingui's compiled form: literal text stays text, `{name}` becomes the placeholder
 * token `[name]` (`'Image {index} of {total}'` → `['Image ', ['index'], ' of ', ['total']]`). Only
 * `{name}` is special (no ICU plural/select, no apostrophe quoting), so the spec's texts pass as
 * they are; an empty text is `[]`. A test checks the result against Lingui's own compiler.
 */
export function compile(message: string): (string | [string])[] {
  const tokens: (string | [string])[] = [];
  let last = 0;
  for (const match of message.matchAll(PLACEHOLDER)) {
    if (match.index > last) tokens.push(message.slice(last, match.index));
    tokens.push([match[1]!]);
    last = match.index + match[0].length;
  }
  if (last < message.length) tokens.push(message.slice(last));
  return tokens;
}

/** `[id, text]` for every text leaf of `tree`, ids joined by dots; undefined leaves are skipped. */
export function flatten(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (tree === undefined || tree === null || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, value]) => flatten(value, prefix ? `${prefix}.${key}` : key));
}

const compiled = new Map<Catalogue, Messages>();

/** A catalogue as Lingui messages (compiled once). */
function messagesOf(catalogue: Catalogue): Messages {
  let messages = compiled.get(catalogue);
  if (!messages) {
    messages = Object.fromEntries(flatten(catalogue).map(([id, text]) => [id, compile(text)])) as Messages;
    compiled.set(catalogue, messages);
  }
  return messages;
}

/**
 * A Lingui instance with English and the given other catalogues loaded, `language` active (its
 * catalogue must be among them). The server passes every catalogue; the browser starts with English
 * and loads the Spanish one when it is needed ({@link loadLanguage}), so English visitors do not
 * download it.
 */
export function createI18n(language: Language, catalogues: Partial<Record<Language, Catalogue>> = {}): I18n {
  const messages = Object.fromEntries(
    Object.entries({ ...catalogues, en: EN }).map(([code, catalogue]) => [code, messagesOf(catalogue)]),
  );
  return setupI18n({ locale: language, messages });
}

/** The Spanish catalogue, a chunk of its own for the browser. */
const LOADERS: Record<Language, () => Promise<Catalogue>> = {
  en: () => Promise.resolve(EN),
  es: () => import('./es.js').then((module) => module.ES),
};

/**
 * Load `language`'s catalogue into `instance` (the browser's by default). The chunk is fetched once
 * (the module system keeps it) and compiled once; English is always there.
 */
export async function loadLanguage(language: Language, instance: I18n = i18n): Promise<void> {
  if (language === DEFAULT_LANGUAGE) return;
  instance.load(language, messagesOf(await LOADERS[language]()));
}

const trees = new Map<string, Texts>();

/** Rebuild the English tree's shape with `i18n`'s translations (cached per language). */
export function textsOf(i18n: I18n): Texts {
  const cached = trees.get(i18n.locale);
  if (cached) return cached;
  const build = (source: unknown, prefix: string): unknown => {
    if (typeof source === 'string') {
      const message = i18n._(prefix);
      return HAS_PLACEHOLDER.test(source) ? (values: MessageValues) => i18n._(prefix, values) : message;
    }
    if (source === undefined || source === null || typeof source !== 'object') return source;
    return Object.fromEntries(
      Object.entries(source).map(([key, value]) => [key, build(value, prefix ? `${prefix}.${key}` : key)]),
    );
  };
  const tree = build(EN, '') as Texts;
  trees.set(i18n.locale, tree);
  return tree;
}

/**
 * The language the browser starts in: the server-rendered page's `<html lang>` (the SSR payload, so
 * hydration renders what the server did); on a page the client renders alone, the `lang` cookie,
 * then the browser's languages, else English.
 */
export function startLanguage(doc: Document = document, nav: Navigator = navigator): Language {
  if (doc.getElementById('root')?.hasChildNodes() && isLanguage(doc.documentElement.lang)) {
    return doc.documentElement.lang;
  }
  const fromCookie = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(doc.cookie)?.[1];
  if (isLanguage(fromCookie)) return fromCookie;
  for (const tag of nav.languages ?? []) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The browser's instance (one per page; the server makes one per request). It starts in English;
 * src/web/main.tsx activates {@link startLanguage} before the first render.
 */
export const i18n: I18n = createI18n(DEFAULT_LANGUAGE);

/** The active language's texts for code outside React (the browser's instance). */
export function texts(): Texts {
  return textsOf(i18n);
}

/** The language of `instance`, as a {@link Language}. */
export function languageOf(instance: I18n): Language {
  return isLanguage(instance.locale) ? instance.locale : DEFAULT_LANGUAGE;
}

/** The provider's instance, or the browser's one outside a provider (component tests). */
export function useI18n(): I18n {
  return useContext(LinguiContext)?.i18n ?? i18n;
}

/** The active language's texts; the component re-renders when the language changes. */
export function useTexts(): Texts {
  return textsOf(useI18n());
}

/** The active language (for `localize` of the owner's content and `Intl` formats). */
export function useLanguage(): Language {
  return languageOf(useI18n());
}

/**
 * Switch the browser to `language` without a reload: load its catalogue if needed, remember it in the `lang` cookie (a year),
 * keep a `?lang=` in the address in step (it would win on reload), mark `<html lang>`, then
 * activate it (every `useTexts` component re-renders).
 */
export async function switchLanguage(language: Language, instance: I18n = i18n): Promise<void> {
  await loadLanguage(language, instance);
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
  const url = new URL(window.location.href);
  if (url.searchParams.has(LANGUAGE_PARAM)) {
    url.searchParams.set(LANGUAGE_PARAM, language);
    window.history.replaceState(window.history.state, '', url);
  }
  document.documentElement.lang = language;
  instance.activate(language);
}

export { LANGUAGES };
