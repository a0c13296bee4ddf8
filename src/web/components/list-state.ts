/**
 * A home section list's state without the query library (docs/decisions/0160-visitor-page-islands.md):
 * what a section shows is decided from this, so the same section renders from a TanStack Query
 * result in the owner's application ({@link listStateOf}) and from an island's props on the
 * visitor's page (`{ status: 'success', data }`). `error` is what the query threw (the client's
 * ApiError, shown by src/web/components/section-state.tsx).
 */
export type ListState<T> =
  { status: 'pending' } | { status: 'error'; error: unknown } | { status: 'success'; data: T[] };

/** The state of a query-like result (`status`, `error`, `data`), as a {@link ListState}. */
export function listStateOf<T>(query: {
  status: 'pending' | 'error' | 'success';
  error: unknown;
  data: T[] | undefined;
}): ListState<T> {
  if (query.status === 'pending') return { status: 'pending' };
  if (query.status === 'error') return { status: 'error', error: query.error };
  return { status: 'success', data: query.data ?? [] };
}
