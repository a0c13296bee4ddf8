/**
 * The lists of the first screen, in one table ({@link START_LISTS}): the home page's sections, the
 * header's signature and the footer's links. Two users:
 *
 * - the server render (src/web/entry-server.tsx) seeds a query client with them, answered by the
 *   server's own API (docs/decisions/0020-server-rendered-first-view.md);
 * - {@link prefetchStartData}, for a page the server did not render (a build without the server
 *   entry): it starts the session check and, on `/`, these lists in parallel, before React renders.
 *
 * The queries are the features' own (same keys and functions), so the sections find them in flight
 * or done; the home lists stay tracked loads, so the 'Cargando...' dialog shows while they run
 * (spec 4).
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { PEOPLE, paths } from '../../shared/paths.js';
import { listPathOf } from '../../shared/resources/index.js';
import { fetchPeople } from '../features/person/api.js';
import { WEB_RESOURCES } from '../features/registry.js';
import { sortByOrder } from '../features/list-query.js';
import { queryKeys } from '../lib/query-keys.js';
import { sessionQuery } from '../lib/session.js';

export interface StartList {
  queryKey: QueryKey;
  /** The API path the list is read from (`GET`, envelope `response`). */
  path: string;
  queryFn: () => Promise<unknown[]>;
  /** The query's data for the API's `response` (what `queryFn` answers for it). */
  fromResponse: (response: unknown) => unknown[];
}

const asList = (response: unknown): unknown[] => (Array.isArray(response) ? response : []);
const sorted = (response: unknown) => sortByOrder(asList(response) as { order?: number }[]);

/** The person, then every list resource of the registry (src/web/features/registry.ts). */
export const START_LISTS: readonly StartList[] = [
  { queryKey: queryKeys.people, path: paths.list(PEOPLE), queryFn: fetchPeople, fromResponse: asList },
  ...WEB_RESOURCES.map(({ resource, queryKey, fetchList }) => ({
    queryKey,
    path: listPathOf(resource),
    queryFn: fetchList,
    fromResponse: sorted,
  })),
];

/** Prefetch what the page at `pathname` shows first (errors stay in the queries, for the sections). */
export function prefetchStartData(client: QueryClient, pathname: string): void {
  void client.prefetchQuery(sessionQuery);
  if (pathname !== '/') return;
  for (const list of START_LISTS)
    void client.prefetchQuery({ queryKey: list.queryKey, queryFn: list.queryFn });
}
