/**
 * The loading counter and the blocking 'Cargando...' dialog (docs/product.md §4 "Loading counter", docs/product.md §2 and §9:
 * title 'Cargando...', visible at least {@link LOADING_MIN_MS} ms, not dismissable by clicking outside).
 *
 * - The counter increments when a tracked load starts and decrements when it stops; it never goes
 *   below 0, and "loading" is on while it is above 0. {@link trackLoad} wraps a promise in one
 *   start/stop pair, which is how the home section lists are tracked (see the features' `api.ts`).
 * - {@link installLoadingDialog} subscribes the native `<dialog>` of src/web/lib/loading-dialog.ts
 *   to the counter (no library to download: decision 0021). The page has one:
 *   {@link holdLoadingDialog} (main.tsx, before the start-up prefetch) and {@link useLoadingDialog}
 *   (the app root) share it.
 *
 * - A page the browser renders alone (not hydrated from the server's HTML) is held out of sight
 *   from its start until its first loads are over and the dialog has closed
 *   ({@link holdFirstView}, {@link firstViewRendered}, {@link useFirstViewHeld}): the dialog shows
 *   from the first paint, and no field is on screen (nor focusable) while keystrokes would go to
 *   the dialog (docs/decisions/0094-no-typing-under-the-loading-dialog.md).
 *
 * The module keeps one counter per page (module state), readable by React through
 * {@link useLoadingCount} (useSyncExternalStore).
 */
import { useEffect, useSyncExternalStore } from 'react';
import { LOADING_MIN_MS } from '../../shared/constants.js';
import { successDialogClosed } from './dialogs.js';
import { closeLoadingDialog, openLoadingDialog } from './loading-dialog.js';

type Listener = (count: number) => void;

let count = 0;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener(count);
}

/** A tracked load started: the counter goes up by one. */
export function startLoading(): void {
  count += 1;
  emit();
}

/** A tracked load stopped: the counter goes down by one, never below 0 (docs/product.md §4). */
export function stopLoading(): void {
  if (count === 0) return;
  count -= 1;
  emit();
}

/** The current counter value (0 when nothing is loading). */
export function getLoadingCount(): number {
  return count;
}

/** Is any tracked load in progress? (counter above 0, docs/product.md §4) */
export function isLoading(): boolean {
  return count > 0;
}

/** Listen to counter changes; answers the unsubscribe function. */
export function subscribeLoading(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Set the counter back to 0, forget the first view's hold, and tell the listeners (tests only). */
export function resetLoading(): void {
  count = 0;
  firstView = 'none';
  dialogShown = false;
  emit();
  emitHold();
}

/**
 * Run `work` as one tracked load: the counter goes up now and down when the promise settles,
 * whether it resolves or rejects. Answers the same promise result.
 */
export async function trackLoad<T>(work: Promise<T> | (() => Promise<T>)): Promise<T> {
  startLoading();
  try {
    return await (typeof work === 'function' ? work() : work);
  } finally {
    stopLoading();
  }
}

/** React hook: the current counter value, re-rendering on change. */
export function useLoadingCount(): number {
  return useSyncExternalStore(
    (onChange) => subscribeLoading(() => onChange()),
    getLoadingCount,
    () => 0,
  );
}

/** What the counter asks of the dialog (an injectable seam for tests). */
export interface LoadingDialogDriver {
  open(): void;
  close(): void;
}

/**
 * The real driver: the native 'Cargando...' `<dialog>` (src/web/lib/loading-dialog.ts). A success
 * dialog on screen is read first (it closes by itself after 1.5 s, decision 0070), so the dialog
 * opens once that one has closed, if the load still runs.
 */
export function nativeLoadingDriver(): LoadingDialogDriver {
  let opened = false;
  return {
    open() {
      opened = true;
      void successDialogClosed().then(() => {
        if (opened) openLoadingDialog();
      });
    },
    close() {
      opened = false;
      closeLoadingDialog();
    },
  };
}

/**
 * Show the dialog while the counter is above 0, and keep it at least `minMs` after it opened.
 * A load starting again before the delayed close keeps the dialog open.
 * Answers a function that uninstalls it (closing the dialog if open).
 */
export function installLoadingDialog(
  driver: LoadingDialogDriver = nativeLoadingDriver(),
  minMs: number = LOADING_MIN_MS,
  now: () => number = () => Date.now(),
): () => void {
  let openedAt: number | undefined;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;

  const cancelClose = () => {
    if (closeTimer !== undefined) clearTimeout(closeTimer);
    closeTimer = undefined;
  };
  const close = () => {
    cancelClose();
    if (openedAt === undefined) return;
    openedAt = undefined;
    driver.close();
  };
  const update = (value: number) => {
    if (value > 0) {
      cancelClose();
      if (openedAt === undefined) {
        openedAt = now();
        driver.open();
      }
    } else if (openedAt !== undefined && closeTimer === undefined) {
      const remaining = Math.max(0, minMs - (now() - openedAt));
      closeTimer = setTimeout(close, remaining);
    }
  };

  const unsubscribe = subscribeLoading(update);
  update(count);
  return () => {
    unsubscribe();
    close();
  };
}

/**
 * The app's dialog driver, which also tells {@link useFirstViewHeld} when the dialog shows (from the
 * counter going above 0) and when it has closed (after its minimum time).
 */
function appDriver(): LoadingDialogDriver {
  const native = nativeLoadingDriver();
  return {
    open() {
      dialogShown = true;
      native.open();
      updateHold();
    },
    close() {
      native.close();
      dialogShown = false;
      updateHold();
    },
  };
}

let appDialogHolders = 0;
let uninstallAppDialog: (() => void) | undefined;

/**
 * Hold the page's one real loading dialog (installed on the first hold, uninstalled when the last
 * holder lets go); answers the release function. main.tsx holds it from before the start-up
 * prefetch, so loads that start (and may end) before React's first effect still show the dialog.
 */
export function holdLoadingDialog(): () => void {
  appDialogHolders += 1;
  uninstallAppDialog ??= installLoadingDialog(appDriver());
  let released = false;
  return () => {
    if (released) return;
    released = true;
    appDialogHolders -= 1;
    if (appDialogHolders === 0) {
      uninstallAppDialog?.();
      uninstallAppDialog = undefined;
    }
  };
}

/** React hook: hold the loading dialog for the lifetime of the calling component (the app root). */
export function useLoadingDialog(): void {
  useEffect(() => holdLoadingDialog(), []);
}

/**
 * The first view's hold: `none` (a page hydrated from the server's HTML, or a test), `held` from
 * {@link holdFirstView} until the first view was rendered, its loads ended and the dialog closed,
 * then `released` for good (later loads show the dialog over the page as before).
 */
let firstView: 'none' | 'held' | 'rendered' | 'released' = 'none';
/** Is the app's dialog on screen (from the counter going above 0 until it closed)? */
let dialogShown = false;
const holdListeners = new Set<() => void>();

function emitHold(): void {
  for (const listener of holdListeners) listener();
}

function updateHold(): void {
  if (firstView === 'rendered' && count === 0 && !dialogShown) {
    firstView = 'released';
    emitHold();
  }
}
subscribeLoading(updateHold);

/**
 * Start a page the browser renders alone (main.tsx, before anything is rendered): loading starts
 * (one tracked load, so the 'Cargando...' dialog opens before the first paint) and the page's
 * content is held out of sight until {@link firstViewRendered} was called, every load has ended and
 * the dialog has closed. Call once per page; the dialog must be held ({@link holdLoadingDialog}).
 */
export function holdFirstView(): void {
  if (firstView !== 'none') return;
  firstView = 'held';
  startLoading();
  emitHold();
}

/**
 * The first view is rendered (the layout, once the session is known and the route's page and its
 * code are on the page, so its own loads have started): the start's load ends. Later calls do nothing.
 */
export function firstViewRendered(): void {
  if (firstView !== 'held') return;
  firstView = 'rendered';
  stopLoading();
  updateHold();
}

/** Is the page's content still held out of sight? (see {@link holdFirstView}) */
export function isFirstViewHeld(): boolean {
  return firstView === 'held' || firstView === 'rendered';
}

/** React hook: {@link isFirstViewHeld}, re-rendering when the hold ends (false on the server). */
export function useFirstViewHeld(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      holdListeners.add(onChange);
      return () => {
        holdListeners.delete(onChange);
      };
    },
    isFirstViewHeld,
    () => false,
  );
}
