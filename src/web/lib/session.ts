/**
 * The current user, fetched once at start through TanStack Query (docs/product.md §4 "Session").
 *
 * `useSession()` gives `{ user, isLoading, isAdmin }`: `user` is null when anonymous (a 401 or any
 * failure, logged with the spec's console warning). Query key: {@link SESSION_KEY}; invalidate it after
 * login, and reset it after sign-out.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../../shared/messages.js';
import { paths } from '../../shared/paths.js';
import type { User } from '../../shared/schemas.js';
import { api } from './api-client.js';

export const SESSION_KEY = ['session'] as const;

/** Fetch the signed-in user, or null when nobody is signed in (docs/product.md §8: warning on failure). */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    return await api.post<User>(paths.current);
  } catch {
    console.warn(MESSAGES.session.noUser);
    return null;
  }
}

export interface Session {
  user: User | null;
  isLoading: boolean;
  isAdmin: boolean;
}

/** The session query (fetched once, never retried): for useSession and the start-up prefetch. */
export const sessionQuery = queryOptions({
  queryKey: SESSION_KEY,
  queryFn: fetchCurrentUser,
  staleTime: Infinity,
  retry: false,
});

export function useSession(): Session {
  const query = useQuery(sessionQuery);
  const user = query.data ?? null;
  return { user, isLoading: query.isPending, isAdmin: user?.role === 'admin' };
}
