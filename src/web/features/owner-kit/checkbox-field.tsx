/**
 * A labelled checkbox of the admin area (label after the box), with the shared inline error
 * (./field-frame.tsx).
 */
import styles from './admin.module.css';
import { describedBy, ErrorText, type BaseProps } from './field-frame.js';

export interface CheckboxFieldProps extends BaseProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A labelled checkbox (label after the box). */
export function CheckboxField({ id, label, error, checked, onChange, disabled }: CheckboxFieldProps) {
  return (
    <div className={`${styles.field} ${styles.checkboxField}`}>
      <input
        id={id}
        name={id}
        type="checkbox"
        className={styles.checkbox}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        {...describedBy(id, error)}
      />
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <ErrorText id={id} error={error} />
    </div>
  );
}
