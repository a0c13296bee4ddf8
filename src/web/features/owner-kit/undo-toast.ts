/**
 * The "Undo" toast (docs/product.md §22): after a delete or a reorder, once the spec's success dialog
 * has closed (its text and timing stay as docs/product.md §8 and decision 0070 say), a toast at the
 * bottom offers "Undo" for {@link UNDO_TOAST_MS} ms. It is SweetAlert2's toast (the same themed
 * instance as the dialogs, src/web/lib/dialogs.ts): it does not block the page, and any dialog that
 * opens replaces it.
 */
import { loadSwal } from '../../lib/dialogs.js';

/** How long the toast offers "Undo", in milliseconds. */
export const UNDO_TOAST_MS = 8000;

/** The toast's settings; component tests may hold it longer (like the success dialog). */
export const undoToastSettings = { ms: UNDO_TOAST_MS };

/**
 * Show the toast; resolves true when the owner pressed "Undo" (the caller then undoes), false when
 * it closed by itself or was replaced.
 */
export async function offerUndo(text: string, undoText: string): Promise<boolean> {
  const Swal = await loadSwal();
  const result = await Swal.fire({
    toast: true,
    position: 'bottom',
    icon: 'success',
    title: text,
    showConfirmButton: true,
    confirmButtonText: undoText,
    timer: undoToastSettings.ms,
    timerProgressBar: true,
    // The toast never takes the focus from what the owner does next, nor gives it back on closing.
    focusConfirm: false,
    returnFocus: false,
    customClass: { popup: 'vitae-undo-toast' },
  });
  return result.isConfirmed;
}
