/**
 * The login form's buttons (docs/product.md §2 "Login page", §23): Home (Back in the two-factor
 * step, which returns to the password with both fields kept) and Login, then, where passkeys can
 * work and not in the two-factor step, the passkey button.
 */
import styles from '../../features/owner-kit/admin.module.css';
import { useTexts } from '../../i18n/i18n.js';

export interface LoginActionsProps {
  /** The two-factor step is shown (Back instead of Home, no passkey button). */
  needsCode: boolean;
  /** Home, or Back in the two-factor step. */
  onBack: () => void;
  /** A password sign-in is under way. */
  pending: boolean;
  /** Offer the passkey button. */
  passkeys: boolean;
  /** A passkey sign-in is under way. */
  signingIn: boolean;
  onPasskey: () => void;
}

/** Home/Back and Login (the form's submit), and the passkey button. */
export function LoginActions({
  needsCode,
  onBack,
  pending,
  passkeys,
  signingIn,
  onPasskey,
}: LoginActionsProps) {
  const { TEXTS, SECURITY_TEXTS } = useTexts();
  return (
    <>
      <div className={styles.actions}>
        <button type="button" className={styles.secondaryButton} onClick={onBack}>
          {needsCode ? SECURITY_TEXTS.login.back : TEXTS.home}
        </button>
        <button type="submit" className={styles.primaryButton} aria-busy={pending || undefined}>
          {TEXTS.login}
        </button>
      </div>
      {passkeys && !needsCode ? (
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.secondaryButton}
            aria-busy={signingIn || undefined}
            onClick={onPasskey}
          >
            {SECURITY_TEXTS.login.passkey}
          </button>
        </div>
      ) : null}
    </>
  );
}
