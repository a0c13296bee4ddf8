/**
 * Reading an item on import: its `x-vitae` extension object, a field from the extension or else the
 * standard key ({@link pick}), standard text and date fields, and the extension's `order`.
 *
 * Source: docs/decisions/0004-json-resume-mapping.md, docs/decisions/0031-lossless-json-resume.md.
 */
import { EXTENSION_KEY, type Ext } from './document.js';
import { normaliseResumeDate } from './dates.js';
import type { Field, Warnings } from './import-field.js';
import { showValue } from './show-value.js';
import { hasOwn } from './own.js';

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
