/**
 * The header's auth buttons (docs/product.md §2 "Header buttons", docs/product.md §4 "Session"): Login (to /login) for
 * visitors; Profile (to /profile) and Signout when signed in; admins also Users (to /users). Nothing
 * while the session is still loading, so the header does not flash Login for a signed-in owner.
 *
 * Signout: POST auth/signout; success shows the success dialog and, once it is closed (by itself
 * after 1.5 s, or by the user), reloads the page; a failure is only logged (console.error), with no reload. This file is in the initial bundle:
 * it stays small and loads SweetAlert2 only through `dialogs.ts` on first use.
 */
import { Link } from 'react-router';
import { paths } from '../../shared/paths.js';
import { api } from '../lib/api-client.js';
import { showSuccess } from '../lib/dialogs.js';
import { useSession } from '../lib/session.js';
import styles from './auth-buttons.module.css';
import { useTexts } from '../i18n/i18n.js';
import { useLinkPage } from '../lib/link-page.js';
import { useStaticSite } from '../lib/static-site.js';

/** Sign out: POST auth/signout, then the success dialog and a reload; failures are only logged. */
export async function signOut(reload: () => void = () => window.location.reload()): Promise<void> {
  try {
    await api.post(paths.signout);
  } catch (error) {
    console.error(error);
    return;
  }
  await showSuccess();
  reload();
}

export function AuthButtons() {
  const { UI } = useTexts();
  const { user, isLoading, isAdmin } = useSession();
  const staticSite = useStaticSite();
  const linkPage = useLinkPage();
  // A static site has nobody to sign in (docs/product.md §25); a link's page is a recruiter's, who
  // is not invited to sign in (decision 0246).
  if (staticSite || linkPage) return null;
  if (isLoading) return <nav aria-label={UI.account} className={styles.nav} />;
  return (
    <nav aria-label={UI.account} className={styles.nav}>
      {user ? (
        <>
          {isAdmin ? (
            <Link to="/users" className={styles.button}>
              {UI.users}
            </Link>
          ) : null}
          <Link to="/profile" className={styles.button}>
            {UI.profile}
          </Link>
          <button type="button" className={styles.button} onClick={() => void signOut()}>
            {UI.signout}
          </button>
        </>
      ) : (
        <Link to="/login" className={styles.button} data-app-link="">
          {UI.login}
        </Link>
      )}
    </nav>
  );
}
