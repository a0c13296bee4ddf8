/**
 * The owner's writes of a JSON Resume section's entry (decision 0030): POST `/api/{wire}` (create) or
 * PUT `/api/{wire}/{id}` (update), then the section's list in the query cache changed in place (the
 * new entry appended, as the server appends it; an edited one replaced) and the other queries of the
 * resource marked stale. Not refetched at once: a tracked home-list load would show the blocking
 * 'Cargando...' dialog over the success dialog (as the admin home's delete and reorder do,
 * src/web/features/owner-kit/actions.ts).
 *
 * Errors: rejects with the client's ApiError (the server's message, 400 for a refused value).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../../shared/paths.js';
import { listKeyOf, type AnyResource } from '../../../../shared/resources/index.js';
import { api } from '../../../lib/api-client.js';
import type { Entry } from '../resume-sections.js';

/** `save({ id, body })`: `id` null creates. Resolves with the saved entry as the server answers it. */
export function useSaveSectionEntry(resource: Pick<AnyResource, 'wire' | 'listSuffix'>) {
  const client = useQueryClient();
  const queryKey = listKeyOf(resource);
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: Record<string, unknown> }) =>
      id === null
        ? api.post<Entry>(paths.list(resource.wire), body)
        : api.put<Entry>(paths.item(resource.wire, id), body),
    onSuccess: async (saved, { id }) => {
      await client.cancelQueries({ queryKey, exact: true });
      client.setQueryData<Entry[]>(queryKey, (list = []) =>
        id === null ? [...list, saved] : list.map((entry) => (entry._id === saved._id ? saved : entry)),
      );
      void client.invalidateQueries({ queryKey: [resource.wire], refetchType: 'none' });
    },
  });
}
