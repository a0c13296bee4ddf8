/**
 * One error handler renders every failure into the contract's error body
 * `{method, url, error: {message, code, issues?}}` with the right status (unknown paths: app.ts). A
 * client mistake never becomes a 500; a 500 carries no internal detail. The parts: schema validation
 * (errors/validation.ts), Fastify's own errors (errors/fastify-codes.ts), database conflicts
 * (errors/database-conflicts.ts); Node's refusals before any route are answered by
 * errors/client-errors.ts, which app.ts hands to Fastify.
 *
 * Source: docs/api.md "Basics" (statuses 400/401/403/404/409/413/415/429).
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, sendError } from '../lib/http-error.js';
import { databaseConflictMessage } from './errors/database-conflicts.js';
import { FASTIFY_CODES, bodyTooLargeMessage } from './errors/fastify-codes.js';
import { validationAnswer } from './errors/validation.js';

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return sendError(request, reply, error.statusCode, error.code, error.message, error.issues);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { message, issues } = validationAnswer(error);
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
