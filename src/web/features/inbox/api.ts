/**
 * Inbox queries and writes (admin only; decision 0051): the messages (newest first), the unread
 * count shown in the header, mark read/unread and delete. Every write refreshes both queries.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactMessage } from '../../../shared/contact-schema.js';
import { CONTACT_PATHS } from '../../../shared/contact.js';
import { api, apiCall } from '../../lib/api-client.js';

export const inboxKeys = {
  all: ['messages'] as const,
  list: ['messages', 'list'] as const,
  unread: ['messages', 'unread'] as const,
};

export function useInbox() {
  return useQuery({
    queryKey: inboxKeys.list,
    queryFn: () => api.get<ContactMessage[]>(CONTACT_PATHS.messages),
  });
}

/** The unread count; only asked for when `enabled` (an admin is signed in). */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: inboxKeys.unread,
    queryFn: async () => (await api.get<{ unread: number }>(CONTACT_PATHS.unreadCount)).unread,
    enabled,
  });
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, read }: { id: string; read: boolean }) =>
      (await apiCall<ContactMessage>('PATCH', CONTACT_PATHS.item(id), { read })).response,
    onSettled: () => client.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}

export function useDeleteMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<ContactMessage>(CONTACT_PATHS.item(id)),
    onSettled: () => client.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}
