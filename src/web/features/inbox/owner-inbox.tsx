/**
 * The owner's inbox shown at `/inbox` (decision 0051; the page pages/owner/inbox-page.tsx lets in
 * admins only: anyone else goes to `/forbidden`). Messages newest first, unread ones marked; each can be answered by email (a
 * `mailto:` link with the subject and the quoted message filled, which also marks it read: ./reply.ts),
 * marked read or unread, and deleted after the confirm dialog (docs/product.md §8 dialogs, 'No' to cancel as the
 * other deletes). The page is as wide as the other signed-in pages (56rem).
 */
import type { ContactMessage } from '../../../shared/contact-schema.js';
import { errorMessage } from '../../lib/api-client.js';
import { confirmDialog, showError } from '../../lib/dialogs.js';
import { useDeleteMessage, useInbox, useMarkRead } from './api.js';
import { replyHref } from './reply.js';
import styles from './inbox.module.css';
import { useTexts } from '../../i18n/i18n.js';

const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

function MessageCard({ message }: { message: ContactMessage }) {
  const { CONTACT_TEXTS } = useTexts();
  const mark = useMarkRead();
  const remove = useDeleteMessage();
  const toggle = async () => {
    try {
      await mark.mutateAsync({ id: message._id, read: !message.read });
    } catch (error) {
      await showError(errorMessage(error));
    }
  };
  const del = async () => {
    if (!(await confirmDialog({ title: CONTACT_TEXTS.deleteConfirm, text: message.name, cancelText: 'No' })))
      return;
    try {
      await remove.mutateAsync(message._id);
    } catch (error) {
      await showError(errorMessage(error));
    }
  };
  return (
    <li className={message.read ? styles.card : `${styles.card} ${styles.unread}`}>
      <div className={styles.head}>
        <h2 className={styles.name}>
          {message.read ? null : <span className={styles.dot}>{CONTACT_TEXTS.unread}</span>}
          {message.name}
        </h2>
        <time className={styles.time} dateTime={message.createdAt}>
          {when(message.createdAt)}
        </time>
      </div>
      <a className={styles.email} href={`mailto:${message.email}`}>
        {message.email}
      </a>
      {message.linkLabel ? (
        <p className={styles.link} data-link-label="">
          {`${CONTACT_TEXTS.viaLink}: ${message.linkLabel}`}
        </p>
      ) : null}
      <p className={styles.text}>{message.message}</p>
      <div className={styles.actions}>
        <a
          className={styles.reply}
          href={replyHref(message, CONTACT_TEXTS)}
          onClick={() => {
            if (!message.read) mark.mutate({ id: message._id, read: true });
          }}
        >
          {CONTACT_TEXTS.reply}
        </a>
        <button type="button" onClick={() => void toggle()} disabled={mark.isPending}>
          {message.read ? CONTACT_TEXTS.markUnread : CONTACT_TEXTS.markRead}
        </button>
        <button
          type="button"
          className={styles.danger}
          onClick={() => void del()}
          disabled={remove.isPending}
        >
          {CONTACT_TEXTS.delete}
        </button>
      </div>
    </li>
  );
}

/** The inbox's content (heading, messages or the empty text); pages/owner/inbox-page.tsx guards it. */
export function OwnerInbox() {
  const { CONTACT_TEXTS } = useTexts();
  const inbox = useInbox();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{CONTACT_TEXTS.inbox}</h1>
      {inbox.isPending ? (
        <p role="status">Loading...</p>
      ) : inbox.isError ? (
        <p role="alert">{errorMessage(inbox.error)}</p>
      ) : inbox.data.length === 0 ? (
        <p className={styles.empty}>{CONTACT_TEXTS.inboxEmpty}</p>
      ) : (
        <ul className={styles.list}>
          {inbox.data.map((message) => (
            <MessageCard key={message._id} message={message} />
          ))}
        </ul>
      )}
    </div>
  );
}
