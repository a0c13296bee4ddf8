/**
 * The project filter (docs/product.md §4 "Project filter"), apart from the list's query so the
 * visitor's projects island (docs/decisions/0160-visitor-page-islands.md) uses it without the query
 * library.
 */
import type { PopulatedProject } from '../../../shared/schemas.js';

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
