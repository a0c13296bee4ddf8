/**
 * The non-loaded states every home list shares (docs/product.md §4 "Each list has loading, loaded and error
 * states, with a loading indicator while fetching"):
 * - {@link LoadingState}: 'Loading...' with role status (polite live region), aria-busy.
 * - {@link ErrorState}: the spec's load-failure prefix plus the server's message, role alert.
 * - {@link EmptyState}: the spec's empty text (e.g. 'No Works data available.').
 */
import { errorMessage } from '../lib/api-client.js';
import styles from './section-state.module.css';
import { useTexts } from '../i18n/i18n.js';

export function LoadingState() {
  const { LABELS } = useTexts();
  return (
    <p className={styles.loading} role="status" aria-busy="true">
      <span className={styles.spinner} aria-hidden="true" />
      {LABELS.loading}
    </p>
  );
}

export interface ErrorStateProps {
  /** The spec's prefix, e.g. 'Error loading Works: ' (MESSAGES.load.works). */
  prefix: string;
  error: unknown;
}

export function ErrorState({ prefix, error }: ErrorStateProps) {
  return (
    <p className={styles.error} role="alert">
      {`${prefix}${errorMessage(error)}`}
    </p>
  );
}

export function EmptyState({ text }: { text: string }) {
  return <p className={styles.empty}>{text}</p>;
}
