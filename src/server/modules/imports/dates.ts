/**
 * Dates as LinkedIn and BibTeX write them, to JSON Resume dates of month or year precision
 * (`Sep 2025` → `2025-09`, `sept. 2025` → `2025-09`, `2019` → `2019`, `09/2019` → `2019-09`), the
 * precision the JSON Resume import keeps (docs/decisions/0031-lossless-json-resume.md).
 *
 * Source: docs/decisions/0269-imports-from-linkedin-and-bibtex.md.
 */

/** Month names and abbreviations, English and Spanish, without accents or dots, to 1..12. */
const MONTHS = new Map<string, number>();
const NAMES: [number, string[]][] = [
  [1, ['jan', 'january', 'ene', 'enero']],
  [2, ['feb', 'february', 'febrero']],
  [3, ['mar', 'march', 'marzo']],
  [4, ['apr', 'april', 'abr', 'abril']],
  [5, ['may', 'mayo']],
  [6, ['jun', 'june', 'junio']],
  [7, ['jul', 'july', 'julio']],
  [8, ['aug', 'august', 'ago', 'agosto']],
  [9, ['sep', 'sept', 'september', 'septiembre', 'set', 'setiembre']],
  [10, ['oct', 'october', 'octubre']],
  [11, ['nov', 'november', 'noviembre']],
  [12, ['dec', 'december', 'dic', 'diciembre']],
];
for (const [month, names] of NAMES) for (const name of names) MONTHS.set(name, month);

/** A month name or abbreviation (`Sep`, `sept.`, `Septiembre`) to 1..12; undefined when unknown. */
export function monthOf(word: string): number | undefined {
  const key = word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\.$/, '').trim();
  if (/^\d{1,2}$/.test(key)) {
    const number = Number(key);
    return number >= 1 && number <= 12 ? number : undefined;
  }
  return MONTHS.get(key);
}

const pad = (month: number) => String(month).padStart(2, '0');

/**
 * `text` as a JSON Resume date (`YYYY-MM` or `YYYY`), `''` for an empty text, undefined when it is
 * no date Vitae knows (the caller leaves it out with a note).
 */
export function toResumeDate(text: string): string | undefined {
  const value = text.trim();
  if (value === '') return '';
  let match = /^(\d{4})$/.exec(value);
  if (match) return match[1]!;
  match = /^(\d{4})[-/.](\d{1,2})(?:[-/.]\d{1,2})?$/.exec(value);
  if (match)
    return Number(match[2]) >= 1 && Number(match[2]) <= 12
      ? `${match[1]}-${pad(Number(match[2]))}`
      : undefined;
  match = /^(\d{1,2})[-/.](\d{4})$/.exec(value);
  if (match)
    return Number(match[1]) >= 1 && Number(match[1]) <= 12
      ? `${match[2]}-${pad(Number(match[1]))}`
      : undefined;
  // `Sep 2025`, `sept. 2025`, `Sep 1, 2025`, `1 Sep 2025`, `septiembre de 2025`
  match = /^(?:\d{1,2}\s+)?([\p{L}.]+)\.?\s+(?:\d{1,2},?\s+)?(?:de\s+)?(\d{4})$/u.exec(value);
  if (match) {
    const month = monthOf(match[1]!);
    return month === undefined ? undefined : `${match[2]}-${pad(month)}`;
  }
  return undefined;
}
