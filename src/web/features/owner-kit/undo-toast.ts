/**
 * The "Undo" toast (docs/product.md §22): after a delete or a reorder, once the spec's success dialog
 * has closed (its text and timing stay as docs/product.md §8 and decision 0070 say), a toast at the
 * bottom offers "Undo" for {@link UNDO_TOAST_MS} ms. It is SweetAlert2's toast (the same themed
 * instance as the dialogs, src/web/lib/dialogs.ts): it does not block the page, and any dialog that
 * opens replaces it. Its time stops while the pointer is on it or the focus is in it, so an owner
 * reading it or reaching its button does not lose it; it is a polite status (read when the screen
 * reader is free), not an alert. After an undo, {@link confirmUndone} says "Undone." the same way.
 */
import type { SweetAlertOptions } from 'sweetalert2';
import { loadSwal } from '../../lib/dialogs.js';

/** The toast's own settings: a status read politely, not SweetAlert2's alert. */
const politeToast = {
  didOpen: (popup: HTMLElement) => {
    popup.setAttribute('role', 'status');
    popup.setAttribute('aria-live', 'polite');
  },
} satisfies Pick<SweetAlertOptions, 'didOpen'>;

/** How long "Undone." stays, in milliseconds. */
export const UNDONE_TOAST_MS = 3000;

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
  let hovered = false;
  let focused = false;
  const follow = () => {
    if (hovered || focused) Swal.stopTimer();
    else Swal.resumeTimer();
  };
  const result = await Swal.fire({
    ...politeToast,
    didOpen: (popup) => {
      politeToast.didOpen(popup);
      popup.addEventListener('mouseenter', () => {
        hovered = true;
        follow();
      });
      popup.addEventListener('mouseleave', () => {
        hovered = false;
        follow();
      });
      popup.addEventListener('focusin', () => {
        focused = true;
        follow();
      });
      popup.addEventListener('focusout', () => {
        focused = false;
        follow();
      });
    },
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

/** Say `text` ("Undone.") in the same toast, politely, for {@link UNDONE_TOAST_MS} ms; no button. */
export async function confirmUndone(text: string): Promise<void> {
  const Swal = await loadSwal();
  await Swal.fire({
    ...politeToast,
    toast: true,
    position: 'bottom',
    icon: 'success',
    title: text,
    showConfirmButton: false,
    timer: UNDONE_TOAST_MS,
    focusConfirm: false,
    returnFocus: false,
    customClass: { popup: 'vitae-undo-toast' },
  });
}
