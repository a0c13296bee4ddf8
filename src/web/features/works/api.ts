/**
 * Work list query (docs/product.md §2 "Home sections", docs/product.md §4: sorted ascending by order, a tracked load).
 * `GET paths.list(RESOURCE.work)` answers `{response: Work[]}`; query key `queryKeys.works`.
 */
import { useQuery } from '@tanstack/react-query';
import { RESOURCE, paths } from '../../../shared/paths.js';
import type { Work } from '../../../shared/schemas.js';
import { queryKeys } from '../../lib/query-keys.js';
import { fetchSortedList } from '../list-query.js';

/** Fetch the works sorted by order. Throws ApiError on failure. */
export function fetchWorks(): Promise<Work[]> {
  return fetchSortedList<Work>(paths.list(RESOURCE.work));
}

/** TanStack Query hook for the list (pending, error and data states; see the module doc). */
export function useWorks() {
  return useQuery({ queryKey: queryKeys.works, queryFn: fetchWorks });
}
