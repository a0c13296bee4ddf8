/**
 * The generic titles of contacts in the reader's language. A contact's title is the owner's text,
 * not translated (decision 0065: social links have no prose field), but the usual ones are words
 * rather than names: "Email", "Phone" and "Website" (the titles the JSON Resume import gives the
 * contacts it makes from `basics.email`, `phone` and `url`). In a language other than the default,
 * {@link contactTitle} reads those words in that language; any other title, and every title in the
 * default language, stays exactly as the owner wrote it.
 *
 * Used by the site's contact lists and the PDF CV's header.
 * Source: docs/decisions/0098-what-a-visitor-reads-first.md.
 */
import { DEFAULT_LANGUAGE, type Language, type TranslatedLanguage } from './languages.js';

/** The generic titles (lower case, as compared) and their words in each translated language. */
export const CONTACT_TITLE_WORDS: Readonly<Record<string, Record<TranslatedLanguage, string>>> = {
  email: { es: 'Correo electrónico' },
  'e-mail': { es: 'Correo electrónico' },
  mail: { es: 'Correo electrónico' },
  phone: { es: 'Teléfono' },
  telephone: { es: 'Teléfono' },
  mobile: { es: 'Móvil' },
  website: { es: 'Sitio web' },
  web: { es: 'Sitio web' },
  homepage: { es: 'Sitio web' },
};

/**
 * `title` as read in `language`: a generic contact title of {@link CONTACT_TITLE_WORDS} in that
 * language's words; anything else unchanged. Pure.
 */
export function contactTitle(title: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return title;
  return CONTACT_TITLE_WORDS[title.trim().toLowerCase()]?.[language as TranslatedLanguage] ?? title;
}
