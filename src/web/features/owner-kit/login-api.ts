/**
 * Signing in (docs/product.md §4 "Login", §23): POST auth/login; the answer is the signed-in user,
 * put in the session's cache at once. Errors reject with the client's `ApiError` (TWO_FACTOR_REQUIRED
 * when the second step's code is wanted).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../shared/paths.js';
import type { User } from '../../../shared/schemas.js';
import { api } from '../../lib/api-client.js';
import { SESSION_KEY } from '../../lib/session.js';

/** POST auth/login with `{email, password}`; on success the session is fetched again (docs/product.md §4 "Login"). */
export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    // `code`: the second step's code (docs/product.md §23), sent with the password again.
    mutationFn: (body: { email: string; password: string; code?: string }) =>
      api.post<User>(paths.login, body),
    onSuccess: (user) => {
      // The answer is the user: the guards see it at once; the header's session query refetches too.
      client.setQueryData(SESSION_KEY, user);
      return client.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
}
