/**
 * A link that opens in a new tab with `rel="noopener noreferrer"` (docs/product.md §2: links open in a new tab).
 * The href goes through {@link safeHref}: an unsafe value (e.g. `javascript:`) renders its children
 * as plain text, never as a link.
 */
import type { ReactNode } from 'react';
import { safeHref } from './display.js';

export interface ExternalLinkProps {
  /** The link value as stored (may be a `www.` host, which gets https:// prepended). */
  href: string;
  children: ReactNode;
  className?: string;
  /** Accessible name when the visible text is not enough (e.g. 'Click Here'). */
  'aria-label'?: string;
}

export function ExternalLink({ href, children, className, 'aria-label': ariaLabel }: ExternalLinkProps) {
  const safe = safeHref(href);
  if (safe === null) return <span className={className}>{children}</span>;
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer" className={className} aria-label={ariaLabel}>
      {children}
    </a>
  );
}
