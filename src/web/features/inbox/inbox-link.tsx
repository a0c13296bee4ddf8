/**
 * The header's "Inbox" link for an admin, with the unread count as a badge (issue 10 item 2).
 * Nothing for visitors and non-admin users (the count is not even asked for).
 */
import { Link } from 'react-router';
import { CONTACT_TEXTS } from '../../../shared/contact.js';
import { useSession } from '../../lib/session.js';
import { useUnreadCount } from './api.js';
import styles from './inbox.module.css';

export const INBOX_PATH = '/inbox';

export function InboxLink() {
  const { isAdmin } = useSession();
  const unread = useUnreadCount(isAdmin);
  if (!isAdmin) return null;
  const count = unread.data ?? 0;
  return (
    <Link
      to={INBOX_PATH}
      aria-label={
        count > 0 ? `${CONTACT_TEXTS.inbox}, ${count} ${CONTACT_TEXTS.unread.toLowerCase()}` : undefined
      }
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
