/**
 * How the admin area turns a failure into the text a person reads (docs/product.md §8; docs/api.md "Basics":
 * `error.message` is what a person reads).
 *
 * - {@link serverMessage}: the server's `error.message` when the server sent one, else `fallback`
 *   (the spec's text for that action, e.g. 'Error saving Work').
 * - {@link issueText}: one zod issue as a sentence: the spec's own messages as they are, any other
 *   message prefixed by the field's label ("Percent: must be a whole number from 0 to 100").
 */
import { MESSAGES } from '../../../shared/messages.js';
import { ApiError } from '../../lib/api-client.js';

/**
 * The server's message for a failed call, or `fallback` when there is none.
 * An {@link ApiError} built from a real error body (any code but the client's generic 'HTTP_ERROR')
 * carries the server's sentence; a network failure carries 'Network error: ...'.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    return error.code === 'HTTP_ERROR' || error.message.trim() === '' ? fallback : error.message;
  }
  return fallback;
}

/** Is this a network failure (no answer from the server at all)? */
export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

const SPEC_VALIDATION_TEXTS = new Set<string>(Object.values(MESSAGES.validation));

/** A zod-like issue: the path of the field and its message. */
export interface IssueLike {
  path: PropertyKey[];
  message: string;
}

/** The first path segment of an issue as a field name ('' for a whole-form issue). */
export function issueField(issue: IssueLike): string {
  const first = issue.path[0];
  return typeof first === 'string' ? first : first === undefined ? '' : String(first);
}

/**
 * One issue as the sentence to show: spec messages (docs/product.md §5) unchanged, others as `Label: message`.
 * `labels` maps field names to their visible labels.
 */
export function issueText(issue: IssueLike, labels: Record<string, string>): string {
  if (SPEC_VALIDATION_TEXTS.has(issue.message)) return issue.message;
  const field = issueField(issue);
  const label = labels[field] ?? field;
  return label ? `${label}: ${issue.message}` : issue.message;
}

/**
 * Field name -> the first message for that field, for the inline text under each field (the label
 * is already beside it, so the message goes without it).
 */
export function fieldErrors(issues: readonly IssueLike[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issueField(issue);
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
