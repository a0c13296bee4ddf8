/**
 * A full-page status message (not-found, forbidden): a large decorative code, the message as the
 * page's h1 and a link back home (docs/product.md §2 routes `/forbidden` and "any other path").
 */
import { useId } from 'react';
import { Link } from 'react-router';
import styles from './status-page.module.css';
import { useTexts } from '../i18n/i18n.js';

export interface StatusPageProps {
  /** Decorative code shown large, e.g. '404' (hidden from screen readers). */
  code: string;
  /** The message, exactly as the spec writes it. */
  message: string;
}

export function StatusPage({ code, message }: StatusPageProps) {
  const { LABELS } = useTexts();
  const headingId = useId();
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <p className={styles.code} aria-hidden="true">
        {code}
      </p>
      <h1 id={headingId} className={styles.heading}>
        {message}
      </h1>
      <Link to="/" className={styles.link}>
        {LABELS.goHome}
      </Link>
    </section>
  );
}
