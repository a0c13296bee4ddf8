/**
 * Assertions on the contract's envelopes (docs/api.md "Basics"), shared by the API test files.
 *
 * - {@link expectOk}: the status and `{method, url, response, message}`; answers `response`.
 * - {@link expectError}: the status and `{method, url, error: {message, code, issues?}}` with a
 *   non-empty message (and the exact one when given); answers `error`.
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

export const ID_RE = /^[0-9a-f]{24}$/;

// The default lets a test read a body loosely; typed reads pass T. The one explicit `any` kept
// outside the migrations (docs/decisions/0115-house-rules-server.md).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function expectOk<T = any>(res: LightMyRequestResponse, status = 200): T {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(Object.keys(body).sort()).toEqual(['message', 'method', 'response', 'url']);
  expect(typeof body.method).toBe('string');
  expect(typeof body.url).toBe('string');
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  return body.response as T;
}

export interface ApiErrorBody {
  message: string;
  code: string;
  issues?: { path: string; message: string }[];
}

export function expectError(
  res: LightMyRequestResponse,
  status: number,
  message?: string | RegExp,
): ApiErrorBody {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(Object.keys(body).sort()).toEqual(['error', 'method', 'url']);
  expect(typeof body.error.message).toBe('string');
  expect(body.error.message.trim().length).toBeGreaterThan(0);
  expect(body.error.code).toMatch(/^[A-Z_]+$/);
  if (typeof message === 'string') expect(body.error.message).toBe(message);
  else if (message) expect(body.error.message).toMatch(message);
  return body.error as ApiErrorBody;
}
