/**
 * The profile's way back (decision 0096): after personal details begun elsewhere (navigation state
 * `returnTo`, e.g. the home page) are saved, a note says so and offers the way back there.
 */
import { Link } from 'react-router';
import { ADMIN_PATHS } from '../../i18n/admin-texts.js';
import styles from '../../features/owner-kit/admin.module.css';
import { useTexts } from '../../i18n/i18n.js';

/** The note and its link back to `returnTo` ('Back to the home page' for `/`). */
export function ProfileReturnNote({ returnTo }: { returnTo: string }) {
  const { TEXTS } = useTexts();
  return (
    <div className={styles.returnNote} role="status">
      <p>{TEXTS.profile.saved}</p>
      <Link className={styles.primaryButton} to={returnTo}>
        {returnTo === ADMIN_PATHS.home ? TEXTS.profile.backHome : TEXTS.goBack}
      </Link>
    </div>
  );
}
