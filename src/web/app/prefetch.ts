/**
 * Start the data of the first screen before React renders (issue 3 "Performance"): the current user
 * (spec 4 "Session") always and, on the home route, the home page's lists and the footer's links,
 * in parallel with the session check rather than after it. The queries are the features' own (same
 * keys and functions), so the sections find them in flight or done; the home lists stay tracked
 * loads, so the 'Cargando...' dialog shows while they run (spec 4). index.html also preloads these
 * GETs while the script downloads (HOME_LIST_PATHS, written by vite.config.ts); the fetches here
 * then reuse those answers. The lists are the registry's (src/web/features/registry.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import { fetchPeople } from '../features/person/api.js';
import { WEB_RESOURCES } from '../features/registry.js';
import { queryKeys } from '../lib/query-keys.js';
import { sessionQuery } from '../lib/session.js';

/** Prefetch what the page at `pathname` shows first (errors stay in the queries, for the sections). */
export function prefetchStartData(client: QueryClient, pathname: string): void {
  void client.prefetchQuery(sessionQuery);
  if (pathname !== '/') return;
  void client.prefetchQuery({ queryKey: queryKeys.people, queryFn: fetchPeople });
  for (const { queryKey, fetchList } of WEB_RESOURCES) {
    void client.prefetchQuery({ queryKey, queryFn: fetchList });
  }
}
