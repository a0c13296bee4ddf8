/**
 * Which PDF the "Download CV" links give (docs/product.md §12 and §29): the portfolio's, `GET
 * /cv.pdf`, unless a page shows something else for the time it is shown. The owner's home page in
 * version mode gives the version's own CV (`GET /api/versions/{id}/cv.pdf`, as its link does,
 * decision docs/decisions/0210-version-mode-shows-the-recipients-page.md), in the header and under
 * the name alike; the header sits outside the page, so the address is kept here rather than in a
 * React context.
 */
import { useSyncExternalStore } from 'react';
import { CV_PATH } from '../../../shared/cv.js';

let address: string = CV_PATH;
const listeners = new Set<() => void>();

function set(next: string): void {
  if (next === address) return;
  address = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The address the CV links give now: {@link CV_PATH} unless {@link giveCvAddress} holds another. */
export function useCvAddress(): string {
  return useSyncExternalStore(
    subscribe,
    () => address,
    () => CV_PATH,
  );
}

/**
 * Make the CV links give `next` (a same-site path) until the answered undo is called, which puts
 * {@link CV_PATH} back (if `next` is still the one given).
 */
export function giveCvAddress(next: string): () => void {
  set(next);
  return () => {
    if (address === next) set(CV_PATH);
  };
}
