/**
 * TanStack Query reads and writes of the admin area (docs/product.md §2). Every call goes through the shared
 * fetch client (`api`), every path comes from `paths` (src/shared), and every write invalidates the
 * query keys of `src/web/lib/query-keys.ts`, so the home sections, the footer lists and the profile
 * show the change on their next render.
 *
 * Reads use keys *under* the shared list keys (e.g. `['languages', 'picker']`), so they never share a
 * cache entry with a home section that may shape its data differently, yet invalidating the list key
 * (a prefix) refreshes them too.
 *
 * Errors: each hook rejects with the client's `ApiError` (status, code, the server's message).
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { PEOPLE, RESOURCE, USERS, paths } from '../../../shared/paths.js';
import type {
  Category,
  Person,
  Skill,
  User,
  UserCreateInput,
  UserWithPerson,
} from '../../../shared/schemas.js';
import { api } from '../../lib/api-client.js';
import { queryKeys } from '../../lib/query-keys.js';
import { SESSION_KEY } from '../../lib/session.js';

/** The id in a form route that means "create a new entry" (docs/product.md §2: `/…/form/new`). */
export const NEW_ID = 'new';

/** A resource an entry form edits: its domain key and wire name (its declaration, src/shared/resources/). */
export interface EditedResource {
  key: string;
  wire: string;
}

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

/** The signed-in user with the person populated: GET users/{id}/populated?populate=person (docs/product.md §7). */
export function useProfile(userId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.profile(userId ?? ''),
    queryFn: () => api.get<UserWithPerson>(paths.userWithPerson(userId ?? '')),
    enabled: Boolean(userId),
    retry: false,
  });
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

/** PUT people/{id} with the person fields (docs/product.md §7); refreshes the home person and the profile. */
export function useUpdatePerson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: unknown }) =>
      api.put<Person>(paths.item(PEOPLE, id), body),
    onSuccess: (updated) => {
      // The people list (header signature, home section) takes the answer straight into its cache and
      // is only marked stale: a refetch there is a tracked load, whose blocking 'Cargando...' dialog
      // could replace the success dialog the page is about to show.
      client.setQueryData<unknown>(queryKeys.people, (old: unknown) =>
        Array.isArray(old)
          ? old.map((person: { _id?: unknown }) => (person?._id === updated._id ? updated : person))
          : old,
      );
      void client.invalidateQueries({ queryKey: queryKeys.people, refetchType: 'none' });
      void client.invalidateQueries({ queryKey: queryKeys.users });
    },
  });
}

/** PUT users/{id} with `{password?, role?}` (docs/product.md §7); refreshes the session (the role may change). */
export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: { password?: string; role?: string } }) =>
      api.put<User>(paths.item(USERS, id), body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.users });
      void client.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
}

/** Every user (admins only): GET users/. */
export function useUsers() {
  return useQuery({
    queryKey: [...queryKeys.users, 'list'],
    queryFn: () => api.get<User[]>(paths.list(USERS)),
  });
}

/** POST users/ with `{user, email, password, role}`. */
export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UserCreateInput) => api.post<User>(paths.list(USERS), body),
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.users }),
  });
}

/** DELETE users/{id}. */
export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<User>(paths.item(USERS, id)),
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.users }),
  });
}

/** POST auth/login with `{email, password}`; on success the session is fetched again (docs/product.md §4 "Login"). */
export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    // `code`: the second step's code (docs/product.md §23), sent with the password again.
    mutationFn: (body: { email: string; password: string; code?: string }) =>
      api.post<User>(paths.login, body),
    onSuccess: (user) => {
      // The answer is the user: the guards see it at once; the header's session query refetches too.
      client.setQueryData(SESSION_KEY, user);
      return client.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
}
