/**
 * The page header (docs/product.md §1 and §2): a home icon link on the left, the owner's signature (the first
 * person's first and last name) centred, and the auth buttons (owned by the admin area) on the right.
 * Beside the home icon, the theme toggle (decision 0071).
 *
 * Signed in, the actions (the language switch, Inbox, Users, Profile, Signout) are in the row from
 * {@link MENU_BREAKPOINT_PX} px, beside the centred name (Download CV is on the person's card there);
 * below it they collapse behind a 'Menu' button (a disclosure: `aria-expanded`, Escape or choosing an
 * action closes it), so the header stays one row at every width (decision 0245). Visitors have few
 * actions, which always fit. On a recruiter's link page Home is the link's own page, the language
 * switch is left out when the version pins a language, and there is no Login (decision 0246).
 */
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { signatureOf } from '../../shared/signature.js';
import { useOwner } from '../features/person/api.js';
import { CvDownload } from '../features/cv/cv-download.js';
import { InboxLink } from '../features/inbox/inbox-link.js';
import { useLinkPage } from '../lib/link-page.js';
import { useSession } from '../lib/session.js';
import { AuthButtons } from './auth-buttons.js';
import { LanguageSwitch } from './language-switch.js';
import styles from './header.module.css';
import { useTexts } from '../i18n/i18n.js';
import { ThemeToggle } from './theme-toggle.js';
import { Island } from '../components/island.js';

/** Below this width (px) a signed-in header shows its actions in a menu (header.module.css). */
export const MENU_BREAKPOINT_PX = 1024;

const MENU_ID = 'header-actions';

export function Header() {
  const { LABELS, UI } = useTexts();
  const owner = useOwner();
  const signature = signatureOf(owner.data);
  const { user } = useSession();
  const linkPage = useLinkPage();
  const [open, setOpen] = useState(false);
  const closeOnChoice = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('a, button')) setOpen(false);
  };
  const closeOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      document.getElementById(`${MENU_ID}-button`)?.focus();
    }
  };
  return (
    <header className={user ? `${styles.header} ${styles.signedIn}` : styles.header}>
      <div className={styles.inner} onKeyDown={closeOnEscape}>
        <div className={styles.start}>
          {/* A link's page leads home to itself, never to the master (decision 0246). */}
          <Link to={linkPage?.home ?? '/'} className={styles.home} aria-label={LABELS.home}>
            <HomeIcon />
          </Link>
          <Island name="theme-toggle" component={ThemeToggle} props={{}} when="interaction" />
        </div>
        <p className={styles.signature}>{signature}</p>
        {user ? (
          <button
            id={`${MENU_ID}-button`}
            type="button"
            className={styles.menuButton}
            aria-expanded={open}
            aria-controls={MENU_ID}
            onClick={() => setOpen((value) => !value)}
          >
            {UI.menu}
          </button>
        ) : null}
        <div
          id={MENU_ID}
          className={open ? `${styles.auth} ${styles.open}` : styles.auth}
          onClick={closeOnChoice}
        >
          {linkPage?.pinnedLanguage ? null : (
            <Island name="language-switch" component={LanguageSwitch} props={{}} when="interaction" />
          )}
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
