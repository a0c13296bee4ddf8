/**
 * Fades its content in the first time at least `threshold` of it is visible (docs/product.md §2 "Cards fade in
 * when 10 percent visible"; docs/product.md §9 thresholds). Renders a `div` (or `li` with `as="li"`); people who
 * prefer reduced motion get no animation, and print shows every card (see fade-in.module.css).
 *
 * A card rendered by the browser starts hidden. A card of the server's HTML starts visible (readable
 * without JavaScript): when it is hydrated out of view it is hidden until it fades in; in view it
 * stays as it is, already seen (src/web/components/render-phase.ts).
 */
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import styles from './fade-in.module.css';
import { useClientRender } from './render-phase.js';
import { useInView } from './use-in-view.js';

export interface FadeInProps {
  /** Fraction (0..1) of the element that must be visible. */
  threshold: number;
  children: ReactNode;
  className?: string;
  as?: 'div' | 'li';
}

export function FadeIn({ threshold, children, className, as = 'div' }: FadeInProps) {
  const [ref, visible] = useInView<HTMLDivElement & HTMLLIElement>(threshold, { once: true });
  const [hidden, setHidden] = useState(useClientRender());
  // A hydrated card out of view is hidden until it fades in. The browser says where it is with an
  // IntersectionObserver's first report, after layout: asking for its box during hydration would
  // force a layout of the whole page in the middle of React's work (decision 0020: TBT, decision 0021).
  useEffect(() => {
    const element = ref.current;
    if (hidden || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      observer.disconnect();
      // A transition: React hides the cards in slices, not in one long task (decision 0020: TBT).
      if (entry && !entry.isIntersecting) startTransition(() => setHidden(true));
    });
    observer.observe(element);
    return () => observer.disconnect();
    // Once, on mount: later visibility is useInView's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const Tag = as;
  return (
    <Tag
      ref={ref}
      className={[hidden ? styles.fade : '', visible ? styles.visible : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
      data-visible={visible}
      data-fade-in={threshold}
    >
      {children}
    </Tag>
  );
}
