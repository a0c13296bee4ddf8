/**
 * The trash (docs/product.md §22), shown at `/trash` (pages/owner/trash-page.tsx): the deleted
 * entries newest first, each with its kind, title, who deleted it when and when the trash deletes it
 * for good (30 days after); a deleted version is listed the same (decision 0213). "Restore" puts it back at its place with its links, "Delete for good"
 * (after a confirm) removes it and its history.
 */
import { Link } from 'react-router';
import type { TrashItem } from '../../../shared/history.js';
import { HISTORY_DOCUMENTS } from '../../../shared/history-documents.js';
import { errorMessage } from '../../lib/api-client.js';
import { confirmDialog, showError, showSuccess } from '../../lib/dialogs.js';
import { useTexts } from '../../i18n/i18n.js';
import adminStyles from '../owner-kit/admin.module.css';
import { useDates } from '../owner-kit/dates.js';
import { entryHistoryPath } from '../owner-kit/history-link.js';
import { useDeleteForGood, useRestoreFromTrash, useTrash } from './api.js';
import { titleOfState } from './owner-history.js';
import styles from './history.module.css';

export function TrashList() {
  const { HISTORY_TEXTS, RESOURCE_TEXTS, MESSAGES, CONTROL_TEXTS } = useTexts();
  const trash = useTrash();
  const restore = useRestoreFromTrash();
  const remove = useDeleteForGood();
  const { date: day, dateTime: moment } = useDates();
  const nameOf = (item: TrashItem) => {
    const noun =
      item.resource === HISTORY_DOCUMENTS.version
        ? HISTORY_TEXTS.trash.version
        : (RESOURCE_TEXTS[item.resource]?.noun ?? item.resource);
    const title = titleOfState(item.state);
    return title ? CONTROL_TEXTS.entry({ noun, title }) : CONTROL_TEXTS.untitled({ noun });
  };
  const put = async (item: TrashItem) => {
    try {
      await restore.mutateAsync(item);
    } catch (error) {
      void showError(HISTORY_TEXTS.trash.error + errorMessage(error));
      return;
    }
    void showSuccess(HISTORY_TEXTS.trash.restored);
  };
  const forget = async (item: TrashItem) => {
    const confirmed = await confirmDialog({
      title: HISTORY_TEXTS.trash.deleteConfirm,
      text: `${nameOf(item)}. ${HISTORY_TEXTS.trash.deleteText}`,
      confirmText: MESSAGES.dialogs.confirm.yes,
      cancelText: MESSAGES.dialogs.confirm.no,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(item);
    } catch (error) {
      void showError(HISTORY_TEXTS.trash.error + errorMessage(error));
      return;
    }
    void showSuccess(HISTORY_TEXTS.trash.deletedForGood);
  };
  const items = trash.data ?? [];
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{HISTORY_TEXTS.trash.title}</h1>
      <p className={styles.intro}>{HISTORY_TEXTS.trash.intro}</p>
      {trash.isError ? <p role="alert">{HISTORY_TEXTS.trash.error + errorMessage(trash.error)}</p> : null}
      {trash.isSuccess && items.length === 0 ? (
        <p className={styles.empty}>{HISTORY_TEXTS.trash.empty}</p>
      ) : null}
      <ul className={styles.list}>
        {items.map((item) => {
          const name = nameOf(item);
          return (
            <li
              key={`${item.resource}/${item.entryId}`}
              className={styles.card}
              data-trash-item={item.entryId}
            >
              <h2 className={styles.action}>{name}</h2>
              <p className={styles.meta}>
                {HISTORY_TEXTS.trash.deletedBy({
                  user: item.userName || HISTORY_TEXTS.history.system,
                  date: moment(item.deletedAt),
                  purge: day(item.purgeAt),
                })}
              </p>
              <div className={styles.buttons}>
                <button
                  type="button"
                  className={adminStyles.primaryButton}
                  aria-label={HISTORY_TEXTS.trash.restoreName({ name })}
                  disabled={restore.isPending}
                  onClick={() => void put(item)}
                >
                  {HISTORY_TEXTS.trash.restore}
                </button>
                <Link
                  className={adminStyles.secondaryButton}
                  to={entryHistoryPath(item.resource, item.entryId)}
                >
                  {HISTORY_TEXTS.history.link}
                </Link>
                <button
                  type="button"
                  className={`${adminStyles.secondaryButton} ${adminStyles.dangerButton}`}
                  aria-label={HISTORY_TEXTS.trash.deleteForGoodName({ name })}
                  disabled={remove.isPending}
                  onClick={() => void forget(item)}
                >
                  {HISTORY_TEXTS.trash.deleteForGood}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
