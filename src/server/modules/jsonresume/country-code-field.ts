/**
 * `basics.location.countryCode` given as a country name (`Israel`, `Estados Unidos`), an alpha-3 or a
 * lower-case code is read as its ISO 3166-1 alpha-2 code (country.ts); a value that names no country is
 * kept as it is, with a warning that export leaves it out of `countryCode`.
 *
 * Source: docs/decisions/0100-json-resume-country-codes.md.
 */
import { countryCodeOf, isCountryCode } from './country.js';
import type { ResumeIssue } from './document.js';
import { hasOwn, isObject } from './own.js';

/** The path of the one country code of a JSON Resume. */
export const COUNTRY_CODE_PATH = 'basics.location.countryCode';

/** `resume` with `basics.location.countryCode` read as an ISO 3166-1 alpha-2 code (see the module doc). */
export function withCountryCode(
  resume: Record<string, unknown>,
  warnings: ResumeIssue[],
): Record<string, unknown> {
  const basics = hasOwn(resume, 'basics') ? resume.basics : undefined;
  if (!isObject(basics)) return resume;
  const location = hasOwn(basics, 'location') ? basics.location : undefined;
  if (!isObject(location) || !hasOwn(location, 'countryCode')) return resume;
  const value = location.countryCode;
  if (typeof value !== 'string' || isCountryCode(value)) return resume;
  const code = countryCodeOf(value);
  if (code === undefined) {
    warnings.push({
      path: COUNTRY_CODE_PATH,
      message: `not an ISO 3166-1 country code nor a country name; kept as the country, written to x-vitae instead of countryCode on export`,
    });
    return resume;
  }
  warnings.push({ path: COUNTRY_CODE_PATH, message: `not an ISO 3166-1 country code; read as ${code}` });
  return { ...resume, basics: { ...basics, location: { ...location, countryCode: code } } };
}
