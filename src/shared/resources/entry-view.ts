/**
 * How an entry of a JSON Resume section reads (decision 0030), whatever the section: derived from its
 * declaration alone, so the home page (src/web/features/resume-sections/) and the PDF CV
 * (src/server/modules/cv/) show a new section without code of their own (decision 0050: "the sections
 * added since"). Rules:
 *
 * - the first text field is the entry's title; the other short texts are details after it;
 * - `startDate`/`endDate`/`date`/`releaseDate` form the date line, at the precision stored, written
 *   for the reader's language (`2014-11` → 'November 2014' / 'noviembre de 2014'; decision 0060: dates
 *   formatted for the locale where the spec does not fix the format, and it fixes none for these
 *   sections); a year alone or a value that is not an ISO date stays as written;
 * - `url` is the entry's link (the caller checks it is safe before making it clickable);
 * - `summary` and `reference` are paragraphs; list fields (highlights, keywords) are item lists.
 */
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.js';
import type { AnyResource } from './define.js';

/** Fields read as dates, in the order they are joined with an en dash. */
export const DATE_FIELDS = ['startDate', 'endDate', 'date', 'releaseDate'] as const;
/** Fields read as paragraphs. */
export const PARAGRAPH_FIELDS = ['summary', 'reference'] as const;

/** One entry as the reader sees it. Empty strings and empty lists are left out. */
export interface EntryView {
  title: string;
  /** The link of the entry (`url`), '' when none. */
  url: string;
  /** Other short texts, in declaration order: `{ field, value }`. */
  details: { field: string; value: string }[];
  /** The dates joined with ' – ', '' when none. */
  dates: string;
  paragraphs: { field: string; value: string }[];
  /** List fields with their label (the declaration's, else the field name) and items. */
  lists: { field: string; label: string; items: string[] }[];
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const ISO_DATE = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/;

/**
 * A JSON Resume date (`YYYY`, `YYYY-MM` or `YYYY-MM-DD`) written for `language` with Intl, in long
 * month names (stable across ICU versions, so the server's render and the browser's agree): 'March
 * 2021', 'March 4, 2021' / 'marzo de 2021', '4 de marzo de 2021'. Years, impossible dates and
 * other texts come back unchanged. Never throws.
 */
export function formatResumeDate(value: string, language: Language = DEFAULT_LANGUAGE): string {
  const match = ISO_DATE.exec(value);
  if (!match) return value;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, day ? Number(day) : 1));
  if (date.getUTCMonth() !== Number(month) - 1 || (day && date.getUTCDate() !== Number(day))) return value;
  return new Intl.DateTimeFormat(language, {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    ...(day ? { day: 'numeric' } : {}),
  }).format(date);
}

/**
 * The {@link EntryView} of `entry` (a wire object of `resource`), its dates written for `language`
 * (default English). Never throws on odd values.
 */
export function entryView(
  resource: Pick<AnyResource, 'fields' | 'defaults' | 'texts'>,
  entry: Record<string, unknown>,
  language: Language = DEFAULT_LANGUAGE,
): EntryView {
  const fields = Object.keys(resource.fields);
  const defaults = resource.defaults as Record<string, unknown>;
  const isList = (field: string) => Array.isArray(defaults[field]);
  const special = new Set<string>([...DATE_FIELDS, ...PARAGRAPH_FIELDS, 'url']);
  const texts = fields.filter((field) => !isList(field) && !special.has(field));
  const [titleField, ...detailFields] = texts;
  const labels = resource.texts.labels as Record<string, string | undefined>;
  return {
    title: textOf(entry[titleField ?? '']),
    url: textOf(entry.url),
    details: detailFields
      .map((field) => ({ field, value: textOf(entry[field]) }))
      .filter((item) => item.value !== ''),
    dates: DATE_FIELDS.map((field) => textOf(entry[field]))
      .filter((value) => value !== '')
      .map((value) => formatResumeDate(value, language))
      .join(' – '),
    paragraphs: PARAGRAPH_FIELDS.map((field) => ({ field, value: textOf(entry[field]) })).filter(
      (item) => item.value !== '',
    ),
    lists: fields
      .filter(isList)
      .map((field) => ({
        field,
        label: labels[field] ?? field,
        items: Array.isArray(entry[field]) ? (entry[field] as unknown[]).map(textOf).filter(Boolean) : [],
      }))
      .filter((list) => list.items.length > 0),
  };
}
