/**
 * Project list query (docs/product.md §2 "Proyects", docs/product.md §7 `GET proyects/populated?populate=languages,categories`):
 * populated projects sorted by order, a tracked load; query key `queryKeys.projects`.
 * {@link filterByCategory} is docs/product.md §4 "Project filter".
 */
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../shared/paths.js';
import type { PopulatedProject } from '../../../shared/schemas.js';
import { queryKeys } from '../../lib/query-keys.js';
import { fetchSortedList } from '../list-query.js';

/** Fetch the populated projects sorted by order. Throws ApiError on failure. */
export function fetchProjects(): Promise<PopulatedProject[]> {
  return fetchSortedList<PopulatedProject>(paths.projectsPopulated);
}

/** TanStack Query hook for the list (pending, error and data states; see the module doc). */
export function useProjects() {
  return useQuery({ queryKey: queryKeys.projects, queryFn: fetchProjects });
}

export { filterByCategory } from './filter.js';
