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

/** Category id of a populated (object) or unpopulated (id string) entry. */
function categoryId(category: PopulatedProject['categories'][number] | string): string {
  return typeof category === 'string' ? category : category._id;
}

/**
 * docs/product.md §4: a selected category shows only the projects whose categories include that id; none
 * selected (null) shows all.
 */
export function filterByCategory(
  projects: PopulatedProject[],
  categoryIdSelected: string | null,
): PopulatedProject[] {
  if (categoryIdSelected === null) return projects;
  return projects.filter((project) =>
    (project.categories ?? []).some((category) => categoryId(category) === categoryIdSelected),
  );
}
