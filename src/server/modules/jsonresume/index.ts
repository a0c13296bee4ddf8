/**
 * JSON Resume import and export (README.md "Quick start"; README.md "Command line", decision 0030), used by the first start
 * (bootstrap.ts), the data page (data/data.routes.ts) and the CLI (`import-jsonresume`,
 * `export-jsonresume`). The module's public face; split by job:
 *
 * - `validate.ts` (with `normalise.ts`, `resume-schema.ts`, `schema-errors.ts` and
 *   `validate-off-thread.ts`): forgiving on input, then the JSON Resume schema;
 * - `import.ts` ({@link importJsonResume}) and `export.ts` ({@link exportJsonResume}): the
 *   document ↔ the portfolio, in one transaction, through the API's create schemas and repositories;
 * - `sections/`: one mapping per section (basics, work, education, skills, projects, categories,
 *   and `declared.ts` for the sections declared field for field in src/shared/resources);
 * - field helpers (`check-fields.ts`, `read-fields.ts`, `write-fields.ts`), word tables and
 *   conversions (`names.ts`, `skill-levels.ts`, `study-types.ts`, `dates.ts`), `residue.ts` (what the
 *   columns do not give back), `portfolio.ts` (counts, empty, clear), `document.ts` (the shape).
 *
 * Mapping: docs/decisions/0004-json-resume-mapping.md, docs/decisions/0031-lossless-json-resume.md.
 */
export {
  EXTENSION_KEY,
  loadSampleResume,
  RESUME_SCHEMA_URL,
  type JsonResume,
  type ResumeIssue,
} from './document.js';
export { exportJsonResume, type ExportSelection, RESUME_KEY_OF_WIRE } from './export.js';
export { importJsonResume, type ImportResult } from './import.js';
export {
  countPortfolio,
  describeCounts,
  isPortfolioEmpty,
  PortfolioNotEmptyError,
  type PortfolioCounts,
} from './portfolio.js';
export { CONTACT_TITLES } from './sections/basics.js';
export { RESUME_LIMITS, ResumeTooLargeError } from './limits.js';
export { ResumeValidationError } from './schema-errors.js';
export { validateResume, type ValidatedResume } from './validate.js';
export { validateResumeOffThread } from './validate-off-thread.js';
