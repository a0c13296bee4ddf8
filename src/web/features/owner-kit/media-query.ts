/**
 * Whether a CSS media query matches, for React (the works list is horizontal on wide screens and
 * vertical at 992 px or narrower, docs/product.md §2).
 */
import { useCallback, useSyncExternalStore } from 'react';

/** Does the media query match now (and on change)? False where `matchMedia` does not exist. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener?.('change', onChange);
      return () => list.removeEventListener?.('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}
