/**
 * Start the data of the first screen before React renders (issue 3 "Performance"): the current user
 * (spec 4 "Session") always and, on the home route, the home page's lists and the footer's links,
 * in parallel with the session check rather than after it. The queries are the features' own (same
 * keys and functions), so the sections find them in flight or done; the home lists stay tracked
 * loads, so the 'Cargando...' dialog shows while they run (spec 4). index.html also preloads these
 * GETs while the script downloads; the fetches here then reuse those answers.
 */
import type { QueryClient } from '@tanstack/react-query';
import { fetchCategories } from '../features/categories/api.js';
import { fetchEducations } from '../features/educations/api.js';
import { fetchPeople } from '../features/person/api.js';
import { fetchProjects } from '../features/projects/api.js';
import { fetchSkills } from '../features/skills/api.js';
import { fetchSocialLinks } from '../features/social-links/api.js';
import { fetchWorks } from '../features/works/api.js';
import { queryKeys } from '../lib/query-keys.js';
import { sessionQuery } from '../lib/session.js';

/** Prefetch what the page at `pathname` shows first (errors stay in the queries, for the sections). */
export function prefetchStartData(client: QueryClient, pathname: string): void {
  void client.prefetchQuery(sessionQuery);
  if (pathname !== '/') return;
  void client.prefetchQuery({ queryKey: queryKeys.people, queryFn: fetchPeople });
  void client.prefetchQuery({ queryKey: queryKeys.works, queryFn: fetchWorks });
  void client.prefetchQuery({ queryKey: queryKeys.categories, queryFn: fetchCategories });
  void client.prefetchQuery({ queryKey: queryKeys.projects, queryFn: fetchProjects });
  void client.prefetchQuery({ queryKey: queryKeys.educations, queryFn: fetchEducations });
  void client.prefetchQuery({ queryKey: queryKeys.skills, queryFn: fetchSkills });
  void client.prefetchQuery({ queryKey: queryKeys.socialLinks, queryFn: fetchSocialLinks });
}
