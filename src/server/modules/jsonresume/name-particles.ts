/**
 * Words that start a family name in the names resumes come with (Spanish, Portuguese, Dutch, German,
 * French, Italian), lower case: splitName (names.ts) starts the last name at the first of them.
 *
 * Source: docs/decisions/0004-json-resume-mapping.md, docs/decisions/0031-lossless-json-resume.md.
 */

/** Words that start a family name in Spanish, Portuguese, Dutch, German, French, Italian names. */
export const PARTICLES = new Set([
  'de',
  'del',
  'de la',
  'la',
  'las',
  'los',
  'san',
  'santa',
  'da',
  'das',
  'do',
  'dos',
  'di',
  'van',
  'von',
  'der',
  'le',
  'du',
  'y',
]);
