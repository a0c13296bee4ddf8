/**
 * The page shell every route shares (spec 1: every page has a header and a footer): a skip link, the
 * header, the main landmark with the route's page, the footer. While the current user loads
 * (fetched once at start, spec 4 "Session"), the main area shows 'Loading User' (spec 2) instead of
 * the page, so pages never render for the wrong user. A new page starts at the top with the focus
 * on its heading; back and forward restore the scroll position ({@link usePageScroll}).
 */
import { Outlet } from 'react-router';
import { useSession } from '../lib/session.js';
import { Footer } from './footer.js';
import { Header } from './header.js';
import styles from './layout.module.css';
import { usePageScroll } from './use-page-scroll.js';
import { useTexts } from '../i18n/i18n.js';

export const MAIN_ID = 'main-content';

export function Layout() {
  const { MESSAGES, UI } = useTexts();
  const session = useSession();
  usePageScroll(MAIN_ID);
  return (
    <div className={styles.shell}>
      <a href={`#${MAIN_ID}`} className={styles.skip}>
        {UI.skipToMain}
      </a>
      <Header />
      <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
        {session.isLoading ? (
          <p className={styles.loadingUser} role="status">
            {MESSAGES.pages.loadingUser}
          </p>
        ) : (
          <Outlet />
        )}
      </main>
      <Footer />
    </div>
  );
}
