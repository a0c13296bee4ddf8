/**
 * The profile's links for an admin (docs/product.md §2 "Profile page"): the data page, the
 * versions, the trash, the statistics and the design page.
 */
import { Link } from 'react-router';
import { DATA_PATH } from '../../i18n/data-texts.js';
import { TRASH_PATH } from '../../features/owner-kit/history-link.js';
import { VERSIONS_PATH } from '../../i18n/version-texts.js';
import { STATISTICS_PATH } from '../../i18n/statistics-texts.js';
import { DESIGN_PATH } from '../../i18n/design-texts.js';
import styles from '../../features/owner-kit/admin.module.css';
import { useTexts } from '../../i18n/i18n.js';

/** The admin's links, in the profile's row of links. */
export function ProfileAdminLinks() {
  const { DATA_TEXTS, HISTORY_TEXTS, VERSION_TEXTS, STATISTICS_TEXTS, DESIGN_TEXTS } = useTexts();
  return (
    <>
      <Link className={styles.secondaryButton} to={DATA_PATH}>
        {DATA_TEXTS.link}
      </Link>
      <Link className={styles.secondaryButton} to={VERSIONS_PATH}>
        {VERSION_TEXTS.link}
      </Link>
      <Link className={styles.secondaryButton} to={TRASH_PATH}>
        {HISTORY_TEXTS.trash.link}
      </Link>
      <Link className={styles.secondaryButton} to={STATISTICS_PATH}>
        {STATISTICS_TEXTS.link}
      </Link>
      <Link className={styles.secondaryButton} to={DESIGN_PATH}>
        {DESIGN_TEXTS.link}
      </Link>
    </>
  );
}
