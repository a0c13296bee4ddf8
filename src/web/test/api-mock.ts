/**
 * The one API mock of the web tests (never imported by app code): {@link mockApi} replaces the global
 * `fetch` with a table of canned answers in the contract's envelopes (docs/api.md "Basics").
 *
 * - Keys: `"METHOD /api/path"` for one method, or `"/api/path"` for any method; the query string is
 *   part of the path, the origin is not.
 * - Answers: `{ response, status? }` (a success envelope), `{ status, error: { message, code? } }` (a
 *   failure envelope, code `INTERNAL_ERROR` unless given), `{ body, status? }` (the body as is, e.g. from
 *   {@link ok} or {@link fail}), `'pending'` (never answers: the loading state), or a function of the
 *   request's parsed JSON body answering one of those.
 * - Unknown calls answer 404 `NOT_FOUND`. Every call (method, path, parsed body) is recorded in the
 *   returned array, in order.
 */
import { vi } from 'vitest';

/** An answer in the envelope's own terms. */
export type MockAnswer =
  | { status?: number; response: unknown }
  | { status: number; error: { message: string; code?: string } }
  | 'pending';
/** An answer given as the raw body, e.g. built by {@link ok} or {@link fail}. */
export interface Reply {
  status?: number;
  body: unknown;
}
export type Handler = MockAnswer | Reply | ((body: unknown) => MockAnswer | Reply);
export interface ApiCall {
  method: string;
  /** The path with its query string, without the origin. */
  url: string;
  body: unknown;
}

/** A success envelope (docs/api.md "Basics"). */
export function ok(response: unknown, status = 200): Reply {
  return { status, body: { method: 'GET', url: '', response, message: 'OK' } };
}

/** A failure envelope with the server's message (docs/api.md "Basics"). */
export function fail(status: number, message: string, code = 'VALIDATION_ERROR'): Reply {
  return { status, body: { method: 'GET', url: '', error: { message, code } } };
}

function replyFor(answer: Exclude<MockAnswer, 'pending'> | Reply, method: string, url: string): Reply {
  if ('body' in answer) return answer;
  if ('error' in answer) {
    return {
      status: answer.status,
      body: { method, url, error: { code: 'INTERNAL_ERROR', ...answer.error } },
    };
  }
  return { status: answer.status ?? 200, body: { method, url, response: answer.response, message: 'OK' } };
}

/** Replace global `fetch` with the table; answers the recorded calls (see the module comment). */
export function mockApi(table: Record<string, Handler>): ApiCall[] {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = href.replace(/^https?:\/\/[^/]+/, '');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, url, body });
    const handler = table[`${method} ${url}`] ?? table[url];
    const answer = typeof handler === 'function' ? handler(body) : handler;
    if (answer === 'pending') return new Promise<Response>(() => {});
    const reply = answer
      ? replyFor(answer, method, url)
      : fail(404, `No route ${method} ${url}`, 'NOT_FOUND');
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
