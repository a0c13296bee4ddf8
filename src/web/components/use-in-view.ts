/**
 * Visibility hook on IntersectionObserver (spec 9 thresholds: 0.3 skills and projects, 0.6
 * categories, 0.1 education and work cards).
 *
 * `useInView(threshold, {once})` answers `[ref, inView]`: `inView` is true while at least `threshold`
 * (a fraction 0..1) of the element is visible. With `once` it stays true after the first time.
 * Without IntersectionObserver (old browsers) the element counts as visible.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';

export function useInView<T extends Element>(
  threshold: number,
  options: { once?: boolean } = {},
): [RefObject<T | null>, boolean] {
  const ref = useRef<T | null>(null);
  const noObserver = typeof IntersectionObserver === 'undefined';
  const [inView, setInView] = useState(noObserver);
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

  return [ref, inView];
}
