/**
 * Fastify's own errors as the contract's statuses (docs/api.md "Basics"): 415 for a body that is not
 * JSON, 400 for an empty or broken JSON body or a wrong Content-Length, and 413 for a body over the
 * route's limit, naming that limit.
 */
import type { FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../../shared/schemas.js';

/** `bytes` for people: whole MiB or KiB when it is one (1 MiB, 32 KiB), else bytes. */
export function byteSize(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}

/**
 * 413 for a body over the route's own `bodyLimit` (1 MiB by default, app.ts; 32 KiB for the contact
 * form, 5 MiB for the import), naming that limit (docs/decisions/0092-upload-form-and-limits.md).
 */
export function bodyTooLargeMessage(request: FastifyRequest): string {
  return `The request body is larger than ${byteSize(request.routeOptions.bodyLimit)}.`;
}

/** Map Fastify's own error codes onto contract statuses (413 for a large body: {@link bodyTooLargeMessage}). */
export const FASTIFY_CODES: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the body as JSON with Content-Type: application/json.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'VALIDATION_ERROR',
    message: 'The request body is empty.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'VALIDATION_ERROR',
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'VALIDATION_ERROR',
    message: 'The Content-Length header is wrong.',
  },
};
