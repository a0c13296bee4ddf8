/**
 * Validation of a JSON Resume (README.md "Command line", decision 0030 "forgiving on input, strict on output"): the
 * input is normalised first (normalise.ts: empty strings, pre-1.0 keys, links without a scheme, each
 * a warning), then checked with the validator shipped in `@jsonresume/schema`; only a document that
 * is still not a JSON Resume is refused whole ({@link ResumeValidationError}). Also the checks of the
 * schema's own formats (uri, email, date) that export uses to choose between a standard key and the
 * `x-vitae` extension.
 *
 * Source: docs/decisions/0004-json-resume-mapping.md, docs/decisions/0031-lossless-json-resume.md.
 */
import { createRequire } from 'node:module';
import type { JsonResume, ResumeIssue } from './document.js';
import { startModuleWorker } from '../../lib/worker.js';
import { checkResumeLimits, ResumeTooLargeError } from './limits.js';
import { showValue } from './show-value.js';
import { normaliseResume } from './normalise.js';

const require = createRequire(import.meta.url);

/** One error of the JSON Resume validator (jsonschema's ValidationError, the fields we read). */
export interface JsonSchemaError {
  path: (string | number)[];
  message: string;
  name: string;
  argument: unknown;
  instance: unknown;
}

const resumeSchemaPackage = require('@jsonresume/schema') as {
  validate(resume: unknown, callback: (errors: JsonSchemaError[] | null, valid: boolean) => void): void;
  schema: ResumeSchema;
};
// The jsonschema copy the package itself uses (its dependency, resolved from the package).
const { Validator } = createRequire(require.resolve('@jsonresume/schema'))('jsonschema') as {
  Validator: new () => { validate(instance: unknown, schema: object): { errors: JsonSchemaError[] } };
};

/** The parts of the package's `schema.json` the single-value checks below validate against. */
interface ResumeSchema {
  definitions: { iso8601: object };
  properties: { basics: { properties: { url: object; email: object } } };
}

/**
 * Validate `resume` with the validator shipped in `@jsonresume/schema` (jsonschema against its
 * `schema.json`). The callback of that validator is synchronous.
 * @returns the errors, `[]` when the document is valid.
 */
export function validateAgainstResumeSchema(resume: unknown): JsonSchemaError[] {
  let found: JsonSchemaError[] = [];
  resumeSchemaPackage.validate(resume, (errors) => {
    found = errors ?? [];
  });
  return found;
}

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

/** A JSON Resume that passed {@link validateResume}: the normalised document and its warnings. */
export interface ValidatedResume {
  doc: JsonResume;
  warnings: ResumeIssue[];
}

/**
 * Check `resume` against the import's limits (limits.ts), normalise it (normalise.ts) and validate
 * it against the JSON Resume schema.
 * @returns the normalised document and the warnings of the normalisation (one per change, by path).
 * @throws ResumeTooLargeError past a limit of `RESUME_LIMITS`; ResumeValidationError for NUL
 *   characters or `__proto__` keys, or when the normalised document is still not a JSON Resume.
 */
export function validateResume(resume: unknown): ValidatedResume {
  const { refused } = checkResumeLimits(resume);
  if (refused.length > 0) throw new ResumeValidationError(refused);
  const normalised = normaliseResume(resume);
  const errors = schemaIssues(normalised.resume);
  if (errors.length > 0) throw new ResumeValidationError(errors);
  return { doc: normalised.resume as JsonResume, warnings: normalised.warnings };
}

/** Documents with more values than this are validated in a worker thread (a few ms below it). */
const INLINE_VALUES = 2_000;

/** What validate-worker.ts posts. */
export type ValidateWorkerAnswer =
  { validated: ValidatedResume } | { invalid: ResumeIssue[] } | { tooLarge: string } | { failed: string };

/**
 * {@link validateResume}, run in a worker thread for a large document (more than 2,000 values: up
 * to a few hundred milliseconds of jsonschema at the import's limits) so the event loop keeps
 * answering meanwhile (docs/decisions/0080-data-limits.md); the limits are checked here first.
 * @throws as {@link validateResume}.
 */
export async function validateResumeOffThread(resume: unknown): Promise<ValidatedResume> {
  const { refused, values } = checkResumeLimits(resume);
  if (refused.length > 0) throw new ResumeValidationError(refused);
  if (values <= INLINE_VALUES) return validateResume(resume);
  const answer = await new Promise<ValidateWorkerAnswer>((resolve, reject) => {
    const worker = startModuleWorker(import.meta.url, 'validate-worker', { workerData: { resume } });
    worker.once('message', (message: ValidateWorkerAnswer) => {
      resolve(message);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The resume validator stopped (exit code ${code}).`)));
  });
  if ('validated' in answer) return answer.validated;
  if ('invalid' in answer) throw new ResumeValidationError(answer.invalid);
  if ('tooLarge' in answer) throw new ResumeTooLargeError(answer.tooLarge);
  throw new Error(answer.failed);
}
