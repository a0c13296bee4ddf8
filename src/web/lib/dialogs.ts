/**
 * SweetAlert2 dialogs with the dark theme, with the spec's default titles and buttons (spec 8
 * "Default dialogs"). SweetAlert2 is loaded on first use, so visitors who never see a dialog do not
 * download it.
 *
 * - `showSuccess(text?, title?)`: 'Success:' / 'Action Completed!'
 * - `showError(text?, title?)`: 'Error:' / 'Something went wrong!'
 * - `showInfo(text?, title?)`: 'Info:' / 'Information'
 * - `confirmDialog({title?, text?, confirmText?, cancelText?})` resolves true when confirmed
 *   (defaults 'Are you sure?', Yes, Cancel; delete confirmations pass their title, text and 'No').
 * - `dialogsSettled()` resolves when the last closed dialog has given focus back.
 */
import { MESSAGES } from '../../shared/messages.js';

type SwalModule = typeof import('sweetalert2');

let swalPromise: Promise<SwalModule['default']> | undefined;

/** Is a dialog closing (from `willClose` until its `didClose`, after focus went back)? */
let closing = false;
let settledWaiters: (() => void)[] = [];

/** The themed SweetAlert2 instance, loaded once. */
export function loadSwal(): Promise<SwalModule['default']> {
  swalPromise ??= import('sweetalert2').then((module) =>
    module.default.mixin({
      theme: 'dark',
      willClose: () => {
        closing = true;
      },
      didClose: () => {
        closing = false;
        const waiters = settledWaiters;
        settledWaiters = [];
        for (const resolve of waiters) resolve();
      },
    }),
  );
  return swalPromise;
}

/**
 * Resolves once no dialog is closing: SweetAlert2 gives focus back to the element that had it
 * 100 ms after a dialog closes, so typing before that lands in the wrong field (issue 7, defect 11).
 */
export function dialogsSettled(): Promise<void> {
  if (!closing) return Promise.resolve();
  return new Promise((resolve) => settledWaiters.push(resolve));
}

const { success, error, info, confirm } = MESSAGES.dialogs;

export async function showSuccess(text: string = success.text, title: string = success.title): Promise<void> {
  const Swal = await loadSwal();
  await Swal.fire({ icon: 'success', title, text });
}

export async function showError(text: string = error.text, title: string = error.title): Promise<void> {
  const Swal = await loadSwal();
  await Swal.fire({ icon: 'error', title, text });
}

export async function showInfo(text: string = info.text, title: string = info.title): Promise<void> {
  const Swal = await loadSwal();
  await Swal.fire({ icon: 'info', title, text });
}

export interface ConfirmOptions {
  title?: string;
  text?: string;
  confirmText?: string;
  cancelText?: string;
}

export async function confirmDialog(options: ConfirmOptions = {}): Promise<boolean> {
  const Swal = await loadSwal();
  const result = await Swal.fire({
    icon: 'warning',
    title: options.title ?? confirm.title,
    text: options.text ?? '',
    showCancelButton: true,
    confirmButtonText: options.confirmText ?? confirm.yes,
    cancelButtonText: options.cancelText ?? confirm.cancel,
    focusCancel: true,
  });
  return result.isConfirmed;
}
