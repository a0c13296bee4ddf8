/**
 * The entry an edit form at `/<resource>/form/:id` reads (docs/product.md §2): `new` creates, any
 * other id is loaded from the server, never from a cached copy. Through the shared fetch client
 * (`api`) with paths from `paths` (src/shared); errors reject with the client's `ApiError`.
 */
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../shared/paths.js';
import { api } from '../../lib/api-client.js';
import { queryKeys } from '../../lib/query-keys.js';

/** The id in a form route that means "create a new entry" (docs/product.md §2: `/…/form/new`). */
export const NEW_ID = 'new';

/** A resource an entry form edits: its domain key and wire name (its declaration, src/shared/resources/). */
export interface EditedResource {
  key: string;
  wire: string;
}

/**
 * One entry for an edit form: GET {resource}/{id}. Disabled for `new`. `onError` runs once per failed
 * load (the form shows the spec's 'Error loading … by Id' dialog from it).
 */
export function useEntry<T>(resource: EditedResource, id: string, onError: (error: unknown) => void) {
  const { wire } = resource;
  return useQuery({
    queryKey: queryKeys.item(wire, id),
    queryFn: async () => {
      try {
        return await api.get<T>(paths.item(wire, id));
      } catch (error) {
        onError(error);
        throw error;
      }
    },
    enabled: id !== NEW_ID,
    retry: false,
    // An edit form starts from what the server has now, not from a cached copy.
    staleTime: 0,
    gcTime: 0,
  });
}
