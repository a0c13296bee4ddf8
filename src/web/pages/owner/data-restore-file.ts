/**
 * The restore card's state: the picked backup file, its preview (what it holds, read by the server
 * without restoring) or the problems that make it no backup, and the restore itself after a
 * confirmation.
 *
 * Source: docs/decisions/0041-backup-contents.md.
 */
import { useState } from 'react';
import type { RestorePreview } from '../../../shared/data.js';
import type { ErrorIssue } from '../../../shared/schemas.js';
import { ApiError } from '../../lib/api-client.js';
import { confirmDialog, showError, showSuccess } from '../../lib/dialogs.js';
import { serverMessage } from '../../features/owner-kit/errors.js';
import { previewRestore, useConfirmRestore } from '../../features/owner-kit/data-api.js';
import { useTexts } from '../../i18n/i18n.js';

/**
 * The restore card's file, preview, problem and restore: `onFile` previews a picked file,
 * `confirmRestore` restores it once the owner confirms (a success or error dialog tells the end).
 */
export function useRestoreFile() {
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

  return { file, preview, problem, onFile, confirmRestore, restoring: restore.isPending };
}
