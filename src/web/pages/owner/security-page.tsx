/**
 * The security page at `/security` (docs/product.md §23), for any signed-in user about their own
 * account; linked from the profile page. Three cards:
 *
 * - Passkeys: each with its name, when added and last used, and Remove (confirmed); "Name of the
 *   new passkey" and "Add a passkey" run the browser's WebAuthn ceremony (@simplewebauthn/browser).
 * - Two-factor sign-in: off -> "Turn on two-factor sign-in" shows the QR code (an SVG from the
 *   server), the key as text and a code field; the first right code turns it on and the ten
 *   recovery codes are shown once (copy, "I have saved them"). On -> since when, codes left, "New
 *   recovery codes" and "Turn off" (each confirmed). A 403 REAUTHENTICATION_REQUIRED (an old
 *   sign-in) shows the server's message and a link to sign in again and come back.
 * - Where you are signed in: each live session with its device class, sign-in and last use, "This
 *   device" on the current one, "End session" on the others, and "End all other sessions".
 * - Activity: the audit log, filtered and paged (features/security/owner-activity-card.tsx).
 */
import { RequireUser } from '../../features/owner-kit/guards.js';
import { useTexts } from '../../i18n/i18n.js';
import styles from '../../features/owner-kit/admin.module.css';
import { PasskeysCard } from '../../features/security/owner-passkeys-card.js';
import { ActivityCard } from '../../features/security/owner-activity-card.js';
import { SessionsCard } from '../../features/security/owner-sessions-card.js';
import { TwoFactorCard } from '../../features/security/owner-two-factor-card.js';

export function SecurityPage() {
  const { SECURITY_TEXTS } = useTexts();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{SECURITY_TEXTS.heading}</h1>
      <PasskeysCard />
      <TwoFactorCard />
      <SessionsCard />
      <ActivityCard />
    </div>
  );
}

/** Route element for `/security` (guarded). */
export default function SecurityRoute() {
  return (
    <RequireUser>
      <SecurityPage />
    </RequireUser>
  );
}
