/**
 * The shapes every section's import shares: a {@link Field} is a value headed for an API create schema
 * with the JSON path it came from; {@link Warnings} collects what the import left out or changed, by
 * path, for the import's answer.
 *
 * Source: docs/decisions/0004-json-resume-mapping.md.
 */
import type { ResumeIssue } from './document.js';

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
