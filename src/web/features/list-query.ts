/**
 * The one rule for the home section lists (docs/product.md §4): fetch `GET {path}` (the contract's
 * `{response: [...]}` envelope, unwrapped by `api.get`), count the fetch as a tracked load (the
 * 'Cargando...' dialog, src/web/lib/loading.ts), and sort ascending by `order` (a stable sort, so the
 * server's tie order stays). Throws the client's ApiError on failure, which the section shows.
 */
import { api } from '../lib/api-client.js';
import { trackLoad } from '../lib/loading.js';

/** Sort ascending by `order` without changing the input (entries without order keep their place). */
export function sortByOrder<T extends { order?: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
}

/** GET a list as a tracked load; answers `[]` when the server sends no list. */
export async function fetchTrackedList<T>(path: string): Promise<T[]> {
  const list = await trackLoad(api.get<T[]>(path));
  return Array.isArray(list) ? list : [];
}

/** GET a list as a tracked load, sorted by order. */
export async function fetchSortedList<T extends { order?: number }>(path: string): Promise<T[]> {
  return sortByOrder(await fetchTrackedList<T>(path));
}
