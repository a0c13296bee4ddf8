/**
 * The security page's activity (docs/product.md §23 "Activity"): the audit log a page at a time,
 * newest first, by group (paths in src/shared/audit.ts). Rejects with the client's ApiError.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { AUDIT_PAGE_SIZE, auditPaths, type AuditEvent, type AuditGroup } from '../../../shared/audit.js';
import { api } from '../../lib/api-client.js';

/** The events of `group` (all when undefined); `fetchNextPage` loads older ones. */
export function useActivity(group: AuditGroup | undefined) {
  return useInfiniteQuery({
    queryKey: ['security', 'activity', group ?? 'all'] as const,
    queryFn: ({ pageParam }) => api.get<AuditEvent[]>(auditPaths.list({ group, before: pageParam })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: AuditEvent[]) =>
      last.length === AUDIT_PAGE_SIZE ? last[last.length - 1]!._id : undefined,
  });
}
