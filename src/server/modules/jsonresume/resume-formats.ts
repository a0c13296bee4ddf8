/**
 * The checks of the JSON Resume schema's own formats (uri, email, the iso8601 date) for one value,
 * which export uses to choose between a standard key and the `x-vitae` extension.
 *
 * Source: docs/decisions/0031-lossless-json-resume.md.
 */
import { resumeSchemaPackage, Validator } from './resume-schema.js';

/**
 * The single-value checks validate one value against the very sub-schema of the package's
 * `schema.json` that the whole document uses for it (`format: uri`, `format: email`, the iso8601
 * pattern), with the same jsonschema validator. Validating a whole one-value document instead scans
 * the whole schema on every call: 1 ms a value, seconds for a large import (export calls these for
 * every date and link).
 */
const singleValue = new Validator();
const { schema } = resumeSchemaPackage;
const valueValid = (value: string, subSchema: object) =>
  singleValue.validate(value, subSchema).errors.length === 0;

/** Would `value` pass the schema's `format: uri` (e.g. `basics.url`)? Asks the real validator. */
export function isResumeUri(value: string): boolean {
  return valueValid(value, schema.properties.basics.properties.url);
}

/** Would `value` pass the schema's `format: email` (`basics.email`)? */
export function isResumeEmail(value: string): boolean {
  return valueValid(value, schema.properties.basics.properties.email);
}

/** Would `value` pass the schema's `iso8601` date pattern (YYYY, YYYY-MM or YYYY-MM-DD)? */
export function isResumeDate(value: string): boolean {
  return valueValid(value, schema.definitions.iso8601);
}
