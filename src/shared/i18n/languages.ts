/**
 * The site's two languages and how the owner's content carries its second-language version.
 *
 * Interface texts: English (`en`) is the default and its values are the spec's texts exactly;
 * Spanish (`es`) is the second language. A request's language comes from `?lang=` (the per-language
 * URL), then the `lang` cookie (the visitor's choice), then `Accept-Language` (first visit), else
 * English: see src/server/lib/request-language.ts.
 *
 * Content: every resource keeps its fields exactly as the contract gives them (the default
 * language) and may carry an extra wire key `i18n` holding the second-language versions of its
 * prose fields: `{ i18n: { es: { description: 'Texto…', jobTitle: 'Ingeniera' } } }`. An empty or
 * missing translated value falls back to the default one (`localize`).
 *
 * Source: decision 0065 ("English and Spanish"); docs/decisions/0060-interface-languages.md.
 */

/** Every language of the site, the default first. */
export const LANGUAGES = ['en', 'es'] as const;
/** A language code (ISO 639-1). */
export type Language = (typeof LANGUAGES)[number];
/** The default language: the spec's texts and the contract's plain fields. */
export const DEFAULT_LANGUAGE: Language = 'en';
/** The languages whose content versions live under the wire key `i18n`. */
export const TRANSLATED_LANGUAGES = ['es'] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];
/** Query parameter that selects a language (`/?lang=es`): each language's own URL. */
export const LANGUAGE_PARAM = 'lang';
/** Cookie remembering the visitor's choice (a year). */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Whether `value` is one of LANGUAGES. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A prose value: text, or a list of texts (highlights, keywords). */
export type ProseValue = string | readonly string[];
/** The `i18n` wire key of an entry: per translated language, some of its prose fields. */
export type Translations = Partial<Record<TranslatedLanguage, Record<string, ProseValue>>>;

function isFilled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some((item) => typeof item === 'string' && item.trim() !== '');
  return false;
}

/**
 * The entry as read in `language`: for the default language the entry itself; otherwise a copy whose
 * prose fields are replaced by their `i18n[language]` versions where those are filled (non-blank
 * text, a list with a non-blank item), the default values where not. The `i18n` key is kept.
 * Never throws; entries without `i18n` come back unchanged.
 */
export function localize<T extends object>(entry: T, language: Language): T {
  if (language === DEFAULT_LANGUAGE) return entry;
  const translations = (entry as { i18n?: Translations }).i18n?.[language as TranslatedLanguage];
  if (!translations) return entry;
  const out: Record<string, unknown> = { ...(entry as Record<string, unknown>) };
  for (const [field, value] of Object.entries(translations)) {
    if (field in out && isFilled(value)) out[field] = value;
  }
  return out as T;
}
