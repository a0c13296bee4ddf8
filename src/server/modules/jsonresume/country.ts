/**
 * Countries in a JSON Resume (decision 0031): `basics.location.countryCode` is an ISO 3166-1
 * alpha-2 code in the JSON Resume schema, and themes pass it to `Intl.DisplayNames`, which throws on
 * anything else. Real files often hold a country name there ("Israel", "España") or an alpha-3 code
 * ("USA"); import reads those as the alpha-2 code, export writes only a valid code.
 *
 * The names come from the maintained `i18n-iso-countries` tables (official and common names, in
 * English and Spanish, the site's languages, and in the other languages resumes come in here: French,
 * German, Italian, Portuguese, Japanese, Chinese), compared without case and accents.
 *
 * Source: docs/decisions/0100-json-resume-country-codes.md.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
type Countries = typeof import('i18n-iso-countries');

/** The library without its Node entry (which loads all 80 languages): only the languages below. */
const countries = require('i18n-iso-countries/index.js') as Countries;

/** Languages whose country names are recognised, in the order they are tried. */
export const COUNTRY_NAME_LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'ja', 'zh'] as const;
for (const language of COUNTRY_NAME_LANGUAGES) {
  countries.registerLocale(
    require(`i18n-iso-countries/langs/${language}.json`) as Parameters<Countries['registerLocale']>[0],
  );
}

/** Is `value` an ISO 3166-1 alpha-2 code as the schema wants it (two capitals, an assigned code)? */
export function isCountryCode(value: string): boolean {
  return /^[A-Z]{2}$/.test(value) && countries.isValid(value);
}

/**
 * The ISO 3166-1 alpha-2 code `value` names: itself when it is one, the code in capitals for a
 * lower-case code (`us`), the alpha-2 code of an alpha-3 code (`USA`, `esp`) or of a country name
 * in one of {@link COUNTRY_NAME_LANGUAGES} (`Israel`, `Estados Unidos`, `Espana`, `UK`).
 * @returns the code, or undefined when `value` names no country.
 */
export function countryCodeOf(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  const upper = trimmed.toUpperCase();
  if (/^[A-Z]{2}$/.test(upper) && countries.isValid(upper)) return upper;
  if (/^[A-Z]{3}$/.test(upper) && countries.isValid(upper)) return countries.alpha3ToAlpha2(upper);
  for (const language of COUNTRY_NAME_LANGUAGES) {
    const code = countries.getSimpleAlpha2Code(trimmed, language);
    if (code !== undefined) return code;
  }
  return undefined;
}
