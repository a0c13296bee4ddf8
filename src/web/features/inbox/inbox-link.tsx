/**
 * The header's "Inbox" link for an admin, with the unread count as a badge (decision 0051).
 * Nothing for visitors and non-admin users (the count is not even asked for).
 */
import { Link } from 'react-router';
import { useSession } from '../../lib/session.js';
import { useUnreadCount } from './api.js';
import styles from './inbox-link.module.css';
import { useTexts } from '../../i18n/i18n.js';

export const INBOX_PATH = '/inbox';

export function InboxLink() {
  const { CONTACT_TEXTS, UI } = useTexts();
  const { isAdmin } = useSession();
  const unread = useUnreadCount(isAdmin);
  if (!isAdmin) return null;
  const count = unread.data ?? 0;
  return (
    <Link
      to={INBOX_PATH}
      aria-label={count > 0 ? UI.inboxUnread({ inbox: CONTACT_TEXTS.inbox, count }) : undefined}
    >
      {CONTACT_TEXTS.inbox}
      {count > 0 ? (
        <span className={styles.badge} aria-hidden="true">
          {count}
        </span>
      ) : null}
    </Link>
  );
}
