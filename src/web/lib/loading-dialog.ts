/**
 * The 'Cargando...' dialog as a native `<dialog>` (docs/product.md §2 and §9: titled 'Cargando...', blocking,
 * not dismissable by clicking outside; docs/product.md §4: shown while a tracked load runs). It replaces the
 * SweetAlert2 dialog of before so the loading dialog costs no library download: SweetAlert2 is
 * fetched only when a message, error or confirm dialog opens (decision 0021).
 *
 * - Opened with `showModal()`: the page behind is inert and a backdrop covers it. Clicking the
 *   backdrop does nothing (a native dialog never closes on an outside click; `closedby="none"`
 *   says so to browsers that know the attribute), and Escape is refused (`cancel` and the Escape
 *   `keydown` are prevented), as SweetAlert2's `allowOutsideClick: false, allowEscapeKey: false` were.
 * - Its accessible name is the title (`aria-labelledby`); `aria-busy` tells assistive technology
 *   that the page is loading. The spinner is decoration (`aria-hidden`).
 * - Where `showModal` is missing (jsdom in component tests), the `open` attribute is set instead.
 * - One element per page, made on the first open and kept (hidden) for the next loads.
 *
 * The one-second minimum and the counter live in src/web/lib/loading.ts; this module only shows and
 * hides the element. {@link LOADING_DIALOG_SELECTOR} lets src/web/lib/dialogs.ts close it when a
 * SweetAlert2 dialog opens, as SweetAlert2 replaced its own loading dialog before.
 */
import { LOADING_TITLE } from '../../shared/constants.js';
import './loading-dialog.css';

/** The data attribute marking the loading dialog element. */
export const LOADING_DIALOG_ATTRIBUTE = 'data-vitae-loading';
/** A selector for the loading dialog while it is open. */
export const LOADING_DIALOG_SELECTOR = `dialog[${LOADING_DIALOG_ATTRIBUTE}][open]`;

let element: HTMLDialogElement | undefined;

function refuseEscape(event: Event): void {
  if (event.type === 'cancel' || (event as KeyboardEvent).key === 'Escape') event.preventDefault();
}

/** The page's loading dialog element, made (and appended to `<body>`) on first use. */
function loadingDialogElement(): HTMLDialogElement {
  if (element?.isConnected) return element;
  const dialog = document.createElement('dialog');
  dialog.className = 'vitae-loading-dialog';
  dialog.setAttribute(LOADING_DIALOG_ATTRIBUTE, '');
  dialog.setAttribute('closedby', 'none');
  dialog.setAttribute('aria-labelledby', 'vitae-loading-title');
  dialog.setAttribute('aria-busy', 'true');
  const title = document.createElement('h2');
  title.id = 'vitae-loading-title';
  title.textContent = LOADING_TITLE;
  const spinner = document.createElement('span');
  spinner.className = 'vitae-loading-spinner';
  spinner.setAttribute('aria-hidden', 'true');
  dialog.append(title, spinner);
  dialog.addEventListener('cancel', refuseEscape);
  // Escape pressed anywhere (focus may still be on the page's body) while the dialog is open.
  document.addEventListener(
    'keydown',
    (event) => {
      if (dialog.hasAttribute('open')) refuseEscape(event);
    },
    true,
  );
  document.body.append(dialog);
  element = dialog;
  return dialog;
}

/** The element that had the focus when the dialog opened (given back when it closes). */
let focusedBefore: HTMLElement | undefined;

/**
 * Show the loading dialog (modal); does nothing when it is already open. The element that has the
 * focus (a field being typed in) is remembered, to get it back when the dialog closes.
 */
export function openLoadingDialog(): void {
  const dialog = loadingDialogElement();
  if (dialog.open || dialog.hasAttribute('open')) return;
  const active = document.activeElement;
  focusedBefore =
    active instanceof HTMLElement && active !== document.body && !dialog.contains(active)
      ? active
      : undefined;
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}

/** The attribute of a field that asks for the focus when its page shows (e.g. the login email). */
export const AUTOFOCUS_ATTRIBUTE = 'data-autofocus';

/**
 * Hide the loading dialog; does nothing when it is not open. Unless the focus is already somewhere
 * on the page, it goes back to where it was when the dialog opened (the field being typed in) when
 * that element is still on the page; otherwise to a field that asked for the focus while the dialog
 * made the page inert (React's `autoFocus` then fails) and carries {@link AUTOFOCUS_ATTRIBUTE}
 * (the login email is focused). Decision 0094.
 */
export function closeLoadingDialog(): void {
  const dialog = element;
  if (!dialog?.hasAttribute('open')) return;
  const before = focusedBefore;
  focusedBefore = undefined;
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
  // Right after close() the dialog itself may still hold the focus (the browser moves it later).
  const active = document.activeElement;
  if (active === null || active === document.body || dialog.contains(active)) {
    const target = before?.isConnected
      ? before
      : document.querySelector<HTMLElement>(`[${AUTOFOCUS_ATTRIBUTE}]`);
    target?.focus({ preventScroll: true });
  }
}

/** Is the loading dialog on screen? */
export function isLoadingDialogOpen(): boolean {
  return element?.hasAttribute('open') ?? false;
}
