/**
 * Visibility hook on IntersectionObserver (docs/product.md §9 thresholds: 0.3 skills and projects, 0.6
 * categories, 0.1 education and work cards).
 *
 * `useInView(threshold, {once})` answers `[ref, inView]`: `inView` is true while at least `threshold`
 * (a fraction 0..1) of the element is visible. With `once` it stays true after the first time.
 * Without IntersectionObserver (old browsers) the element counts as visible once mounted.
 *
 * `inView` starts false everywhere, the server included, so the server's HTML and the hydrating
 * client agree (React keeps the server's attributes on a mismatch and never corrects them: a card
 * rendered `data-visible="true"` by the server stayed so while hidden). The server's HTML stays
 * readable regardless: fade-ins and rings show their end state until hydrated (render-phase.ts).
 */
import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';

const noSubscription = () => () => undefined;
/** No IntersectionObserver in this browser; false on the server and while hydrating. */
const lacksObserver = () => typeof IntersectionObserver === 'undefined';
const onServer = () => false;

export function useInView<T extends Element>(
  threshold: number,
  options: { once?: boolean } = {},
): [RefObject<T | null>, boolean] {
  const ref = useRef<T | null>(null);
  const [inView, setInView] = useState(false);
  const noObserver = useSyncExternalStore(noSubscription, lacksObserver, onServer);
  const { once = false } = options;

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const visible = entry.isIntersecting && entry.intersectionRatio >= threshold;
          if (visible && once) {
            setInView(true);
            observer.disconnect();
            return;
          }
          setInView(visible);
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold, once]);

  return [ref, inView || noObserver];
}
