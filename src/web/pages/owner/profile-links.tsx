/**
 * The profile's row of links (docs/product.md §2 "Profile page"; decision 0096): to `/update-user`
 * and `/update-person` (the person passed as navigation state `{person}`), named by what they
 * change ('Password and role', 'Personal details'), to the security page (docs/product.md §23),
 * and an admin's own links (./profile-admin-links.tsx).
 */
import { Link } from 'react-router';
import type { Person } from '../../../shared/schemas.js';
import { SECURITY_PATH } from '../../i18n/security-texts.js';
import { ADMIN_PATHS } from '../../i18n/admin-texts.js';
import styles from '../../features/owner-kit/admin.module.css';
import { useTexts } from '../../i18n/i18n.js';
import { ProfileAdminLinks } from './profile-admin-links.js';

/** The links under the profile; `admin` adds the admin's. */
export function ProfileLinks({ person, admin }: { person: Person | null; admin: boolean }) {
  const { TEXTS, SECURITY_TEXTS } = useTexts();
  return (
    <div className={styles.actions}>
      <Link className={styles.secondaryButton} to={ADMIN_PATHS.updateUser}>
        {TEXTS.profile.updateUser}
      </Link>
      <Link className={styles.primaryButton} to={ADMIN_PATHS.updatePerson} state={{ person }}>
        {TEXTS.profile.updatePerson}
      </Link>
      <Link className={styles.secondaryButton} to={SECURITY_PATH}>
        {SECURITY_TEXTS.link}
      </Link>
      {admin ? <ProfileAdminLinks /> : null}
    </div>
  );
}
