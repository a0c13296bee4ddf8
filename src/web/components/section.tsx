/**
 * A home section shell: a `<section>` labelled by its heading, an optional slot for header actions
 * (where the admin layer puts its add button), then the content. Headings are level 2 (the page's
 * h1 is the owner's name). `hiddenHeading` keeps a heading for screen readers and document order
 * where the spec shows no title (works, personal information).
 */
import { useId, type ReactNode } from 'react';
import styles from './section.module.css';

export interface SectionProps {
  heading: string;
  hiddenHeading?: boolean;
  /** Admin seam: rendered beside the heading (e.g. an add link). */
  headerActions?: ReactNode;
  children: ReactNode;
  className?: string;
  id?: string;
}

export function Section({ heading, hiddenHeading = false, headerActions, children, className, id }: SectionProps) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className={[styles.section, className ?? ''].join(' ').trim()}>
      {hiddenHeading && !headerActions ? (
        <h2 id={headingId} className="visually-hidden">
          {heading}
        </h2>
      ) : (
        <div className={styles.header}>
          <h2 id={headingId} className={hiddenHeading ? 'visually-hidden' : styles.heading}>
            {heading}
          </h2>
          {headerActions ? <div className={styles.actions}>{headerActions}</div> : null}
        </div>
      )}
      {children}
    </section>
  );
}
