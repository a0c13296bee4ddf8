/**
 * The validator's errors as the import shows them: a readable JSON path, a plain sentence per error
 * with the offending value, and {@link ResumeValidationError}, the refusal of a whole document.
 *
 * Source: README.md "Command line", docs/decisions/0031-lossless-json-resume.md.
 */
import type { ResumeIssue } from './document.js';
import { validateAgainstResumeSchema, type JsonSchemaError } from './resume-schema.js';
import { showValue } from './show-value.js';

/**
 * A JSON path for messages: `['work', 0, 'url']` → `work[0].url`; the document itself is `(root)`.
 */
export function formatPath(path: readonly (string | number | symbol)[]): string {
  let text = '';
  for (const part of path) {
    if (typeof part === 'number') text += `[${part}]`;
    else text += text === '' ? String(part) : `.${String(part)}`;
  }
  return text === '' ? '(root)' : text;
}

/**
 * A readable message for one validator error (format and date errors get a plain sentence; other
 * messages are jsonschema's own), with the offending value.
 */
export function describeSchemaError(error: JsonSchemaError): string {
  let message = error.message;
  if (error.name === 'format' && error.argument === 'email') message = 'must be an email address';
  else if (error.name === 'format' && error.argument === 'uri')
    message = 'must be a URL with a scheme, such as https://example.com';
  else if (error.name === 'pattern') message = 'must be a date written YYYY, YYYY-MM or YYYY-MM-DD';
  else if (error.name === 'type') message = `must be of type ${String(error.argument)}`;
  const shown =
    error.instance !== null && typeof error.instance === 'object'
      ? ''
      : ` (got ${showValue(error.instance)})`;
  return `${message}${shown}`;
}

/** The document is not a valid JSON Resume; nothing was written. `errors` lists every problem. */
export class ResumeValidationError extends Error {
  override name = 'ResumeValidationError';
  constructor(readonly errors: ResumeIssue[]) {
    super(
      `The file is not a valid JSON Resume (${errors.length} ${errors.length === 1 ? 'problem' : 'problems'}); nothing was imported.`,
    );
  }
}

/** Validator errors as issues with readable paths and messages. */
export function schemaIssues(resume: unknown): ResumeIssue[] {
  return validateAgainstResumeSchema(resume).map((error) => ({
    path: formatPath(error.path),
    message: describeSchemaError(error),
  }));
}
