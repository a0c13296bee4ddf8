/**
 * TanStack Query reads and writes of the security page and the sign-in's second step
 * (docs/product.md §23), through the shared fetch client; each rejects with its `ApiError`.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../shared/paths.js';
import type { SessionInfo, TwoFactorSetup, TwoFactorStatus } from '../../../shared/schemas.js';
import { api } from '../../lib/api-client.js';

const TWO_FACTOR_KEY = ['security', 'two-factor'] as const;
const SESSIONS_KEY = ['security', 'sessions'] as const;

/** Whether two-factor sign-in is on for the signed-in account. */
export function useTwoFactorStatus() {
  return useQuery({ queryKey: TWO_FACTOR_KEY, queryFn: () => api.get<TwoFactorStatus>(paths.twoFactor) });
}

/** The account's live sessions. */
export function useSessions() {
  return useQuery({ queryKey: SESSIONS_KEY, queryFn: () => api.get<SessionInfo[]>(paths.sessions) });
}

/** The security page's writes; each refreshes what it changed. */
export function useSecurityActions() {
  const client = useQueryClient();
  const refresh = (key: readonly string[]) => () => client.invalidateQueries({ queryKey: key });
  return {
    setup: useMutation({ mutationFn: () => api.post<TwoFactorSetup>(paths.twoFactorSetup) }),
    confirm: useMutation({
      mutationFn: (code: string) => api.post<{ recoveryCodes: string[] }>(paths.twoFactorConfirm, { code }),
      onSuccess: refresh(TWO_FACTOR_KEY),
    }),
    newCodes: useMutation({
      mutationFn: () => api.post<{ recoveryCodes: string[] }>(paths.recoveryCodes),
      onSuccess: refresh(TWO_FACTOR_KEY),
    }),
    turnOff: useMutation({
      mutationFn: () => api.delete<null>(paths.twoFactor),
      onSuccess: refresh(TWO_FACTOR_KEY),
    }),
    endSession: useMutation({
      mutationFn: (id: string) => api.delete<null>(paths.session(id)),
      onSuccess: refresh(SESSIONS_KEY),
    }),
    endOthers: useMutation({
      mutationFn: () => api.delete<null>(paths.sessions),
      onSuccess: refresh(SESSIONS_KEY),
    }),
  };
}
