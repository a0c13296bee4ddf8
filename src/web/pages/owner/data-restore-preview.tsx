/**
 * What a picked backup file holds, before it is restored: its date and counts in one line, and the
 * button that restores it (after a confirmation, src/web/pages/owner/data-restore-file.ts).
 *
 * Source: docs/decisions/0041-backup-contents.md.
 */
import type { RestorePreview } from '../../../shared/data.js';
import styles from '../../features/owner-kit/admin.module.css';
import { useTexts } from '../../i18n/i18n.js';
import own from './data-page.module.css';
import { restorePreview } from './data-parts.js';

export interface RestorePreviewPanelProps {
  preview: RestorePreview;
  /** Ask for the confirmation, then restore. */
  onRestore: () => void;
  /** A restore is under way (the button is disabled). */
  restoring: boolean;
}

/** The preview's line and the restore button. */
export function RestorePreviewPanel({ preview, onRestore, restoring }: RestorePreviewPanelProps) {
  const T = useTexts().DATA_TEXTS;
  return (
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
        <button type="button" className={own.dangerAction} onClick={onRestore} disabled={restoring}>
          {T.restore.restore}
        </button>
      </div>
    </div>
  );
}
