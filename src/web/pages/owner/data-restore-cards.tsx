/**
 * The data page's restore, reset and automatic backups: a backup file's preview then its restore,
 * starting from an empty portfolio, and each automatic backup downloaded or restored, every one
 * after a confirmation.
 *
 * Source: docs/decisions/0041-backup-contents.md; docs/decisions/0081-automatic-backup-kept-on-success.md.
 */
import { useState } from 'react';
import type { RestorePreview } from '../../../shared/data.js';
import { paths } from '../../../shared/paths.js';
import type { ErrorIssue } from '../../../shared/schemas.js';
import { FileDrop } from '../../components/file-drop.js';
import { ApiError } from '../../lib/api-client.js';
import { confirmDialog, showError, showSuccess } from '../../lib/dialogs.js';
import { serverMessage } from '../../features/owner-kit/errors.js';
import styles from '../../features/owner-kit/admin.module.css';
import {
  previewRestore,
  useBackups,
  useConfirmRestore,
  useReset,
  useRestoreBackup,
} from '../../features/owner-kit/data-api.js';
import { useLanguage, useTexts } from '../../i18n/i18n.js';
import own from './data-page.module.css';
import { Problems, restorePreview } from './data-parts.js';

/** The restore card: a backup file's preview, then the restore after a confirmation. */
export function RestoreCard() {
  const T = useTexts().DATA_TEXTS;
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<RestorePreview | null>(null);
  const [problem, setProblem] = useState<{ title: string; issues: ErrorIssue[] } | null>(null);
  const restore = useConfirmRestore();

  const onFile = async (picked: File) => {
    setPreview(null);
    setProblem(null);
    setFile(picked);
    try {
      setPreview(await previewRestore(picked));
    } catch (error) {
      setProblem({
        title: serverMessage(error, T.errors.notBackup),
        issues: error instanceof ApiError ? error.issues : [],
      });
    }
  };

  const confirmRestore = async () => {
    if (!file) return;
    const yes = await confirmDialog({
      title: T.restore.confirmTitle,
      text: T.restore.confirmText,
      confirmText: T.restore.restore,
    });
    if (!yes) return;
    try {
      await restore.mutateAsync(file);
      setPreview(null);
      void showSuccess(T.restore.done);
    } catch (error) {
      void showError(serverMessage(error, T.errors.restoreFailed));
    }
  };

  return (
    <section className={styles.card} aria-labelledby="data-restore">
      <h2 id="data-restore" className={styles.subheading}>
        {T.restore.heading}
      </h2>
      <p className={styles.muted}>{T.restore.intro}</p>
      <FileDrop
        label={T.restore.pick}
        accept=".gz,.json,application/gzip,application/json"
        hint={T.restore.hint}
        onFile={(picked) => void onFile(picked)}
      >
        {file ? <span className={own.fileName}>{file.name}</span> : null}
      </FileDrop>
      {problem ? <Problems title={problem.title} issues={problem.issues} /> : null}
      {preview ? (
        <div className={own.preview}>
          <p role="status">
            {restorePreview(
              T,
              new Date(preview.createdAt).toLocaleString(),
              preview.counts.people ?? 0,
              preview.counts.media ?? 0,
            )}
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className={own.dangerAction}
              onClick={() => void confirmRestore()}
              disabled={restore.isPending}
            >
              {T.restore.restore}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

/** The reset card: start from an empty portfolio after a confirmation. */
export function ResetCard() {
  const T = useTexts().DATA_TEXTS;
  const reset = useReset();
  const run = async () => {
    const yes = await confirmDialog({
      title: T.reset.confirmTitle,
      text: T.reset.confirmText,
      confirmText: T.reset.button,
    });
    if (!yes) return;
    try {
      await reset.mutateAsync();
      void showSuccess(T.reset.done);
    } catch (error) {
      void showError(serverMessage(error, T.errors.resetFailed));
    }
  };
  return (
    <section className={styles.card} aria-labelledby="data-reset">
      <h2 id="data-reset" className={styles.subheading}>
        {T.reset.heading}
      </h2>
      <p className={styles.muted}>{T.reset.intro}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={`${styles.secondaryButton} ${styles.dangerButton}`}
          onClick={() => void run()}
          disabled={reset.isPending}
        >
          {T.reset.button}
        </button>
      </div>
    </section>
  );
}

/** The automatic backups (newest first): download or restore each one. */
export function BackupsCard() {
  const { DATA_TEXTS: T, LABELS } = useTexts();
  const language = useLanguage();
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
          {backups.data.map((backup) => {
            const when = new Date(backup.createdAt).toLocaleString(language);
            return (
              <li key={backup.id} className={own.backupItem}>
                <span>
                  <strong>{when}</strong> ·{' '}
                  {T.backups.before({
                    reason:
                      T.backups.reasons[backup.reason as keyof typeof T.backups.reasons] ?? backup.reason,
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
                    onClick={() => void run(backup.id)}
                    aria-label={`${T.backups.restore} ${when}`}
                  >
                    {T.backups.restore}
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
