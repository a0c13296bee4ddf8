/**
 * Education list query (docs/product.md §2 "Home sections", docs/product.md §4: sorted ascending by order, a tracked load).
 * `GET paths.list(RESOURCE.education)` answers `{response: Education[]}`; query key `queryKeys.educations`.
 */
import { useQuery } from '@tanstack/react-query';
import { RESOURCE, paths } from '../../../shared/paths.js';
import type { Education } from '../../../shared/schemas.js';
import { queryKeys } from '../../lib/query-keys.js';
import { fetchSortedList } from '../list-query.js';

/** Fetch the educations sorted by order. Throws ApiError on failure. */
export function fetchEducations(): Promise<Education[]> {
  return fetchSortedList<Education>(paths.list(RESOURCE.education));
}

/** TanStack Query hook for the list (pending, error and data states; see the module doc). */
export function useEducations() {
  return useQuery({ queryKey: queryKeys.educations, queryFn: fetchEducations });
}
