/**
 * Signing in with email and password on the login page (docs/product.md §4 "Login", §23): the
 * typed fields, checked by the shared `loginSchema` ('You must complete all fields!'), then sent;
 * when the server answers TWO_FACTOR_REQUIRED the second step asks for the code and sends the email
 * and password again with it. A wrong code keeps the typed code; a failure shows the server's
 * message (fallback 'Login Failed or invalid credentials!') or, offline, 'Ooooppsss! An error has
 * occurred. Error: ...'.
 */
import { useState } from 'react';
import { loginSchema } from '../../../shared/schemas.js';
import { ApiError, errorMessage } from '../../lib/api-client.js';
import { showError } from '../../lib/dialogs.js';
import { useLogin } from '../../features/owner-kit/login-api.js';
import { isNetworkError, serverMessage } from '../../features/owner-kit/errors.js';
import { useTexts } from '../../i18n/i18n.js';

/** The login form's fields and `submit`; `onSignedIn` runs once signed in. */
export function usePasswordSignIn(onSignedIn: () => void) {
  const { MESSAGES } = useTexts();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  /** The second step's code, asked for once the server wants it (docs/product.md §23). */
  const [code, setCode] = useState('');
  const [needsCode, setNeedsCode] = useState(false);

  const submit = async () => {
    const parsed = loginSchema.safeParse({ email, password });
    if (!parsed.success) {
      void showError(parsed.error.issues[0]?.message ?? MESSAGES.validation.completeAllFields);
      return;
    }
    if (needsCode && code.trim() === '') {
      void showError(MESSAGES.validation.completeAllFields);
      return;
    }
    try {
      await login.mutateAsync(needsCode ? { ...parsed.data, code: code.trim() } : parsed.data);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'TWO_FACTOR_REQUIRED') {
        setNeedsCode(true);
        return;
      }
      if (error instanceof ApiError && error.code === 'TWO_FACTOR_INVALID') {
        void showError(MESSAGES.login.wrongCode);
        return;
      }
      const text = isNetworkError(error)
        ? `${MESSAGES.login.unexpected}${errorMessage(error)}`
        : serverMessage(error, MESSAGES.login.invalid);
      void showError(text);
      return;
    }
    onSignedIn();
  };

  const fields = { email, setEmail, password, setPassword, code, setCode };
  return { fields, needsCode, setNeedsCode, submit, pending: login.isPending };
}
