/**
 * TanStack Query reads and writes of the security page and the sign-in's second step
 * (docs/product.md §23), through the shared fetch client; each rejects with its `ApiError`.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { paths } from '../../../shared/paths.js';
import type {
  PasskeyInfo,
  SessionInfo,
  TwoFactorSetup,
  TwoFactorStatus,
  User,
} from '../../../shared/schemas.js';
import { api } from '../../lib/api-client.js';
import { SESSION_KEY } from '../../lib/session.js';

const TWO_FACTOR_KEY = ['security', 'two-factor'] as const;
const SESSIONS_KEY = ['security', 'sessions'] as const;
const PASSKEYS_KEY = ['security', 'passkeys'] as const;

/** The account's passkeys. */
export function usePasskeys() {
  return useQuery({ queryKey: PASSKEYS_KEY, queryFn: () => api.get<PasskeyInfo[]>(paths.passkeys) });
}

/**
 * Sign in with a passkey: options from the server, the browser's ceremony (`autofill`: the
 * conditional one behind the email field's suggestions), the answer to the server; then the session
 * like the password's sign-in. Rejects with the browser's error (NotAllowedError when cancelled,
 * AbortError when another ceremony took over) or the server's ApiError.
 */
export function usePasskeyLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (autofill: boolean) => {
      const optionsJSON = await api.post<PublicKeyCredentialRequestOptionsJSON>(paths.passkeyLoginOptions);
      const response = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
      return api.post<User>(paths.passkeyLogin, { response });
    },
    onSuccess: (user) => {
      client.setQueryData(SESSION_KEY, user);
      return client.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
}

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
    addPasskey: useMutation({
      mutationFn: async (name: string) => {
        const optionsJSON = await api.post<PublicKeyCredentialCreationOptionsJSON>(
          paths.passkeyRegisterOptions,
        );
        const response = await startRegistration({ optionsJSON });
        return api.post<PasskeyInfo>(paths.passkeyRegister, { name, response });
      },
      onSuccess: refresh(PASSKEYS_KEY),
    }),
    removePasskey: useMutation({
      mutationFn: (id: string) => api.delete<null>(paths.passkey(id)),
      onSuccess: refresh(PASSKEYS_KEY),
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
