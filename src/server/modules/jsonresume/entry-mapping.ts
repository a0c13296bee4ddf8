/**
 * A JSON Resume item ↔ an entry, field by field from the fields' entries (src/shared/resources/
 * field-entries.ts, docs/decisions/0240-a-field-is-one-entry.md): a field with a JSON Resume key
 * (`resume`) maps to it, a `date` padded to YYYY-MM-DD on import and a `link` or `date` the schema's
 * formats refuse kept in `x-vitae` under the field's name (decision 0004); a field without a key
 * lives in `x-vitae` under its name (decision 0031). A section's own rules (a work's `finished`, an
 * education's title and type) are given as `own` and replace the generic rule of those fields.
 */
import type { FieldEntries, FieldKind } from '../../../shared/resources/field-entries.js';
import type { Ext } from './document.js';
import type { Field } from './import-field.js';
import { pick, std, stdDate } from './read-fields.js';
import { put, putDate, putLink } from './write-fields.js';

/** The kinds whose value is a list. */
const LIST_KINDS: ReadonlySet<FieldKind> = new Set(['lines', 'images', 'skills', 'categories']);

/**
 * The import fields of `item` (`path`: its place in the file, `x`: its `x-vitae` path) for
 * `checkFields`, in entry order; `own` fields are computed from the fields read before them.
 */
export function readByEntries(
  entries: FieldEntries,
  item: Readonly<Record<string, unknown>>,
  ext: Ext,
  path: string,
  x: string,
  own: Readonly<Record<string, (read: Record<string, Field | undefined>) => Field | undefined>> = {},
): Record<string, Field | undefined> {
  const read: Record<string, Field | undefined> = {};
  for (const [name, entry] of Object.entries(entries)) {
    const rule = own[name];
    if (rule) {
      read[name] = rule(read);
      continue;
    }
    const key = entry.resume;
    if (key === undefined) {
      const kept = pick(ext, name, x, undefined);
      // A list's warnings name the item refused (`x-vitae.thumbnails[2]`).
      read[name] = kept && LIST_KINDS.has(entry.kind) ? { ...kept, list: true } : kept;
      continue;
    }
    const value = item[key];
    const from = `${path}.${key}`;
    if (entry.kind === 'lines') read[name] = value === undefined ? undefined : { value, from, list: true };
    else if (entry.kind === 'date') read[name] = pick(ext, name, x, stdDate(value as string, from));
    else if (entry.kind === 'link') read[name] = pick(ext, name, x, std(value as string, from));
    else read[name] = std(value as string, from);
  }
  return read;
}

/**
 * Write `entry`'s fields into `item` and `ext` in entry order ('' and [] left out); `own` fields
 * are written by their rule instead.
 */
export function writeByEntries(
  entries: FieldEntries,
  entry: Readonly<Record<string, unknown>>,
  item: Record<string, unknown>,
  ext: Ext,
  own: Readonly<Record<string, () => void>> = {},
): void {
  for (const [name, field] of Object.entries(entries)) {
    const value = entry[name];
    const key = field.resume;
    if (own[name]) own[name]();
    else if (key === undefined) put(ext, name, value);
    else if (field.kind === 'link') putLink(item, key, ext, name, value as string);
    else if (field.kind === 'date') putDate(item, key, ext, name, value as string);
    else put(item, key, value);
  }
}
