/**
 * Skill list query (docs/product.md §2 "Home sections", docs/product.md §4: sorted ascending by order, a tracked load).
 * `GET paths.list(RESOURCE.skill)` answers `{response: Skill[]}`; query key `queryKeys.skills`.
 */
import { useQuery } from '@tanstack/react-query';
import { RESOURCE, paths } from '../../../shared/paths.js';
import type { Skill } from '../../../shared/schemas.js';
import { queryKeys } from '../../lib/query-keys.js';
import { fetchSortedList } from '../list-query.js';

/** Fetch the skills sorted by order. Throws ApiError on failure. */
export function fetchSkills(): Promise<Skill[]> {
  return fetchSortedList<Skill>(paths.list(RESOURCE.skill));
}

/** TanStack Query hook for the list (pending, error and data states; see the module doc). */
export function useSkills() {
  return useQuery({ queryKey: queryKeys.skills, queryFn: fetchSkills });
}
