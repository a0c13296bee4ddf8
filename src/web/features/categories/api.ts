/**
 * Category list query (docs/product.md §2 "Home sections", docs/product.md §4: sorted ascending by order, a tracked load).
 * `GET paths.list(RESOURCE.category)` answers `{response: Category[]}`; query key `queryKeys.categories`.
 */
import { useQuery } from '@tanstack/react-query';
import { RESOURCE, paths } from '../../../shared/paths.js';
import type { Category } from '../../../shared/schemas.js';
import { queryKeys } from '../../lib/query-keys.js';
import { fetchSortedList } from '../list-query.js';

/** Fetch the categories sorted by order. Throws ApiError on failure. */
export function fetchCategories(): Promise<Category[]> {
  return fetchSortedList<Category>(paths.list(RESOURCE.category));
}

/** TanStack Query hook for the list (pending, error and data states; see the module doc). */
export function useCategories() {
  return useQuery({ queryKey: queryKeys.categories, queryFn: fetchCategories });
}

export { categoryTitle } from './title.js';
