/**
 * What the project form's pickers offer (docs/product.md §4): every skill and every category, read
 * under the shared list keys (e.g. `['languages', 'picker']`, src/web/lib/query-keys.ts), so they
 * never share a cache entry with a home section, yet invalidating the list refreshes them too.
 */
import { useQuery } from '@tanstack/react-query';
import { RESOURCE, paths } from '../../../shared/paths.js';
import type { Category, Skill } from '../../../shared/schemas.js';
import { api } from '../../lib/api-client.js';
import { queryKeys } from '../../lib/query-keys.js';

/** Every skill, for the project form's skill picker: GET languages/. */
export function useSkillOptions() {
  return useQuery({
    queryKey: [...queryKeys.skills, 'picker'],
    queryFn: () => api.get<Skill[]>(paths.list(RESOURCE.skill)),
    retry: false,
  });
}

/** Every category, for the project form's category picker: GET categories/. */
export function useCategoryOptions() {
  return useQuery({
    queryKey: [...queryKeys.categories, 'picker'],
    queryFn: () => api.get<Category[]>(paths.list(RESOURCE.category)),
    retry: false,
  });
}
