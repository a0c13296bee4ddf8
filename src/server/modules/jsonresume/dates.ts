/**
 * JSON Resume dates as Vitae's dates: the schema allows `YYYY`, `YYYY-MM` and `YYYY-MM-DD`; Vitae keeps
 * `YYYY-MM-DD`. The check of the schema's own date format is in validate.ts.
 *
 * Source: docs/decisions/0004-json-resume-mapping.md.
 */

/**
 * A JSON Resume date (YYYY, YYYY-MM or YYYY-MM-DD) as Vitae's `YYYY-MM-DD`, padding the missing
 * month and day with `-01`. Anything else is given back unchanged (the zod date rule then rejects it).
 */
export function normaliseResumeDate(value: string): string {
  const trimmed = value.trim();
  if (/^\d{4}$/.test(trimmed)) return `${trimmed}-01-01`;
  if (/^\d{4}-\d{2}$/.test(trimmed)) return `${trimmed}-01`;
  return trimmed;
}
