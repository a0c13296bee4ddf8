/**
 * Route guards of the signed-in area (docs/product.md §2 and §6; docs/product.md §6.2).
 *
 * - {@link RequireUser}: 'Loading User' while the session loads; nobody signed in -> `/forbidden`,
 *   or the sign-in page saying so when the server said the session was ended (decision 0250).
 *   Used by profile, update-user, update-person and every entry form (the admin role is not checked
 *   on the form routes, docs/product.md §6; the server refuses a non-admin's write with its own message).
 * - {@link RequireAdmin}: the same, and a signed-in user whose role is not admin -> `/forbidden`
 *   (the Users screen).
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { SESSION_ENDED_COOKIE, SESSION_ENDED_PARAM } from '../../../shared/session-ended.js';
import { MESSAGES } from '../../../shared/messages.js';
import { useSession } from '../../lib/session.js';
import { ADMIN_PATHS, FORBIDDEN_PATH } from '../../i18n/admin-texts.js';
import styles from './admin.module.css';

function LoadingUser() {
  return (
    <p role="status" className={styles.status}>
      {MESSAGES.pages.loadingUser}
    </p>
  );
}

/**
 * Whether the server said this browser's session was ended (src/shared/session-ended.ts). Only
 * read here (a render may be thrown away and run again); the sign-in page removes the marker.
 */
function sessionEnded(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split('; ').includes(`${SESSION_ENDED_COOKIE}=1`);
}

/**
 * Where nobody signed in goes: the sign-in page, back here after it, saying the session was ended,
 * when the server said so (decision 0250); `/forbidden` otherwise (docs/product.md §6).
 */
function NobodySignedIn() {
  const location = useLocation();
  if (!sessionEnded()) return <Navigate to={FORBIDDEN_PATH} replace />;
  const next = encodeURIComponent(`${location.pathname}${location.search}`);
  return <Navigate to={`${ADMIN_PATHS.login}?next=${next}&${SESSION_ENDED_PARAM}=1`} replace />;
}

export function RequireUser({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  if (isLoading) return <LoadingUser />;
  if (!user) return <NobodySignedIn />;
  return <>{children}</>;
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, isLoading, isAdmin } = useSession();
  if (isLoading) return <LoadingUser />;
  if (!user) return <NobodySignedIn />;
  if (!isAdmin) return <Navigate to={FORBIDDEN_PATH} replace />;
  return <>{children}</>;
}
