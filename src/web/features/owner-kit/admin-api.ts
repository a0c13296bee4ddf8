/**
 * TanStack Query reads and writes of the admin area's people and users (docs/product.md §2; the
 * entries' in ./entry-api.ts and ./save-entry.ts, the pickers' in ./picker-options-api.ts, signing in
 * in ./login-api.ts). Every call goes through the shared
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
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PEOPLE, USERS, paths } from '../../../shared/paths.js';
import type { Person, User, UserCreateInput, UserWithPerson } from '../../../shared/schemas.js';
import { api } from '../../lib/api-client.js';
import { queryKeys } from '../../lib/query-keys.js';
import { SESSION_KEY } from '../../lib/session.js';

/** The signed-in user with the person populated: GET users/{id}/populated?populate=person (docs/product.md §7). */
export function useProfile(userId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.profile(userId ?? ''),
    queryFn: () => api.get<UserWithPerson>(paths.userWithPerson(userId ?? '')),
    enabled: Boolean(userId),
    retry: false,
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
