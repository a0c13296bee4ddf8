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
 */
import { MESSAGES } from '../../shared/messages.js';

type SwalModule = typeof import('sweetalert2');

let swalPromise: Promise<SwalModule['default']> | undefined;

/** The themed SweetAlert2 instance, loaded once. */
export function loadSwal(): Promise<SwalModule['default']> {
  swalPromise ??= import('sweetalert2').then((module) => module.default.mixin({ theme: 'dark' }));
  return swalPromise;
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
