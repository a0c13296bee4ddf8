/**
 * HttpError: a client-facing failure with a status, a code of the contract and a readable message.
 * The errors plugin renders it as `{method, url, error: {message, code, issues?}}` (docs/api.md: Basics).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody, ErrorCode, ErrorIssue } from '../../shared/schemas.js';

export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly issues?: ErrorIssue[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, issues?: ErrorIssue[]) =>
  new HttpError(400, 'VALIDATION_ERROR', message, issues);
export const unauthorized = (message = 'You must sign in to do this.') =>
  new HttpError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have permission to do this.') =>
  new HttpError(403, 'FORBIDDEN', message);
export const notFound = (message: string) => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);

/** Send the contract's error body `{method, url, error: {message, code, issues?}}` with `status`. */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode | string,
  message: string,
  issues?: ErrorIssue[],
): FastifyReply {
  const body: ErrorBody = {
    method: request.method,
    url: request.url,
    error: issues && issues.length > 0 ? { message, code, issues } : { message, code },
  };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}
