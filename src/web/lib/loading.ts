/**
 * The loading counter and the blocking 'Cargando...' dialog (spec 4 "Loading counter", spec 2 and 9:
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

/** A tracked load stopped: the counter goes down by one, never below 0 (spec 4). */
export function stopLoading(): void {
  if (count === 0) return;
  count -= 1;
  emit();
}

/** The current counter value (0 when nothing is loading). */
export function getLoadingCount(): number {
  return count;
}

/** Is any tracked load in progress? (counter above 0, spec 4) */
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

/** Set the counter back to 0 and tell the listeners (tests only). */
export function resetLoading(): void {
  count = 0;
  emit();
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

let appDialogHolders = 0;
let uninstallAppDialog: (() => void) | undefined;

/**
 * Hold the page's one real loading dialog (installed on the first hold, uninstalled when the last
 * holder lets go); answers the release function. main.tsx holds it from before the start-up
 * prefetch, so loads that start (and may end) before React's first effect still show the dialog.
 */
export function holdLoadingDialog(): () => void {
  appDialogHolders += 1;
  uninstallAppDialog ??= installLoadingDialog();
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
