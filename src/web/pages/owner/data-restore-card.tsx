/**
 * The data page's restore card: a backup file (picked, dropped) is previewed, then restored after a
 * confirmation (src/web/pages/owner/data-restore-file.ts); a file that is no backup shows its
 * problems by path.
 *
 * Source: docs/decisions/0041-backup-contents.md.
 */
import { FileDrop } from '../../components/file-drop.js';
import styles from '../../features/owner-kit/admin.module.css';
import { useTexts } from '../../i18n/i18n.js';
import own from './data-page.module.css';
import { Problems } from './data-parts.js';
import { useRestoreFile } from './data-restore-file.js';
import { RestorePreviewPanel } from './data-restore-preview.js';

/** The restore card: a backup file's preview, then the restore after a confirmation. */
export function RestoreCard() {
  const T = useTexts().DATA_TEXTS;
  const { file, preview, problem, onFile, confirmRestore, restoring } = useRestoreFile();
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
        <RestorePreviewPanel
          preview={preview}
          onRestore={() => void confirmRestore()}
          restoring={restoring}
        />
      ) : null}
    </section>
  );
}
