/**
 * Saving an entry of an edit form (docs/product.md §2): POST for `new`, PUT otherwise, then every
 * query that shows the resource is marked stale (the query keys of src/web/lib/query-keys.ts), so
 * the home sections and the lists show the change on their next render. Errors reject with the
 * client's `ApiError`.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { paths } from '../../../shared/paths.js';
import { api } from '../../lib/api-client.js';
import { queryKeys } from '../../lib/query-keys.js';
import { NEW_ID, type EditedResource } from './entry-api.js';

/**
 * Mark every query that shows `resource` as stale (and refetch the ones on screen): the list, the
 * entry forms' items and, for skills and categories, the populated projects that embed them.
 */
export function invalidateResource(client: QueryClient, resource: EditedResource): void {
  void client.invalidateQueries({ queryKey: [resource.wire] });
  if (resource.key === 'skill' || resource.key === 'category') {
    void client.invalidateQueries({ queryKey: queryKeys.projects });
  }
}

/**
 * Create (`id` = 'new': POST {resource}/) or update (PUT {resource}/{id}) one entry; answers the saved
 * entity and invalidates the resource's queries.
 */
export function useSaveEntry<T>(resource: EditedResource) {
  const client = useQueryClient();
  const { wire } = resource;
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: unknown }) =>
      id === NEW_ID ? api.post<T>(paths.list(wire), body) : api.put<T>(paths.item(wire, id), body),
    onSuccess: () => invalidateResource(client, resource),
  });
}
