/**
 * The page shell every route shares (docs/product.md §1: every page has a header and a footer): a skip link, the
 * header, the main landmark with the route's page, the footer. While the current user loads
 * (fetched once at start, docs/product.md §4 "Session"), the main area shows 'Loading User' (docs/product.md §2) instead of
 * the page, so pages never render for the wrong user. A new page starts at the top with the focus
 * on its heading; back and forward restore the scroll position ({@link usePageScroll}).
 *
 * Loading and typing (docs/decisions/0094-no-typing-under-the-loading-dialog.md):
 * - A page the browser renders alone is held out of sight (`hidden`) until its first loads have
 *   ended and the 'Cargando...' dialog has closed (src/web/lib/loading.ts `useFirstViewHeld`), so no
 *   field shows (or takes keystrokes) under the dialog; then the page's own field asking for the
 *   focus (`data-autofocus`, the login email) gets it. The route's lazy code is awaited by the
 *   `<Suspense>` here, and {@link FirstViewRendered} tells when the page is on the page.
 * - A later navigation to `/` starts the home lists in a layout effect ({@link prefetchPageData}),
 *   so the dialog opens before the new page is first painted, not after (when they are missing or
 *   stale).
 */
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AUTOFOCUS_ATTRIBUTE } from '../lib/loading-dialog.js';
import { firstViewRendered, useFirstViewHeld } from '../lib/loading.js';
import { useSession } from '../lib/session.js';
import { Footer } from './footer.js';
import { Header } from './header.js';
import styles from './layout.module.css';
import { prefetchPageData } from './prefetch.js';
import { usePageScroll } from './use-page-scroll.js';
import { useTexts } from '../i18n/i18n.js';

export const MAIN_ID = 'main-content';

/** Rendered after the route's page (inside the same `<Suspense>`): its effect runs once both are shown. */
function FirstViewRendered() {
  useEffect(() => firstViewRendered(), []);
  return null;
}

export function Layout() {
  const { MESSAGES, TEXTS, UI } = useTexts();
  const session = useSession();
  const held = useFirstViewHeld();
  const client = useQueryClient();
  const { pathname } = useLocation();
  usePageScroll(MAIN_ID);

  const shownPath = useRef(pathname);
  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    prefetchPageData(client, pathname);
  }, [client, pathname]);

  const wasHeld = useRef(held);
  useLayoutEffect(() => {
    if (!wasHeld.current || held) return;
    wasHeld.current = false;
    // Lost focus: none, the body, or the loading dialog just closed (the browser moves it later).
    const active = document.activeElement;
    const lost =
      active === null ||
      active === document.body ||
      (active instanceof HTMLDialogElement && !active.hasAttribute('open'));
    if (!lost) return;
    document
      .getElementById(MAIN_ID)
      ?.querySelector<HTMLElement>(`[${AUTOFOCUS_ATTRIBUTE}]`)
      ?.focus({ preventScroll: true });
  }, [held]);

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
          <Suspense fallback={<p role="status">{TEXTS.loading}</p>}>
            <div hidden={held || undefined}>
              <Outlet />
            </div>
            <FirstViewRendered />
          </Suspense>
        )}
      </main>
      <Footer />
    </div>
  );
}
