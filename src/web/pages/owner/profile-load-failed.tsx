/**
 * The profile page when the signed-in user's profile cannot be read (docs/product.md §2 "Profile
 * page"): its heading and the server's message, or 'User not Found' without one.
 */
import { serverMessage } from '../../features/owner-kit/errors.js';
import styles from '../../features/owner-kit/admin.module.css';
import { useTexts } from '../../i18n/i18n.js';

/** The heading and the error of the failed read. */
export function ProfileLoadFailed({ error }: { error: unknown }) {
  const { MESSAGES, TEXTS } = useTexts();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{TEXTS.profile.heading}</h1>
      <p role="alert" className={styles.pageError}>
        {serverMessage(error, MESSAGES.profile.userNotFound)}
      </p>
    </div>
  );
}
