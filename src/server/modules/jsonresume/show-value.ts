/**
 * A value as the import's warnings and errors show it: JSON, shortened to at most 80 characters, so a
 * message names what it refused without repeating a whole field.
 *
 * Source: docs/decisions/0031-lossless-json-resume.md.
 */

/** A value shortened for a message: JSON, at most 80 characters. */
export function showValue(value: unknown): string {
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 80 ? `${json.slice(0, 77)}...` : json;
}
