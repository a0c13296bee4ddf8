/**
 * Writing an item on export: {@link put} leaves out empty values; {@link putLink} and {@link putDate}
 * write a value in the standard key when the schema's format takes it, else in the extension object;
 * {@link withExtension} attaches that object.
 *
 * Source: docs/decisions/0004-json-resume-mapping.md, docs/decisions/0031-lossless-json-resume.md.
 */
import { EXTENSION_KEY, type Ext } from './document.js';
import { isResumeDate, isResumeUri } from './resume-formats.js';

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
