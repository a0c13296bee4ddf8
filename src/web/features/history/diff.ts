/**
 * The readable diff of two states of an entry (docs/product.md §22): field by field, texts word by
 * word (the `diff` package's `diffWords`), lists item by item, translations as `field (es)`. Pure,
 * so it is unit tested on its own.
 *
 * Shapes: states are the entries' wire objects (or null before a create and after a delete); the
 * identity keys (`_id`, `order`, times) are not content and never show.
 */
import { diffWords } from 'diff';

/** A run of words of a text diff: kept, added or removed. */
export interface WordPart {
  value: string;
  added: boolean;
  removed: boolean;
}

/** One changed field: its key (`i18n.es.description` for a translation) and what changed. */
export type FieldChange =
  | { field: string; language?: string; kind: 'text'; parts: WordPart[] }
  | { field: string; language?: string; kind: 'list'; added: string[]; removed: string[] }
  | { field: string; language?: string; kind: 'value'; before: string; after: string };

const IDENTITY = new Set(['_id', 'order', 'createdAt', 'updatedAt', '__v']);

type State = Record<string, unknown> | null | undefined;

function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

function listOf(value: unknown): string[] {
  return Array.isArray(value) ? value.map(asText) : [];
}

/** No value worth a line: missing, empty text, an empty list. */
function isEmpty(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

function fieldChange(field: string, before: unknown, after: unknown, language?: string): FieldChange | null {
  if (JSON.stringify(before ?? null) === JSON.stringify(after ?? null)) return null;
  if (isEmpty(before) && isEmpty(after)) return null;
  // A created (or deleted) entry's unticked boxes say nothing.
  if ((before === undefined && after === false) || (before === false && after === undefined)) return null;
  const extra = language ? { language } : {};
  if (Array.isArray(before) || Array.isArray(after)) {
    const old = listOf(before);
    const next = listOf(after);
    return {
      field,
      ...extra,
      kind: 'list',
      added: next.filter((item) => !old.includes(item)),
      removed: old.filter((item) => !next.includes(item)),
    };
  }
  if ((typeof before === 'string' || before == null) && (typeof after === 'string' || after == null)) {
    return { field, ...extra, kind: 'text', parts: diffWords(asText(before), asText(after)) as WordPart[] };
  }
  return { field, ...extra, kind: 'value', before: asText(before), after: asText(after) };
}

/**
 * `state` with each `choice` field's value as its word (`words`: field → value → word in the reader's
 * language, the declaration's `texts.options`, decision 0240), so the history reads "Contract", not
 * `contract`. A value without a word, and every other field, stay as they are. Pure.
 */
export function withOptionWords(
  state: State,
  words: Readonly<Record<string, Readonly<Record<string, string>>>> | undefined,
): State {
  if (!state || !words) return state;
  const worded: Record<string, unknown> = { ...state };
  for (const [field, byValue] of Object.entries(words)) {
    const value = state[field];
    if (typeof value === 'string' && byValue[value] !== undefined) worded[field] = byValue[value];
  }
  return worded;
}

/** The changed fields from `before` to `after`, in the states' key order (translations last). */
export function diffStates(before: State, after: State): FieldChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    (key) => !IDENTITY.has(key) && key !== 'i18n',
  );
  const changes = keys
    .map((key) => fieldChange(key, before?.[key], after?.[key]))
    .filter((change): change is FieldChange => change !== null);
  const translations = (state: State) => (state?.i18n ?? {}) as Record<string, Record<string, unknown>>;
  const oldI18n = translations(before);
  const newI18n = translations(after);
  for (const language of [...new Set([...Object.keys(oldI18n), ...Object.keys(newI18n)])].sort()) {
    const fields = [
      ...new Set([...Object.keys(oldI18n[language] ?? {}), ...Object.keys(newI18n[language] ?? {})]),
    ];
    for (const field of fields) {
      const change = fieldChange(field, oldI18n[language]?.[field], newI18n[language]?.[field], language);
      if (change) changes.push(change);
    }
  }
  return changes;
}
