/**
 * A read-only description box: a textarea with {@link DESCRIPTION_ROWS} rows (spec 2 "Description
 * boxes are read-only, 9 rows", spec 9). Empty text shows the dash of the read-only display rule.
 */
import { useId } from 'react';
import { DESCRIPTION_ROWS } from '../../shared/constants.js';
import { isEmptyValue } from './display.js';
import styles from './description-box.module.css';
import { useTexts } from '../i18n/i18n.js';

export interface DescriptionBoxProps {
  value: string | null | undefined;
  /** Visible label above the box; defaults to 'Description'. */
  label?: string;
}

export function DescriptionBox({ value, label: given }: DescriptionBoxProps) {
  const { LABELS } = useTexts();
  const label = given ?? LABELS.fields.description;
  const id = useId();
  return (
    <div className={styles.wrap}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.box}
        readOnly
        rows={DESCRIPTION_ROWS}
        value={isEmptyValue(value) ? '-' : value}
      />
    </div>
  );
}
