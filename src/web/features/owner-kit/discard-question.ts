/**
 * The question before unsaved input is discarded (docs/decisions/0073-unsaved-changes.md):
 * 'Discard your changes?', Discard or Stay.
 */
import { confirmDialog } from '../../lib/dialogs.js';
import { TEXTS } from '../../i18n/admin-texts.js';

/** The question: resolves true when the owner chooses to discard the changes. */
export function confirmDiscard(): Promise<boolean> {
  return confirmDialog({
    title: TEXTS.unsaved.title,
    text: TEXTS.unsaved.text,
    confirmText: TEXTS.unsaved.discard,
    cancelText: TEXTS.unsaved.stay,
  });
}
