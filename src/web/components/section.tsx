/**
 * A home section shell: a `<section>` labelled by its heading, an optional slot for header actions
 * (where the admin layer puts its add button), then the content. Headings are level 2 by default (the
 * page's h1 is the owner's name). `hiddenHeading` keeps a heading for screen readers and document order
 * where the spec shows no title (works, personal information).
 */
import { useContext, useId, type ReactNode } from 'react';
import styles from './section.module.css';
import { SectionShapeContext } from './section-shape.js';

export interface SectionProps {
  heading: string;
  hiddenHeading?: boolean;
  /** Admin seam: rendered beside the heading (e.g. an add link). */
  headerActions?: ReactNode;
  children: ReactNode;
  className?: string;
  id?: string;
  /** Heading level: 2 for a top-level section, 3 for a section nested in another (categories). */
  headingLevel?: 2 | 3;
  /**
   * The heading's id, unique on the page; without it one is generated. An island gives it (its own
   * root would generate another than the server's page did, docs/decisions/0160-visitor-page-islands.md).
   */
  headingId?: string;
}

export function Section({
  heading: ownHeading,
  hiddenHeading = false,
  headerActions: ownActions,
  children,
  className,
  id,
  headingLevel = 2,
  headingId: givenHeadingId,
}: SectionProps) {
  const generatedHeadingId = useId();
  const headingId = givenHeadingId ?? generatedHeadingId;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  // The owner's heading and section menu, from the home page's list of sections (docs/product.md §27).
  const shape = useContext(SectionShapeContext);
  const heading = shape?.heading || ownHeading;
  const headerActions =
    shape?.menu && ownActions ? (
      <>
        {ownActions}
        {shape.menu}
      </>
    ) : (
      (shape?.menu ?? ownActions)
    );
  const body = shape ? (
    <SectionShapeContext.Provider value={null}>{children}</SectionShapeContext.Provider>
  ) : (
    children
  );
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={[styles.section, className ?? ''].join(' ').trim()}
    >
      {hiddenHeading && !headerActions ? (
        <Heading id={headingId} className="visually-hidden">
          {heading}
        </Heading>
      ) : (
        <div className={styles.header}>
          <Heading
            id={headingId}
            className={
              hiddenHeading ? 'visually-hidden' : headingLevel === 3 ? styles.subheading : styles.heading
            }
          >
            {heading}
          </Heading>
          {headerActions ? <div className={styles.actions}>{headerActions}</div> : null}
        </div>
      )}
      {body}
    </section>
  );
}
