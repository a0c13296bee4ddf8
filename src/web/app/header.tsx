/**
 * The page header (spec 1 and 2): a home icon link on the left, the owner's signature (the first
 * person's first and last name) centred, and the auth buttons (owned by the admin area) on the right.
 */
import { Link } from 'react-router';
import { signatureOf, useOwner } from '../features/person/api.js';
import { LABELS } from '../components/labels.js';
import { CvDownload } from '../features/cv/cv-download.js';
import { InboxLink } from '../features/inbox/inbox-link.js';
import { AuthButtons } from './auth-buttons.js';
import styles from './header.module.css';

export function Header() {
  const owner = useOwner();
  const signature = signatureOf(owner.data);
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.home} aria-label={LABELS.home}>
          <HomeIcon />
        </Link>
        <p className={styles.signature}>{signature}</p>
        <div className={styles.auth}>
          <CvDownload variant="header" />
          <InboxLink />
          <AuthButtons />
        </div>
      </div>
    </header>
  );
}

/** A house outline, 24×24, decorative (the link carries the name). */
function HomeIcon() {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3 10.5 12 3l9 7.5" />
      <path d="M5 9.5V20a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9.5" />
    </svg>
  );
}
