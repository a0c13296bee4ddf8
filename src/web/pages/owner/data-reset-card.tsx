/**
 * The data page's reset card: start from an empty portfolio, after a confirmation.
 *
 * Source: docs/decisions/0041-backup-contents.md; docs/decisions/0081-automatic-backup-kept-on-success.md.
 */
import { confirmDialog, showError, showSuccess } from '../../lib/dialogs.js';
import { serverMessage } from '../../features/owner-kit/errors.js';
import styles from '../../features/owner-kit/admin.module.css';
import { useReset } from '../../features/owner-kit/data-api.js';
import { useTexts } from '../../i18n/i18n.js';

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
