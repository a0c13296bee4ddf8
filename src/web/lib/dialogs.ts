/**
 * SweetAlert2 dialogs with the dark theme, with the spec's default titles and buttons (docs/product.md §8
 * "Default dialogs"). SweetAlert2 is loaded on first use, so visitors who never see a dialog do not
 * download it. The colours come from the site's palette (the `.swal2-*` rules in `dialogs.css`,
 * loaded with the library, so a page that shows no dialog does not carry them:
 * docs/decisions/0222-first-window-first-paint.md), not the library's grey and purple.
 *
 * - `showSuccess(text?, title?)`: 'Success:' / 'Action Completed!'. Closes by itself after
 *   {@link SUCCESS_AUTO_CLOSE_MS} ms (a progress bar shows the time left); OK, Escape or a click
 *   outside close it at once. Callers do not wait for it before navigating (decision 0070).
 * - `showError(text?, title?)`: 'Error:' / 'Something went wrong!' (stays until answered)
 * - `showInfo(text?, title?)`: 'Info:' / 'Information' (stays until answered)
 * - `confirmDialog({title?, text?, confirmText?, cancelText?, danger?})` resolves true when
 *   confirmed (defaults 'Are you sure?', Yes, Cancel; delete confirmations pass their title, text
 *   and 'No'). Every confirm in Vitae guards a destructive action, so the confirm button is
 *   danger-coloured unless `danger: false`; the focus starts on the cancel button either way.
 * - `dialogsSettled()` resolves when the last closed dialog has given focus back.
 *
 * The 'Cargando...' dialog is not one of these: it is a native `<dialog>` (src/web/lib/loading-dialog.ts,
 * decision 0021), which a SweetAlert2 dialog replaces when it opens, as SweetAlert2 replaced its own
 * loading dialog before.
 */
import { closeLoadingDialog } from './loading-dialog.js';
import { texts } from '../i18n/i18n.js';

type SwalModule = typeof import('sweetalert2');

/** How long a success dialog stays before closing by itself, in milliseconds (decision 0070). */
export const SUCCESS_AUTO_CLOSE_MS = 1500;

/**
 * The success dialog's running time, read at each dialog: {@link SUCCESS_AUTO_CLOSE_MS} in the app.
 * Component tests hold success dialogs until pressed (src/web/test/setup.ts), so a busy machine
 * cannot close one before the test has read it; src/web/lib/dialogs.test.tsx checks the real delay.
 */
export const dialogSettings = { successAutoCloseMs: SUCCESS_AUTO_CLOSE_MS };

/** The class on a danger-coloured confirm button (styled in `dialogs.css`). */
export const DANGER_BUTTON_CLASS = 'swal2-confirm-danger';

let swalPromise: Promise<SwalModule['default']> | undefined;

/** Is a dialog closing (from `willClose` until its `didClose`, after focus went back)? */
let closing = false;
let settledWaiters: (() => void)[] = [];

/** The themed SweetAlert2 instance, loaded once. */
export function loadSwal(): Promise<SwalModule['default']> {
  swalPromise ??= Promise.all([import('sweetalert2'), import('./dialogs.css')]).then(([module]) =>
    module.default.mixin({
      theme: 'dark',
      // A message or question replaces the loading dialog (the modal `<dialog>` would make it inert).
      willOpen: () => closeLoadingDialog(),
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
 * 100 ms after a dialog closes, so typing before that lands in the wrong field (decision 0110 §11).
 */
export function dialogsSettled(): Promise<void> {
  if (!closing) return Promise.resolve();
  return new Promise((resolve) => settledWaiters.push(resolve));
}

/** The default dialog texts in the active language (src/web/i18n). */
const defaults = () => texts().MESSAGES.dialogs;

/**
 * The success dialog; resolves when it has closed (by itself after {@link SUCCESS_AUTO_CLOSE_MS}
 * ms, or by the user). Callers that move on (navigate, reset a form) should not await it.
 */
export async function showSuccess(
  text: string = defaults().success.text,
  title: string = defaults().success.title,
): Promise<void> {
  const Swal = await loadSwal();
  const closed = Swal.fire({
    icon: 'success',
    title,
    text,
    timer: dialogSettings.successAutoCloseMs,
    timerProgressBar: true,
  }).then(() => undefined);
  successClosed = closed;
  await closed;
  if (successClosed === closed) successClosed = undefined;
}

let successClosed: Promise<void> | undefined;

/**
 * Resolves when the success dialog on screen (if any) has closed. The loading dialog waits for it,
 * so a page that loads right after a success (e.g. home after 'Login Success!') does not replace
 * the message before it was read.
 */
export function successDialogClosed(): Promise<void> {
  return successClosed ?? Promise.resolve();
}

export async function showError(
  text: string = defaults().error.text,
  title: string = defaults().error.title,
): Promise<void> {
  const Swal = await loadSwal();
  await Swal.fire({ icon: 'error', title, text });
}

export async function showInfo(
  text: string = defaults().info.text,
  title: string = defaults().info.title,
): Promise<void> {
  const Swal = await loadSwal();
  await Swal.fire({ icon: 'info', title, text });
}

export interface ConfirmOptions {
  title?: string;
  text?: string;
  confirmText?: string;
  cancelText?: string;
  /** Danger-coloured confirm button (default true: every confirm here guards a destructive action). */
  danger?: boolean;
}

export async function confirmDialog(options: ConfirmOptions = {}): Promise<boolean> {
  const Swal = await loadSwal();
  const confirm = defaults().confirm;
  const result = await Swal.fire({
    icon: 'warning',
    title: options.title ?? confirm.title,
    text: options.text ?? '',
    showCancelButton: true,
    confirmButtonText: options.confirmText ?? confirm.yes,
    cancelButtonText: options.cancelText ?? confirm.cancel,
    focusCancel: true,
    customClass: options.danger === false ? {} : { confirmButton: DANGER_BUTTON_CLASS },
  });
  return result.isConfirmed;
}
