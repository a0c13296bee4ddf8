/**
 * A JSON Resume `studyType` → Vitae's education type, by the degree words it holds (English and
 * Spanish), and whether it is written in Spanish (then an education title joins with "en").
 *
 * Source: README.md "Command line" and docs/decisions/0004-json-resume-mapping.md (which repeats these tables).
 */
import { EDUCATION_TYPES, type EducationType } from '../../../shared/constants.js';

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
