/**
 * The import itself: after a confirmation (replace the portfolio, or import its Spanish version:
 * decision 0065), the checked JSON Resume is imported (an automatic backup is taken first) and a
 * success or error dialog tells the end.
 *
 * Source: docs/decisions/0040-owner-data-and-images.md; docs/decisions/0065-content-languages.md.
 */
import type { TranslatedLanguage } from '../../../shared/i18n/languages.js';
import { confirmDialog, showError, showSuccess } from '../../lib/dialogs.js';
import { serverMessage } from '../../features/owner-kit/errors.js';
import { useConfirmImport } from '../../features/owner-kit/data-api.js';
import { useTexts } from '../../i18n/i18n.js';

/**
 * `replace` asks for the confirmation, imports `resume` as `language` and calls `onDone` once it is
 * imported; `importing` is true while the import is under way.
 */
export function useReplacePortfolio(
  resume: unknown,
  language: TranslatedLanguage | undefined,
  onDone: () => void,
) {
  const T = useTexts().DATA_TEXTS;
  const confirm = useConfirmImport();
  const replace = async () => {
    const yes = await confirmDialog(
      language
        ? {
            title: T.import.spanishConfirmTitle,
            text: T.import.spanishConfirmText,
            confirmText: T.import.spanishImport,
          }
        : { title: T.import.confirmTitle, text: T.import.confirmText, confirmText: T.import.replace },
    );
    if (!yes) return;
    try {
      await confirm.mutateAsync({ resume, language });
      onDone();
      void showSuccess(language ? T.import.spanishDone : T.import.done);
    } catch (error) {
      void showError(serverMessage(error, T.import.notJson));
    }
  };
  return { replace, importing: confirm.isPending };
}
