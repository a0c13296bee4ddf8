/**
 * Queries and writes of the Versions page (docs/product.md §20; the wire in src/shared/versions.ts):
 * the versions, one version's links, the master's lists the version selects from, and the writes.
 * Every write refreshes the versions and links.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PEOPLE, paths } from '../../../shared/paths.js';
import {
  SECTION_LIST_PATHS,
  VERSION_PATHS,
  type Version,
  type VersionContent,
  type VersionLink,
} from '../../../shared/versions.js';
import { api, apiCall } from '../../lib/api-client.js';

export const versionKeys = {
  all: ['versions'] as const,
  list: ['versions', 'list'] as const,
  links: (id: string) => ['versions', 'links', id] as const,
  master: ['versions', 'master'] as const,
  compare: (id: string) => ['versions', 'compare', id] as const,
};

export function useVersions() {
  return useQuery({ queryKey: versionKeys.list, queryFn: () => api.get<Version[]>(VERSION_PATHS.versions) });
}

export function useLinks(versionId: string | undefined) {
  return useQuery({
    queryKey: versionKeys.links(versionId ?? ''),
    queryFn: () => api.get<VersionLink[]>(VERSION_PATHS.links(versionId!)),
    enabled: versionId !== undefined,
  });
}

/** The master's lists (public API answers) by list path: the person and every section. */
export function useMaster() {
  return useQuery({
    queryKey: versionKeys.master,
    queryFn: async (): Promise<VersionContent> => {
      const listPaths = [paths.list(PEOPLE), ...Object.values(SECTION_LIST_PATHS)];
      const lists = await Promise.all(listPaths.map((listPath) => api.get<unknown[]>(listPath)));
      return Object.fromEntries(listPaths.map((listPath, index) => [listPath, lists[index] ?? []]));
    },
  });
}

export function useCompare(linkId: string, enabled: boolean) {
  return useQuery({
    queryKey: versionKeys.compare(linkId),
    queryFn: () =>
      api.get<{ frozenAt: string; frozen: VersionContent; today: VersionContent }>(
        VERSION_PATHS.compare(linkId),
      ),
    enabled,
  });
}

/** One write of the page (method, path, body); answers the response and refreshes the page's queries. */
export function useVersionWrite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      method,
      path,
      body,
    }: {
      method: 'POST' | 'PATCH' | 'DELETE';
      path: string;
      body?: unknown;
    }) => (await apiCall<unknown>(method, path, body)).response,
    onSettled: () => client.invalidateQueries({ queryKey: versionKeys.all }),
  });
}
