/**
 * Route guards of the signed-in area (docs/product.md §2 and §6; docs/product.md §6.2).
 *
 * - {@link RequireUser}: 'Loading User' while the session loads; nobody signed in -> `/forbidden`.
 *   Used by profile, update-user, update-person and every entry form (the admin role is not checked
 *   on the form routes, docs/product.md §6; the server refuses a non-admin's write with its own message).
 * - {@link RequireAdmin}: the same, and a signed-in user whose role is not admin -> `/forbidden`
 *   (the Users screen).
 */
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { MESSAGES } from '../../../shared/messages.js';
import { useSession } from '../../lib/session.js';
import { FORBIDDEN_PATH } from '../../i18n/admin-texts.js';
import styles from './admin.module.css';

function LoadingUser() {
  return (
    <p role="status" className={styles.status}>
      {MESSAGES.pages.loadingUser}
    </p>
  );
}

export function RequireUser({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  if (isLoading) return <LoadingUser />;
  if (!user) return <Navigate to={FORBIDDEN_PATH} replace />;
  return <>{children}</>;
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, isLoading, isAdmin } = useSession();
  if (isLoading) return <LoadingUser />;
  if (!user || !isAdmin) return <Navigate to={FORBIDDEN_PATH} replace />;
  return <>{children}</>;
}
