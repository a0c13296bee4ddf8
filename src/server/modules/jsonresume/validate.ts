/**
 * Validation of a JSON Resume (README.md "Command line", decision 0030 "forgiving on input, strict on output"): the
 * input is normalised first (normalise.ts: empty strings, pre-1.0 keys, links without a scheme, each
 * a warning), then checked with the validator shipped in `@jsonresume/schema`; only a document that
 * is still not a JSON Resume is refused whole ({@link ResumeValidationError}, schema-errors.ts). The
 * schema itself is resume-schema.ts, the checks of its own formats resume-formats.ts, the validation
 * of a large document in a worker thread validate-off-thread.ts.
 *
 * Source: docs/decisions/0004-json-resume-mapping.md, docs/decisions/0031-lossless-json-resume.md.
 */
import type { JsonResume, ResumeIssue } from './document.js';
import { checkResumeLimits } from './limits.js';
import { normaliseResume } from './normalise.js';
import { ResumeValidationError, schemaIssues } from './schema-errors.js';

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
