/**
 * One automatic backup in the data page's list: when it was taken, what it was taken before (the
 * reason, in the interface's language), its size in KB, and its download and restore buttons, each
 * named with the backup's time.
 *
 * Source: docs/decisions/0081-automatic-backup-kept-on-success.md.
 */
import type { StoredBackup } from '../../../shared/data.js';
import { paths } from '../../../shared/paths.js';
import styles from '../../features/owner-kit/admin.module.css';
import { useLanguage, useTexts } from '../../i18n/i18n.js';
import own from './data-page.module.css';

/** One backup's line; `onRestore` asks for the confirmation, then restores it. */
export function BackupItem({ backup, onRestore }: { backup: StoredBackup; onRestore: () => void }) {
  const T = useTexts().DATA_TEXTS;
  const when = new Date(backup.createdAt).toLocaleString(useLanguage());
  return (
    <li className={own.backupItem}>
      <span>
        <strong>{when}</strong> ·{' '}
        {T.backups.before({
          reason: T.backups.reasons[backup.reason as keyof typeof T.backups.reasons] ?? backup.reason,
        })}{' '}
        · {Math.ceil(backup.size / 1024)} KB
      </span>
      <span className={own.backupActions}>
        <a
          className={styles.smallButton}
          href={paths.data.backupFile(backup.id)}
          download
          aria-label={`${T.backups.download} ${when}`}
        >
          {T.backups.download}
        </a>
        <button
          type="button"
          className={styles.smallButton}
          onClick={onRestore}
          aria-label={`${T.backups.restore} ${when}`}
        >
          {T.backups.restore}
        </button>
      </span>
    </li>
  );
}
