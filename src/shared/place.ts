/**
 * A person's place as written on a letter, shared by the site (src/web/components/display.ts) and
 * the PDF CV (src/server/modules/cv): "San Francisco, California, United States", the country named
 * from its ISO 3166-1 alpha-2 code in the page's or the CV's language (`Intl.DisplayNames`).
 *
 * Source: docs/decisions/0098-what-a-visitor-reads-first.md ("Periods, places, lists"); the PDF CV
 * writes the same line in its header.
 */

/**
 * The name of a country in `language` from its ISO 3166-1 alpha-2 code (`US` → 'United States',
 * in Spanish 'Estados Unidos'; `Intl.DisplayNames`); a value that is not a two-letter code (a
 * country already written as a name) is returned as it is, trimmed.
 */
export function countryName(country: string | null | undefined, language: string): string {
  const trimmed = country?.trim() ?? '';
  if (!/^[a-z]{2}$/i.test(trimmed)) return trimmed;
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(trimmed.toUpperCase()) ?? trimmed;
  } catch {
    return trimmed;
  }
}

/**
 * A person's place as written on a letter: "San Francisco, California, United States" (city,
 * province, country named by {@link countryName}), empty parts left out; '' when all are empty.
 */
export function placeOf(
  person: { city?: string | undefined; province?: string | undefined; country?: string | undefined },
  language: string,
): string {
  return [person.city?.trim() ?? '', person.province?.trim() ?? '', countryName(person.country, language)]
    .filter((part) => part !== '')
    .join(', ');
}
