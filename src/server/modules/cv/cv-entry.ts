/**
 * A CV entry read from its fields' entries (src/shared/resources/*-fields.ts, `cv` places,
 * docs/decisions/0240-a-field-is-one-entry.md), as plain text parts any CV writer draws (the PDF's
 * cv-sections.ts; its layout makes links and paragraphs of them):
 *
 * - the title: the `title` field; with an `at` field, ' — ' and that after it (the company, the
 *   institution); the `link` field links the `at` part, or the title when there is none;
 * - the meta line: the `detail` fields' words (`cvDetailsOf`: a choice's word in the CV's language),
 *   the period of the `start` and `end` fields (`dateRange`: month and year in the CV's language, 'Present' for an entry not `finished`,
 *   docs/decisions/0256-cv-words.md),
 *   then each `tags` field's items' titles joined by ', ';
 * - the body: the `body` field; with `bullets` fields, the body trimmed and then one '• item' line
 *   an item (empty ones left out).
 *
 * Skills are grouped instead ({@link cvGroupsOf}). Source: docs/decisions/0050-pdf-cv.md, 0098
 * (highlights after the description).
 */
import type { Language } from '../../../shared/i18n/languages.js';
import {
  cvDetailsOf,
  cvFieldAt,
  type CvPlace,
  type FieldEntries,
} from '../../../shared/resources/field-entries.js';
import { dateRange } from './cv-layout.js';

/** One CV entry's text parts. */
export interface CvEntryModel {
  title: string;
  /** The part after ' — ' (undefined: the resource declares none; '' when its field is empty). */
  at: string | undefined;
  /** The link of `at`, else of the title ('' when none). */
  link: string;
  /** The meta line's parts in order ('' ones are left out when drawn). */
  details: string[];
  body: string;
}

type Item = Readonly<Record<string, unknown>>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const items = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
/** A list item's words: a text, or a linked entry's `title` (a project's skills). */
const itemText = (value: unknown): string =>
  typeof value === 'object' && value !== null ? text((value as Item).title) : text(value);

function fieldsWith(entries: FieldEntries, place: CvPlace): string[] {
  return Object.entries(entries).flatMap(([name, entry]) => (entry.cv === place ? [name] : []));
}

/**
 * The CV entry of `item` (a wire object already read in `language`), from `entries`; its period in
 * month and year of `language` ('Present'/'Actualidad' for an open end, src/shared/cv-words.ts).
 * Pure; never throws on odd values.
 */
export function cvEntryOf(entries: FieldEntries, item: Item, language: Language): CvEntryModel {
  const at = cvFieldAt(entries, 'at');
  const start = cvFieldAt(entries, 'start');
  const end = cvFieldAt(entries, 'end');
  const details = cvDetailsOf(entries, item, language);
  if (start !== '' || end !== '') {
    const finished = typeof item.finished === 'boolean' ? item.finished : undefined;
    details.push(dateRange(text(item[start]), text(item[end]), finished, language));
  }
  for (const name of fieldsWith(entries, 'tags')) details.push(items(item[name]).map(itemText).join(', '));
  const description = text(item[cvFieldAt(entries, 'body')]);
  const bullets = fieldsWith(entries, 'bullets');
  const body =
    bullets.length === 0
      ? description
      : [
          description.trim(),
          ...bullets.flatMap((name) => items(item[name]).map((line) => `• ${itemText(line).trim()}`)),
        ]
          .filter((line) => line !== '' && line !== '•')
          .join('\n');
  return {
    title: text(item[cvFieldAt(entries, 'title')]),
    at: at === '' ? undefined : text(item[at]),
    link: text(item[cvFieldAt(entries, 'link')]),
    details,
    body,
  };
}

/**
 * `items` grouped by the `group` field's values, in its options' order: each value with its items'
 * `title` fields, values without items left out (the CV's "Hard Skills: a, b" lines).
 */
export function cvGroupsOf(
  entries: FieldEntries,
  list: readonly Item[],
): { value: string; titles: string[] }[] {
  const group = cvFieldAt(entries, 'group');
  const title = cvFieldAt(entries, 'title');
  return Object.keys(entries[group]?.options ?? {})
    .map((value) => ({
      value,
      titles: list.filter((item) => item[group] === value).map((item) => text(item[title])),
    }))
    .filter(({ titles }) => titles.length > 0);
}
