/**
 * Login page at `/login` (docs/product.md §2 "Login page", docs/product.md §4 "Login", docs/product.md §5, docs/product.md §8; docs/product.md §2.12).
 *
 * Email (focused on load) and password fields, Home and Login buttons; Enter submits. Empty fields: 'You must complete
 * all fields!' (shared `loginSchema`). Success: 'Login Success!' (closing by itself), the session is
 * fetched again, and the app goes at once to `/` (or to a site-relative `?next=`; decision 0070). Failure: the error dialog with the server's message
 * (fallback 'Login Failed or invalid credentials!'; a network failure reads 'Ooooppsss! An error has
 * occurred. Error: ...'), and the page stays.
 *
 * Two-factor sign-in (docs/product.md §23): when the server answers TWO_FACTOR_REQUIRED the form
 * asks for the code ("Code", one-time-code autofill) and sends the email and password again with
 * it; Back returns to the password with both kept. A wrong code keeps the typed code.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { browserSupportsWebAuthn, browserSupportsWebAuthnAutofill } from '@simplewebauthn/browser';
import { ApiError } from '../../lib/api-client.js';
import { useNavigate, useSearchParams } from 'react-router';
import { loginSchema } from '../../../shared/schemas.js';
import { errorMessage } from '../../lib/api-client.js';
import { showError, showSuccess } from '../../lib/dialogs.js';
import { TextField } from '../../features/owner-kit/fields.js';
import { useLogin } from '../../features/owner-kit/admin-api.js';
import { usePasskeyLogin } from '../../features/owner-kit/security-api.js';
import { isNetworkError, serverMessage } from '../../features/owner-kit/errors.js';
import { ADMIN_PATHS } from '../../i18n/admin-texts.js';
import styles from '../../features/owner-kit/admin.module.css';
import { useTexts } from '../../i18n/i18n.js';

/**
 * Where to go after signing in: `?next=` when it is a path on this site (`/...`, never `//host` or
 * `/\\host`, which a browser reads as another site), else `/` (docs/product.md §2). Decision 0110 §9: the
 * update-user page sends the user here to sign in again and come back.
 */
export function nextPath(next: string | null): string {
  return next && /^\/(?![/\\])/.test(next) ? next : ADMIN_PATHS.home;
}

/** A value that never changes while the page is open has nothing to subscribe to. */
const noSubscription = () => () => {};

/** An IPv4 or IPv6 literal as `location.hostname` gives it (`127.0.0.1`, `[::1]`). */
const IP_HOSTNAME = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;

/**
 * Whether a passkey can sign in on this page: the browser has WebAuthn and the site is named by a
 * domain (WebAuthn refuses a site reached by its IP address, decision 0121), so a site opened by its
 * address neither shows the passkey button nor asks the server for options it would refuse.
 */
export function passkeysPossibleHere(): boolean {
  return browserSupportsWebAuthn() && !IP_HOSTNAME.test(window.location.hostname);
}

export function LoginPage() {
  const { MESSAGES, TEXTS, SECURITY_TEXTS } = useTexts();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  /** The second step's code, asked for once the server wants it (docs/product.md §23). */
  const [code, setCode] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const passkeyLogin = usePasskeyLogin();
  // Whether passkeys can work here: WebAuthn in the browser, on a site named by a domain (false while
  // rendered on the server).
  const passkeys = useSyncExternalStore(noSubscription, passkeysPossibleHere, () => false);
  const navigateAfter = () => {
    void showSuccess(MESSAGES.login.success);
    void navigate(nextPath(search.get('next')));
  };

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
    navigateAfter();
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
    navigateAfter();
  };

  return (
    <div className={`${styles.page} ${styles.narrowPage}`}>
      <h1 className={styles.heading}>{TEXTS.login_.heading}</h1>
      <form
        className={styles.form}
        noValidate
        aria-label={TEXTS.login_.heading}
        onSubmit={(event) => {
          event.preventDefault();
          if (!login.isPending) void submit();
        }}
      >
        {needsCode ? (
          <>
            <p className={styles.muted} id="login-code-intro">
              {SECURITY_TEXTS.login.codeIntro}
            </p>
            <TextField
              id="login-code"
              label={SECURITY_TEXTS.login.code}
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              aria-describedby="login-code-intro"
              autoFocus
              data-autofocus=""
              value={code}
              onChange={setCode}
            />
          </>
        ) : (
          <>
            <TextField
              id="login-email"
              label={TEXTS.login_.email}
              type="email"
              autoComplete="username webauthn"
              // The one field the page is for: focused on load.
              autoFocus
              // …and again when the loading dialog closes, if it made the page inert meanwhile.
              data-autofocus=""
              value={email}
              onChange={setEmail}
            />
            <TextField
              id="login-password"
              label={TEXTS.login_.password}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={setPassword}
            />
          </>
        )}
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.secondaryButton}
            onClick={() => (needsCode ? setNeedsCode(false) : void navigate(ADMIN_PATHS.home))}
          >
            {needsCode ? SECURITY_TEXTS.login.back : TEXTS.home}
          </button>
          <button type="submit" className={styles.primaryButton} aria-busy={login.isPending || undefined}>
            {TEXTS.login}
          </button>
        </div>
        {passkeys && !needsCode ? (
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.secondaryButton}
              aria-busy={passkeyLogin.isPending || undefined}
              onClick={() => void signInWithPasskey(false)}
            >
              {SECURITY_TEXTS.login.passkey}
            </button>
          </div>
        ) : null}
      </form>
    </div>
  );
}

/** Route element for `/login`. */
export default LoginPage;
