/**
 * The lists of the first screen, in one table ({@link START_LISTS}): the home page's sections, the
 * header's signature and the footer's links. Two users:
 *
 * - the server render (src/web/entry-server.tsx) seeds a query client with them, answered by the
 *   server's own API (docs/decisions/0020-server-rendered-first-view.md);
 * - {@link prefetchStartData}, for a page the server did not render (the signed-in screens, or a
 *   build without the server entry): it starts the session check and the header's and footer's
 *   lists and, on `/`, all of these lists in parallel, before React renders;
 * - {@link prefetchPageData}, on each later navigation to `/` (src/web/app/layout.tsx, in a layout
 *   effect), so the 'Cargando...' dialog opens with the navigation, before the new page is painted
 *   (docs/decisions/0094-no-typing-under-the-loading-dialog.md). Lists already cached and fresh
 *   are not fetched again (TanStack Query's `staleTime`).
 *
 * The queries are the features' own (same keys and functions), so the sections find them in flight
 * or done; the home lists stay tracked loads, so the 'Cargando...' dialog shows while they run
 * (docs/product.md §4).
 */
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { PEOPLE, paths } from '../../shared/paths.js';
import { listPathOf } from '../../shared/resources/index.js';
import { fetchPeople } from '../features/person/api.js';
import { WEB_RESOURCES } from '../features/registry.js';
import { sortByOrder } from '../features/list-query.js';
import { fetchSections, SECTIONS_KEY } from '../features/sections/api.js';
import { SECTIONS_PATH } from '../../shared/sections.js';
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
  // The sections in the owner's order (docs/product.md §27).
  { queryKey: SECTIONS_KEY, path: SECTIONS_PATH, queryFn: fetchSections, fromResponse: sorted },
];

/** The lists of every page's header (the owner's signature) and footer (the links). */
const SHELL_KEYS: readonly QueryKey[] = [queryKeys.people, queryKeys.socialLinks];
const SHELL_HASHES = new Set(SHELL_KEYS.map(hashKey));
const isShellList = (list: StartList) => isShellQuery(list.queryKey);

/** Is `queryKey` one of the lists every page's header and footer show (the person, the social links)? */
export function isShellQuery(queryKey: QueryKey): boolean {
  return SHELL_HASHES.has(hashKey(queryKey));
}

/** Prefetch what the page at `pathname` shows first (errors stay in the queries, for the sections). */
export function prefetchStartData(client: QueryClient, pathname: string): void {
  void client.prefetchQuery(sessionQuery);
  for (const list of pathname === '/' ? START_LISTS : START_LISTS.filter(isShellList))
    void client.prefetchQuery({ queryKey: list.queryKey, queryFn: list.queryFn });
}

/**
 * On a navigation to `pathname`, start the lists that page shows beyond the header and footer (which
 * stay mounted): on `/`, the home lists missing or stale; elsewhere nothing.
 */
export function prefetchPageData(client: QueryClient, pathname: string): void {
  if (pathname !== '/') return;
  for (const list of START_LISTS)
    void client.prefetchQuery({ queryKey: list.queryKey, queryFn: list.queryFn });
}
