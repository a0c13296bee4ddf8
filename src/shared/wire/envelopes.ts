/**
 * The answer's envelopes (docs/api.md "Basics"): the success body, the failure body with its issues,
 * and the error codes it may carry.
 */
import { z } from 'zod';

/** Error codes of the error body. Contract: Basics. */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'REAUTHENTICATION_REQUIRED',
  'TWO_FACTOR_REQUIRED',
  'TWO_FACTOR_INVALID',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorIssueSchema = z.object({ path: z.string(), message: z.string() });
export type ErrorIssue = z.infer<typeof errorIssueSchema>;

/** Failure body: `{method, url, error: {message, code, issues?}}`. Contract: Basics. */
export const errorBodySchema = z.object({
  method: z.string(),
  url: z.string(),
  error: z.object({ message: z.string(), code: z.string(), issues: z.array(errorIssueSchema).optional() }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Success body: `{method, url, response, message}`. Contract: Basics. */
export const envelopeSchema = <T extends z.ZodType>(response: T) =>
  z.object({ method: z.string(), url: z.string(), response, message: z.string() });
export type Envelope<T> = { method: string; url: string; response: T; message: string };
