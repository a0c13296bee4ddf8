/**
 * Login page at `/login` (docs/product.md §2 "Login page", docs/product.md §4 "Login", docs/product.md §5, docs/product.md §8; docs/product.md §2.12).
 *
 * Email (focused on load) and password fields, Home and Login buttons; Enter submits. Success:
 * 'Login Success!' (closing by itself), the session is fetched again, and the app goes at once to
 * `/` (or to a site-relative `?next=`; decision 0070). Empty fields, failures and the two-factor
 * step (docs/product.md §23): ./login-password.ts; Back returns to the password with both kept.
 * Passkeys: ./login-passkey.ts.
 */
import { useNavigate, useSearchParams } from 'react-router';
import { useEffect } from 'react';
import { SESSION_ENDED_COOKIE, SESSION_ENDED_PARAM } from '../../../shared/session-ended.js';
import { showSuccess } from '../../lib/dialogs.js';
import { ADMIN_PATHS } from '../../i18n/admin-texts.js';
import styles from '../../features/owner-kit/admin.module.css';
import { useTexts } from '../../i18n/i18n.js';
import { LoginActions } from './login-actions.js';
import { LoginFields } from './login-fields.js';
import { nextPath } from './login-next.js';
import { usePasskeySignIn } from './login-passkey.js';
import { usePasswordSignIn } from './login-password.js';

export function LoginPage() {
  const { MESSAGES, TEXTS } = useTexts();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const navigateAfter = () => {
    void showSuccess(MESSAGES.login.success);
    void navigate(nextPath(search.get('next')));
  };
  const { fields, needsCode, setNeedsCode, submit, pending } = usePasswordSignIn(navigateAfter);
  const { passkeys, signInWithPasskey, signingIn } = usePasskeySignIn(navigateAfter);
  // The page has said the session was ended: the marker has done its work (decision 0250).
  useEffect(() => {
    document.cookie = `${SESSION_ENDED_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  }, []);

  return (
    <div className={`${styles.page} ${styles.narrowPage}`}>
      <h1 className={styles.heading}>{TEXTS.login_.heading}</h1>
      {search.get(SESSION_ENDED_PARAM) === '1' ? (
        <p role="status" className={styles.status}>
          {TEXTS.login_.sessionEnded}
        </p>
      ) : null}
      <form
        className={styles.form}
        noValidate
        aria-label={TEXTS.login_.heading}
        onSubmit={(event) => {
          event.preventDefault();
          if (!pending) void submit();
        }}
      >
        <LoginFields fields={fields} needsCode={needsCode} />
        <LoginActions
          needsCode={needsCode}
          onBack={() => (needsCode ? setNeedsCode(false) : void navigate(ADMIN_PATHS.home))}
          pending={pending}
          passkeys={passkeys}
          signingIn={signingIn}
          onPasskey={() => void signInWithPasskey(false)}
        />
      </form>
    </div>
  );
}

/** Route element for `/login`. */
export default LoginPage;
