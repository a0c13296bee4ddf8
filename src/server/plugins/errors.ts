/**
 * One error handler renders every failure into the contract's error body
 * `{method, url, error: {message, code, issues?}}` with the right status (unknown paths: app.ts). A client mistake never becomes a 500; a 500 carries no internal detail.
 *
 * Source: docs/api.md "Basics" (statuses 400/401/403/404/409/413/415/429).
 */
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode, ErrorIssue } from '../../shared/schemas.js';
import { HttpError, sendError } from '../lib/http-error.js';

/** A sentence for one validation issue: spec messages ("Please select...!") stand alone; others get the field name. */
export function issueSentence(issue: ErrorIssue): string {
  if (/^[A-Z].*[.!]$/.test(issue.message)) return issue.message;
  return issue.path ? `${issue.path} ${issue.message}` : issue.message;
}

const PART_NAMES: Record<string, string> = {
  body: 'Body',
  params: 'Path',
  querystring: 'Query',
  headers: 'Headers',
};

function zodIssues(
  error: FastifyError & { validation: { instancePath: string; message?: string; keyword: string }[] },
) {
  return error.validation.map((item) => {
    const path = item.instancePath.replace(/^\//, '').replace(/\//g, '.');
    let message = item.message ?? 'is invalid';
    if (path === '' && item.keyword === 'invalid_type') message = 'must be a JSON object';
    return { path, message };
  });
}

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
function bodyTooLargeMessage(request: FastifyRequest): string {
  return `The request body is larger than ${byteSize(request.routeOptions.bodyLimit)}.`;
}

/** Map Fastify's own error codes onto contract statuses (413 for a large body: {@link bodyTooLargeMessage}). */
const FASTIFY_CODES: Record<string, { status: number; code: ErrorCode; message: string }> = {
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

/**
 * The message for a database error code that means "another write got in the way", or undefined.
 * PostgreSQL: class 23 (integrity constraint violation: 23503 foreign key, 23505 unique, 23502
 * not null, 23514 check, 23P01 exclusion), 40001 serialization failure, 40P01 deadlock. SQLite:
 * every SQLITE_CONSTRAINT_* and SQLITE_BUSY. Source: PostgreSQL "Error codes" appendix; SQLite
 * "Result and error codes".
 */
export function databaseConflictMessage(code: unknown): string | undefined {
  if (typeof code !== 'string') return undefined;
  if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY')
    return 'This conflicts with an entry that already exists. Reload and try again.';
  if (code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY')
    return 'An entry this refers to was deleted or changed at the same time. Reload and try again.';
  if (/^23[0-9A-Z]{3}$/.test(code) || code.startsWith('SQLITE_CONSTRAINT'))
    return 'The database refused this change because it conflicts with other data. Reload and try again.';
  if (code === '40001' || code === '40P01' || code.startsWith('SQLITE_BUSY'))
    return 'Another change was being saved at the same time. Try again.';
  return undefined;
}

/** Node's own refusals before any route runs (Fastify `clientErrorHandler`), by Node error code. */
const CLIENT_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'VALIDATION_ERROR',
    message: 'The request took too long to arrive.',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'VALIDATION_ERROR',
    message: 'The request headers are too large.',
  },
};

/**
 * Answer a request that Node's HTTP parser refused (malformed request line or headers: 400; headers
 * too large: 431; too slow: 408) in the contract's error envelope, with no body to a HEAD request,
 * then close the connection (decision 0110 §10). Method and URL come from the raw bytes when
 * readable, else ''.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = (error.code && CLIENT_ERRORS[error.code]) || {
    status: 400,
    code: 'VALIDATION_ERROR' as const,
    message: 'The request is not valid HTTP.',
  };
  const rawPacket = (error as { rawPacket?: Buffer }).rawPacket;
  const firstLine = rawPacket?.toString('latin1').split('\r\n', 1)[0] ?? '';
  const [, method = '', url = ''] = /^([A-Z]{1,20}) (\S{1,2000}) HTTP\/1\.[01]$/.exec(firstLine) ?? [];
  const body: ErrorBody = { method, url, error: { message: known.message, code: known.code } };
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${known.status} ${STATUS_TEXT[known.status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n` +
        (method === 'HEAD' ? '' : text),
    );
  }
  socket.destroy(error);
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return sendError(request, reply, error.statusCode, error.code, error.message, error.issues);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = zodIssues(error as never);
      const part =
        PART_NAMES[(error as { validationContext?: string }).validationContext ?? 'body'] ?? 'Body';
      const first = issues[0]!;
      const message =
        first.path === ''
          ? `${part} ${first.message}.`
          : `${issueSentence(first)}${/[.!]$/.test(issueSentence(first)) ? '' : '.'}`;
      return sendError(request, reply, 400, 'VALIDATION_ERROR', message, issues);
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return sendError(request, reply, 413, 'PAYLOAD_TOO_LARGE', bodyTooLargeMessage(request));
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return sendError(request, reply, known.status, known.code, known.message);
    if (error instanceof SyntaxError) {
      return sendError(request, reply, 400, 'VALIDATION_ERROR', 'The request body is not valid JSON.');
    }
    if (error.statusCode === 429) {
      return sendError(
        request,
        reply,
        429,
        'RATE_LIMITED',
        error.message || 'Too many requests. Try again later.',
      );
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(
        request,
        reply,
        error.statusCode,
        'VALIDATION_ERROR',
        error.message || 'The request is not valid.',
      );
    }
    // The database refused a write that raced past our checks (two admin requests colliding): a
    // conflict for the client to reload and retry, never a crash (decision 0110 §5).
    const dbConflict = databaseConflictMessage((error as { code?: unknown }).code);
    if (dbConflict) {
      request.log.info({ code: (error as { code?: unknown }).code }, 'database conflict');
      return sendError(request, reply, 409, 'CONFLICT', dbConflict);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(
      request,
      reply,
      500,
      'INTERNAL_ERROR',
      'Something went wrong on the server. Please try again.',
    );
  });
}

export default fp(errorsPlugin, { name: 'vitae-errors' });
