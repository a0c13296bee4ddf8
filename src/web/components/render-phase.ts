/**
 * Where a component renders for the first time (docs/decisions/0020-server-rendered-first-view.md):
 *
 * - {@link useClientRender}: false on the server and while React hydrates the server's HTML, true
 *   for a component the browser renders by itself (a later navigation or load). Effects that hide
 *   content until it is animated (fade-ins, skill rings) use it to leave the server's HTML readable:
 *   without JavaScript, in print, and at first paint.
 * - {@link usePrinting}: true while the page is printed (`print` media or between `beforeprint` and
 *   `afterprint`), so animated values show their end state on paper.
 */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/** False on the server and during hydration, true in a browser-only render (see the module doc). */
export function useClientRender(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

let printing = false;
const printListeners = new Set<() => void>();

function setPrinting(value: boolean): void {
  if (printing === value) return;
  printing = value;
  for (const listener of printListeners) listener();
}

function subscribePrinting(onChange: () => void): () => void {
  printListeners.add(onChange);
  if (printListeners.size === 1 && typeof window !== 'undefined') {
    window.addEventListener('beforeprint', onBeforePrint);
    window.addEventListener('afterprint', onAfterPrint);
    printQuery()?.addEventListener?.('change', onMediaChange);
  }
  return () => {
    printListeners.delete(onChange);
    if (printListeners.size === 0 && typeof window !== 'undefined') {
      window.removeEventListener('beforeprint', onBeforePrint);
      window.removeEventListener('afterprint', onAfterPrint);
      printQuery()?.removeEventListener?.('change', onMediaChange);
    }
  };
}

const printQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia('print') : undefined);
const onBeforePrint = () => setPrinting(true);
const onAfterPrint = () => setPrinting(false);
const onMediaChange = () => setPrinting(printQuery()?.matches ?? false);

/** True while the page is being printed. */
export function usePrinting(): boolean {
  return useSyncExternalStore(
    subscribePrinting,
    () => printing || (printQuery()?.matches ?? false),
    () => false,
  );
}
