/**
 * Signing in with a passkey on the login page (docs/product.md §23): where passkeys can work
 * (./login-passkeys-possible.ts), the button's sign-in, and the browser's suggestions under the
 * email field (conditional UI), asked for once per visit.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { browserSupportsWebAuthnAutofill } from '@simplewebauthn/browser';
import { ApiError, errorMessage } from '../../lib/api-client.js';
import { showError } from '../../lib/dialogs.js';
import { usePasskeyLogin } from '../../features/owner-kit/security-api.js';
import { isNetworkError, serverMessage } from '../../features/owner-kit/errors.js';
import { useTexts } from '../../i18n/i18n.js';
import { passkeysPossibleHere } from './login-passkeys-possible.js';

/** A value that never changes while the page is open has nothing to subscribe to. */
const noSubscription = () => () => {};

/**
 * The login page's passkey sign-in: `passkeys` tells whether to offer the button (false while
 * rendered on the server), `signInWithPasskey(false)` is the button's; `onSignedIn` runs once signed in.
 */
export function usePasskeySignIn(onSignedIn: () => void) {
  const { MESSAGES } = useTexts();
  const passkeyLogin = usePasskeyLogin();
  // Whether passkeys can work here: WebAuthn in the browser, on a site named by a domain (false while
  // rendered on the server).
  const passkeys = useSyncExternalStore(noSubscription, passkeysPossibleHere, () => false);

  /** A passkey sign-in; `autofill`: the browser's suggestions under the email field (conditional UI). */
  const signInWithPasskey = async (autofill: boolean) => {
    try {
      await passkeyLogin.mutateAsync(autofill);
    } catch (error) {
      // Cancelled, timed out or replaced by another ceremony: the browser said so already. The
      // autofill request waits in the background: its failures (a site on an IP address) stay quiet.
      if (autofill || !(error instanceof ApiError)) return;
      void showError(
        isNetworkError(error)
          ? `${MESSAGES.login.unexpected}${errorMessage(error)}`
          : serverMessage(error, MESSAGES.login.invalid),
      );
      return;
    }
    onSignedIn();
  };

  // Passkeys where the browser has them; their suggestions in the email field where it can
  // (docs/product.md §23). The conditional request waits until the person picks a passkey.
  useEffect(() => {
    if (!passkeysPossibleHere()) return;
    void browserSupportsWebAuthnAutofill().then((autofill) => {
      if (autofill) void signInWithPasskey(true);
    });
    // Once per visit of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { passkeys, signInWithPasskey, signingIn: passkeyLogin.isPending };
}
