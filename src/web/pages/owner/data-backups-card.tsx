/**
 * The data page's automatic backups (newest first): each one downloaded, or restored after a
 * confirmation.
 *
 * Source: docs/decisions/0041-backup-contents.md; docs/decisions/0081-automatic-backup-kept-on-success.md.
 */
import { confirmDialog, showError, showSuccess } from '../../lib/dialogs.js';
import { serverMessage } from '../../features/owner-kit/errors.js';
import styles from '../../features/owner-kit/admin.module.css';
import { useBackups, useRestoreBackup } from '../../features/owner-kit/data-api.js';
import { useTexts } from '../../i18n/i18n.js';
import own from './data-page.module.css';
import { BackupItem } from './data-backup-item.js';

/** The automatic backups (newest first): download or restore each one. */
export function BackupsCard() {
  const { DATA_TEXTS: T, LABELS } = useTexts();
  const backups = useBackups();
  const restore = useRestoreBackup();
  const run = async (id: string) => {
    const yes = await confirmDialog({
      title: T.restore.confirmTitle,
      text: T.restore.confirmText,
      confirmText: T.backups.restore,
    });
    if (!yes) return;
    try {
      await restore.mutateAsync(id);
      void showSuccess(T.restore.done);
    } catch (error) {
      void showError(serverMessage(error, T.errors.restoreFailed));
    }
  };
  return (
    <section className={styles.card} aria-labelledby="data-backups">
      <h2 id="data-backups" className={styles.subheading}>
        {T.backups.heading}
      </h2>
      <p className={styles.muted}>{T.backups.intro}</p>
      {backups.isPending ? <p role="status">{LABELS.loading}</p> : null}
      {backups.isError ? <p role="alert">{serverMessage(backups.error, T.errors.backupsFailed)}</p> : null}
      {backups.data?.length === 0 ? <p>{T.backups.none}</p> : null}
      {backups.data && backups.data.length > 0 ? (
        <ul className={own.backupList} aria-label={T.backups.heading}>
          {backups.data.map((backup) => (
            <BackupItem key={backup.id} backup={backup} onRestore={() => void run(backup.id)} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
