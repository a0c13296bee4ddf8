/**
 * History and trash queries and writes (admin only; docs/product.md §22, paths in
 * src/shared/history.ts). Every write refreshes the history, the trash and the entry's list.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  HISTORY_PAGE_SIZE,
  historyPaths,
  type HistoryChange,
  type Retention,
  type TrashItem,
} from '../../../shared/history.js';
import { api } from '../../lib/api-client.js';

export const historyKeys = {
  all: ['history'] as const,
  entry: (resource: string, id: string) => ['history', resource, id] as const,
  trash: ['history', 'trash'] as const,
  retention: ['history', 'retention'] as const,
};

/** The history's retention setting `{days, states}`. */
export function useRetention() {
  return useQuery({
    queryKey: historyKeys.retention,
    queryFn: () => api.get<Retention>(historyPaths.retention),
  });
}

/** Save the retention setting (the server prunes older states at once). */
export function useSaveRetention() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (retention: Retention) => api.put<Retention>(historyPaths.retention, retention),
    onSettled: () => client.invalidateQueries({ queryKey: historyKeys.retention }),
  });
}

/** The entry's changes newest first, a page at a time (`fetchNextPage` loads older ones). */
export function useEntryHistory(resource: string, id: string, enabled = true) {
  return useInfiniteQuery({
    enabled,
    queryKey: historyKeys.entry(resource, id),
    queryFn: ({ pageParam }) => api.get<HistoryChange[]>(historyPaths.entry(resource, id, pageParam)),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: HistoryChange[]) =>
      last.length === HISTORY_PAGE_SIZE ? last[last.length - 1]!._id : undefined,
  });
}

export function useTrash() {
  return useQuery({ queryKey: historyKeys.trash, queryFn: () => api.get<TrashItem[]>(historyPaths.trash) });
}

/** Refresh what a restore or a delete for good changes: the history, the trash, the entry's list. */
function useRefresh() {
  const client = useQueryClient();
  return async (resource: string) => {
    await client.invalidateQueries({ queryKey: historyKeys.all });
    await client.invalidateQueries({ queryKey: [resource] });
  };
}

export function useRestoreChange() {
  const refresh = useRefresh();
  return useMutation({
    /** `state` defaults to the change's result (a delete's: the entry before it). */
    mutationFn: ({ change, state }: { change: HistoryChange; state?: 'before' | 'after' | undefined }) =>
      api.post<unknown>(historyPaths.restore(change._id), {
        state: state ?? (change.after === null ? 'before' : 'after'),
      }),
    onSettled: (_data, _error, { change }) => refresh(change.resource),
  });
}

export function useRestoreFromTrash() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (item: TrashItem) =>
      api.post<unknown>(historyPaths.trashRestore(item.resource, item.entryId), {}),
    onSettled: (_data, _error, item) => refresh(item.resource),
  });
}

export function useDeleteForGood() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (item: TrashItem) =>
      api.delete<TrashItem>(historyPaths.trashItem(item.resource, item.entryId)),
    onSettled: (_data, _error, item) => refresh(item.resource),
  });
}
