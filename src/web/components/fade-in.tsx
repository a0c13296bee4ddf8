/**
 * Fades its content in the first time at least `threshold` of it is visible (spec 2 "Cards fade in
 * when 10 percent visible"; spec 9 thresholds). Renders a `div` (or `li` with `as="li"`); people who
 * prefer reduced motion get no animation (see fade-in.module.css).
 */
import type { ReactNode } from 'react';
import styles from './fade-in.module.css';
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
  const Tag = as;
  return (
    <Tag
      ref={ref}
      className={[styles.fade, visible ? styles.visible : '', className ?? ''].join(' ').trim()}
      data-visible={visible}
    >
      {children}
    </Tag>
  );
}
