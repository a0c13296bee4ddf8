/**
 * The frame every labelled control of the admin area shares (./fields.tsx): a visible `<label>` tied
 * to the control by id, and an error text (when given) under the control, tied by
 * `aria-describedby`, that sets `aria-invalid`.
 */
import type { ReactNode } from 'react';
import styles from './admin.module.css';

export interface BaseProps {
  /** Element id (unique on the page); the label points to it. */
  id: string;
  label: string;
  /** Inline error message, or undefined when the value is fine. */
  error?: string | undefined;
  disabled?: boolean;
}

/** The inline error under a control, tied to it by `aria-describedby` (none without an error). */
export function ErrorText({ id, error }: { id: string; error?: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className={styles.fieldError}>
      {error}
    </p>
  );
}

/** `aria-invalid` and `aria-describedby` of a control with an error, else nothing. */
export function describedBy(id: string, error?: string) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
}

/** A control with its visible label above and its inline error under it. */
export function Wrapper({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      <ErrorText id={id} error={error} />
    </div>
  );
}
