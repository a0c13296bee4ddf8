/**
 * The field helpers every section mapping shares.
 *
 * Import: a value headed for an API create schema carries the JSON path it came from
 * ({@link Field}); {@link checkFields} runs the fields through the schema, leaving out (with a
 * warning) what the schema refuses; {@link pick} prefers the `x-vitae` extension's value over the
 * standard one. Export: {@link put} leaves out empty values; {@link putLink} and {@link putDate}
 * write a value in the standard key when the schema's format takes it, else in the extension.
 *
 * Source: docs/decisions/0004-json-resume-mapping.md.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { z } from 'zod';
import { EXTENSION_KEY, type Ext, type ResumeIssue } from './document.js';
import { normaliseResumeDate, showValue } from './mapping.js';
import { hasOwn } from './own.js';
import { isResumeDate, isResumeUri } from './validate.js';

// ---------------------------------------------------------------------------------------------
// Import
// ---------------------------------------------------------------------------------------------

let entriesSinceTurn = 0;

/**
 * Called once per entry an import writes: every 25th call waits for the event loop's next turn, so
 * the server answers other requests during a large import (docs/decisions/0080-data-limits.md;
 * on SQLite those that need the database wait for the import's transaction all the same).
 */
export async function breathe(): Promise<void> {
  entriesSinceTurn += 1;
  if (entriesSinceTurn < 25) return;
  entriesSinceTurn = 0;
  await nextTurn();
}

/** A value headed for a create schema, with the JSON path it came from (for warnings). */
export interface Field {
  value: unknown;
  from: string;
  /** The value is a list whose items the path indexes (`x-vitae.thumbnails[2]`). */
  list?: boolean;
  /** Used instead of a refused value (for required fields such as a skill's type). */
  fallback?: unknown;
}

export class Warnings {
  readonly list: ResumeIssue[] = [];
  add(path: string, message: string): ResumeIssue {
    const issue = { path, message };
    this.list.push(issue);
    return issue;
  }
}

/**
 * Run `fields` through an API create schema. A field the schema refuses is left out (a refused item
 * of a list: only that item) with a warning, and the rest is tried again.
 * @returns the parsed input, or undefined when a required field is still missing or wrong.
 */
export function checkFields<Input>(
  schema: z.ZodType<Input>,
  fields: Record<string, Field | undefined>,
  warnings: Warnings,
  itemPath: string,
): Input | undefined {
  const current = new Map<string, Field>();
  for (const [key, field] of Object.entries(fields))
    if (field && field.value !== undefined) current.set(key, field);
  /** Warnings of fields left out, by key: a required one turns its "left out" into "skipped". */
  const leftOut = new Map<string, ResumeIssue>();
  for (let attempt = 0; attempt <= Object.keys(fields).length + 1; attempt++) {
    const parsed = schema.safeParse(
      Object.fromEntries([...current].map(([key, field]) => [key, field.value])),
    );
    if (parsed.success) return parsed.data;
    let changed = false;
    const badItems = new Map<string, Set<number>>();
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      const field = typeof key === 'string' ? current.get(key) : undefined;
      if (typeof key !== 'string' || !field) {
        const earlier = typeof key === 'string' ? leftOut.get(key) : undefined;
        if (earlier) earlier.message = earlier.message.replace(/; left out$/, `; ${itemPath} skipped`);
        else
          warnings.add(
            itemPath,
            `${issue.path.length > 0 ? `${String(issue.path[0])} ` : ''}${issue.message}; skipped`,
          );
        return undefined;
      }
      const index = issue.path[1];
      if (typeof index === 'number' && Array.isArray(field.value)) {
        const items = field.value as unknown[];
        warnings.add(
          field.list ? `${field.from}[${index}]` : field.from,
          `${issue.message} (got ${showValue(items[index])}); left out`,
        );
        badItems.set(key, (badItems.get(key) ?? new Set<number>()).add(index));
      } else if (field.fallback !== undefined && field.value !== field.fallback) {
        warnings.add(
          field.from,
          `${issue.message} (got ${showValue(field.value)}); used ${showValue(field.fallback)}`,
        );
        current.set(key, { ...field, value: field.fallback });
      } else if (current.delete(key)) {
        leftOut.set(
          key,
          warnings.add(field.from, `${issue.message} (got ${showValue(field.value)}); left out`),
        );
      }
      changed = true;
    }
    for (const [key, indexes] of badItems) {
      const field = current.get(key);
      if (field)
        current.set(key, { ...field, value: (field.value as unknown[]).filter((_, i) => !indexes.has(i)) });
    }
    if (!changed) return undefined;
  }
  return undefined;
}

/** The `x-vitae` object of an item; `{}` when absent; a warning when it is not an object. */
export function extensionOf(item: unknown, path: string, warnings: Warnings): Ext {
  if (item === null || typeof item !== 'object') return {};
  const ext = (item as Record<string, unknown>)[EXTENSION_KEY];
  if (ext === undefined) return {};
  if (ext === null || typeof ext !== 'object' || Array.isArray(ext)) {
    warnings.add(`${path}.${EXTENSION_KEY}`, 'must be an object; ignored');
    return {};
  }
  return ext as Ext;
}

/**
 * A field from the extension object when it has the key, else from the standard value. A refused
 * extension value falls back to the standard value when `standard.fallback` says so.
 */
export function pick(ext: Ext, key: string, extPath: string, standard: Field | undefined): Field | undefined {
  if (hasOwn(ext, key)) return { value: ext[key], from: `${extPath}.${key}`, fallback: standard?.fallback };
  return standard;
}

/** A standard string field (undefined when absent). */
export function std(value: string | undefined, from: string): Field | undefined {
  return value === undefined ? undefined : { value, from };
}

/** A standard date field, normalised to YYYY-MM-DD. */
export function stdDate(value: string | undefined, from: string): Field | undefined {
  return value === undefined ? undefined : { value: normaliseResumeDate(value), from };
}

/** An integer `order` from an extension object, or undefined. */
export function orderOf(ext: Ext, path: string, warnings: Warnings): number | undefined {
  if (!hasOwn(ext, 'order')) return undefined;
  const value = ext.order;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  warnings.add(`${path}.order`, `must be a whole number from 0 (got ${showValue(value)}); ignored`);
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Export
// ---------------------------------------------------------------------------------------------

/** Set `target[key]` when `value` carries something ('' and [] are left out). */
export function put(target: Record<string, unknown>, key: string, value: unknown) {
  if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return;
  target[key] = value;
}

/** Attach `ext` as the item's extension object when it has any key. */
export function withExtension<T extends Record<string, unknown>>(item: T, ext: Ext): T {
  if (Object.keys(ext).length > 0) (item as Record<string, unknown>)[EXTENSION_KEY] = ext;
  return item;
}

/** A link in the standard `key` when the schema's uri format takes it, else in the extension object. */
export function putLink(item: Record<string, unknown>, key: string, ext: Ext, extKey: string, value: string) {
  if (value === '') return;
  if (isResumeUri(value)) item[key] = value;
  else ext[extKey] = value;
}

/** A date in the standard `key` when the schema's date pattern takes it, else in the extension object. */
export function putDate(item: Record<string, unknown>, key: string, ext: Ext, extKey: string, value: string) {
  if (value === '') return;
  if (isResumeDate(value)) item[key] = value;
  else ext[extKey] = value;
}
