/**
 * The web app's one fetch client: JSON in and out, cookies included, the contract's envelope unwrapped.
 *
 * Every call answers the envelope's `response` (typed by the caller) or throws {@link ApiError}
 * carrying the server's `error.message` (what the UI shows, docs/product.md §2), its code and HTTP status.
 * Source: docs/api.md "Basics"; docs/product.md §7 ("send JSON, and include credentials").
 */
import type { ErrorIssue } from '../../shared/schemas.js';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status; 0 when the network failed. */
    readonly status: number,
    readonly code: string,
    readonly issues: ErrorIssue[] = [],
  ) {
    super(message);
  }
}

export interface ApiResult<T> {
  response: T;
  message: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Call the API at `path` (from `paths` in src/shared) and give back `{response, message}`.
 * Writes always send `Content-Type: application/json` (the server answers 415 otherwise).
 * @throws ApiError with the server's message, or 'Network error: ...' (status 0) when offline.
 */
export async function apiCall<T>(method: Method, path: string, body?: unknown): Promise<ApiResult<T>> {
  // A GET sends no extra header: the browser then reuses the answer of a
  // `<link rel="preload" as="fetch" crossorigin="use-credentials">` (index.html) for it, which it
  // only does when the request matches the preload's (default headers, credentials included).
  const init: RequestInit = { method, credentials: 'include' };
  if (method !== 'GET') {
    init.headers = { Accept: 'application/json', 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body ?? {});
  }
  let res: Response;
  try {
    res = await fetch(path, init);
  } catch (error) {
    throw new ApiError(
      `Network error: ${error instanceof Error ? error.message : String(error)}`,
      0,
      'NETWORK_ERROR',
    );
  }
  // A body that is not JSON (a proxy's error page) counts as no envelope.
  const payload: unknown = await res.json().catch(() => undefined);
  const envelope = (payload ?? {}) as {
    response?: T;
    message?: string;
    error?: { message?: string; code?: string; issues?: ErrorIssue[] };
  };
  if (!res.ok || envelope.error) {
    throw new ApiError(
      envelope.error?.message || `Request failed with status ${res.status}`,
      res.status,
      envelope.error?.code ?? 'HTTP_ERROR',
      envelope.error?.issues ?? [],
    );
  }
  return { response: envelope.response as T, message: envelope.message ?? '' };
}

/** Shorthands answering just the `response`. */
export const api = {
  get: async <T>(path: string) => (await apiCall<T>('GET', path)).response,
  post: async <T>(path: string, body?: unknown) => (await apiCall<T>('POST', path, body)).response,
  put: async <T>(path: string, body?: unknown) => (await apiCall<T>('PUT', path, body)).response,
  delete: async <T>(path: string) => (await apiCall<T>('DELETE', path)).response,
};

/** The text to show for any thrown value: the server's message when there is one. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
