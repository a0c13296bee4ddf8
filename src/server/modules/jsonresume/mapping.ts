/**
 * The word tables and small pure conversions between JSON Resume and Vitae: skill level words ↔
 * percent, `studyType` → education type, JSON Resume dates → `YYYY-MM-DD`, a full name ↔ first and
 * last name. The checks of the schema's own formats (uri, email, date) are in validate.ts.
 *
 * Source: README.md "Command line" and docs/decisions/0004-json-resume-mapping.md (which repeats these tables).
 */
import { EDUCATION_TYPES, type EducationType } from '../../../shared/constants.js';

/**
 * A JSON Resume date (YYYY, YYYY-MM or YYYY-MM-DD) as Vitae's `YYYY-MM-DD`, padding the missing
 * month and day with `-01`. Anything else is given back unchanged (the zod date rule then rejects it).
 */
export function normaliseResumeDate(value: string): string {
  const trimmed = value.trim();
  if (/^\d{4}$/.test(trimmed)) return `${trimmed}-01-01`;
  if (/^\d{4}-\d{2}$/.test(trimmed)) return `${trimmed}-01`;
  return trimmed;
}

/** Han, kana and hangul: names written family name first (太田 浩一). */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** Words that start a family name in Spanish, Portuguese, Dutch, German, French, Italian names. */
const PARTICLES = new Set([
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

/**
 * Split a full name into first and last name (decision 0030; docs/decisions/0031-lossless-json-resume.md):
 * - CJK names are family name first: '太田 浩一' → first 浩一, last 太田; without a space the name is
 *   kept whole as the first name (unsure);
 * - one word: first name only; two words: first / last;
 * - three or more: the family name starts at the first particle after the first word ('Ludwig van
 *   Beethoven' → Ludwig / van Beethoven), at the latest after two given names: with four or more
 *   words the first two are given names ('Miguel Ignacio Cabrera San Gil' → Miguel Ignacio / Cabrera San Gil, the Spanish
 *   two-surname pattern); else the last word is the last name ('Mary Ann Smith' → Mary Ann / Smith);
 * - leading honorifics ({@link HONORIFICS}: 'Dr. Lena Vasquez', 'Prof. Dr. Hans Weber') are not part
 *   of the first name: they are given back as `honorific` ('Dr.' / Lena / Vasquez), only when a name
 *   follows them (docs/decisions/0102-honorifics-in-names.md).
 */
export function splitName(name: string): { firstName: string; lastName: string; honorific?: string } {
  const { honorific, rest } = splitHonorific(name);
  const split = splitPlainName(rest);
  return honorific === '' ? split : { ...split, honorific };
}

/**
 * Titles written before a name (lower case, as written with or without their dot), in the languages
 * resumes come in here: academic and professional (Dr., Prof., Ing., Lic., Arq., Mtro., Mag., Dipl.-Ing.)
 * and forms of address (Mr., Mrs., Ms., Mx., Sr., Sra., Srta., Sir, Dame, Mme, Herr, Frau).
 * Words that are also given names or initials ('Ing', 'Lic' without their dot, 'M.') are left out.
 * Source: docs/decisions/0102-honorifics-in-names.md.
 */
export const HONORIFICS: ReadonlySet<string> = new Set([
  'dr.',
  'dr',
  'dra.',
  'dra',
  'prof.',
  'prof',
  'profa.',
  'ing.',
  'lic.',
  'arq.',
  'abg.',
  'mtro.',
  'mtra.',
  'mag.',
  'dipl.-ing.',
  'mr.',
  'mr',
  'mrs.',
  'mrs',
  'ms.',
  'ms',
  'mx.',
  'sr.',
  'sra.',
  'srta.',
  'sir',
  'dame',
  'mme',
  'mme.',
  'herr',
  'frau',
]);

/**
 * The leading honorifics of a full name and the name after them: 'Dr. Lena Vasquez' →
 * `{ honorific: 'Dr.', rest: 'Lena Vasquez' }` (spaces between honorifics kept to one); `honorific`
 * is '' when there is none or when nothing would be left of the name.
 */
export function splitHonorific(name: string): { honorific: string; rest: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  let count = 0;
  while (count < words.length - 1 && HONORIFICS.has(words[count]!.toLowerCase())) count += 1;
  if (count === 0) return { honorific: '', rest: name };
  return { honorific: words.slice(0, count).join(' '), rest: words.slice(count).join(' ') };
}

function splitPlainName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstName: words[0] ?? '', lastName: '' };
  if (CJK.test(name)) return { firstName: words.slice(1).join(' '), lastName: words[0]! };
  if (words.length === 2) return { firstName: words[0]!, lastName: words[1]! };
  const particle = words.findIndex((word, index) => index > 0 && PARTICLES.has(word.toLowerCase()));
  const given = words.length >= 4 ? 2 : words.length - 1;
  const cut = particle > 0 ? Math.min(particle, given) : given;
  return { firstName: words.slice(0, cut).join(' '), lastName: words.slice(cut).join(' ') };
}

/** The full name written from first and last name (the inverse of {@link splitName} when it can be). */
export function joinName(firstName: string, lastName: string): string {
  const parts = CJK.test(firstName + lastName) ? [lastName, firstName] : [firstName, lastName];
  return parts.filter((part) => part !== '').join(' ');
}

/** Percent of a skill whose JSON Resume item has no `level`. */
export const NO_LEVEL_PERCENT = 50;

/** Skill level words (lowercase) → percent. Export writes the first word listed for a percent. */
export const LEVEL_PERCENT: Readonly<Record<string, number>> = {
  master: 90,
  expert: 90,
  advanced: 80,
  proficient: 80,
  intermediate: 60,
  beginner: 30,
  basic: 30,
  novice: 30,
  // Spanish and French level words (decision 0030: non-English files).
  experto: 90,
  experta: 90,
  avanzado: 80,
  avanzada: 80,
  intermedio: 60,
  intermedia: 60,
  básico: 30,
  básica: 30,
  principiante: 30,
  avancé: 80,
  avancée: 80,
  intermédiaire: 60,
  débutant: 30,
  débutante: 30,
};

/** The words export writes, highest first: the word of the highest threshold at or below the percent. */
const EXPORT_LEVELS: readonly [number, string][] = [
  [90, 'Master'],
  [80, 'Advanced'],
  [60, 'Intermediate'],
  [0, 'Beginner'],
];

/**
 * Percent of a JSON Resume skill `level`: a word of {@link LEVEL_PERCENT} (any case), or a number
 * 0-100 with or without `%`; no level gives {@link NO_LEVEL_PERCENT}.
 * @returns `known: false` (and {@link NO_LEVEL_PERCENT}) for a word that is not in the table.
 */
export function levelToPercent(level: string | undefined): { percent: number; known: boolean } {
  const word = (level ?? '').trim().toLowerCase();
  if (word === '') return { percent: NO_LEVEL_PERCENT, known: true };
  const table = Object.hasOwn(LEVEL_PERCENT, word) ? LEVEL_PERCENT[word] : undefined;
  if (table !== undefined) return { percent: table, known: true };
  const numeric = /^(\d{1,3})\s*%?$/.exec(word);
  if (numeric && Number(numeric[1]) <= 100) return { percent: Number(numeric[1]), known: true };
  return { percent: NO_LEVEL_PERCENT, known: false };
}

/**
 * The level word export writes for a percent: none for {@link NO_LEVEL_PERCENT}, else the word of the
 * highest threshold at or below it (95 → Master, 75 → Intermediate). When the word's own percent
 * differs, export also writes the exact percent in the item's extension key.
 */
export function percentToLevel(percent: number): string | undefined {
  if (percent === NO_LEVEL_PERCENT) return undefined;
  return EXPORT_LEVELS.find(([threshold]) => percent >= threshold)?.[1];
}

/** A whole word of `words` (any case, letters beyond ASCII included). */
const word = (words: string) => new RegExp(`(?<!\\p{L})(${words})(?!\\p{L})`, 'iu');

/** `studyType` words → education type, tried in this order (English and Spanish; whole words, any case). */
const STUDY_TYPE_WORDS: readonly [RegExp, EducationType][] = [
  [word('primary|elementary|primaria'), 'Primary School'],
  [word('high ?school|secondary|secundaria|bachillerato'), 'High School'],
  [
    word(
      "bachelor'?s?|master'?s?|ph\\.?d|doctor(ate)?|degree|university|college|licentiate|licenciatura|licenciado|engineer(ing)?|mba|bsc|msc|grado|m[aá]ster|maestr[ií]a|doctorado|ingenier[oí]a?|universidad|t[ií]tulo",
    ),
    'University',
  ],
  [
    word(
      'course|certificate|certification|bootcamp|diploma|training|curso|diplomado|certificado|certificaci[oó]n|formaci[oó]n',
    ),
    'Course',
  ],
  [word('conference|workshop|seminar|talk|congreso|conferencia|seminario|taller|jornadas?'), 'Conference'],
];

/** Is `studyType` written in Spanish (a Spanish degree word)? Then its title joins with "en", not "in". */
export function isSpanishStudyType(studyType: string): boolean {
  return word(
    'grado|licenciatura|licenciado|m[aá]ster|maestr[ií]a|doctorado|ingenier[oí]a?|t[ií]tulo|curso|diplomado|certificado|bachillerato|t[eé]cnico|tecnicatura|profesorado',
  ).test(studyType);
}

/**
 * Education type of a JSON Resume `studyType`: one of the six types written exactly (any case) is
 * kept; otherwise the first matching word of {@link STUDY_TYPE_WORDS}; otherwise `Other`.
 */
export function studyTypeToEducationType(studyType: string | undefined): EducationType {
  const value = (studyType ?? '').trim();
  const exact = EDUCATION_TYPES.find((type) => type.toLowerCase() === value.toLowerCase());
  if (exact) return exact;
  return STUDY_TYPE_WORDS.find(([pattern]) => pattern.test(value))?.[1] ?? 'Other';
}

/** Is `studyType` one of the six education types, written exactly as Vitae exports it? */
export function isEducationTypeName(studyType: string | undefined): boolean {
  return (EDUCATION_TYPES as readonly string[]).includes(studyType ?? '');
}

/** A value shortened for a message: JSON, at most 80 characters. */
export function showValue(value: unknown): string {
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 80 ? `${json.slice(0, 77)}...` : json;
}
