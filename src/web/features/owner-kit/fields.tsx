/**
 * Labelled form controls of the admin area. Every control has a visible `<label>` tied to it by id;
 * an error text (when given) sits under the control, is tied by `aria-describedby`, and sets
 * `aria-invalid`. The dialog announces the error; the inline text keeps it in view afterwards.
 *
 * Values are strings (what inputs hold); forms convert them (numbers, booleans) before validation.
 *
 * Here the text input, the textarea and the select; the label-and-error frame is ./field-frame.tsx,
 * the other controls ./link-field.tsx, ./checkbox-field.tsx and ./lines-field.tsx.
 */
import { type ChangeEvent, type InputHTMLAttributes } from 'react';
import { DESCRIPTION_ROWS } from '../../../shared/constants.js';
import styles from './admin.module.css';
import { useTexts } from '../../i18n/i18n.js';
import { describedBy, Wrapper, type BaseProps } from './field-frame.js';

export interface TextFieldProps
  extends BaseProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'disabled'> {
  value: string;
  onChange?: (value: string) => void;
  /** Input type: text (default), email, password, date, number, url. */
  type?: 'text' | 'email' | 'password' | 'date' | 'number' | 'url';
}

/** A labelled `<input>`. */
export function TextField({
  id,
  label,
  error,
  value,
  onChange,
  type = 'text',
  disabled,
  ...rest
}: TextFieldProps) {
  return (
    <Wrapper id={id} label={label} error={error}>
      <input
        {...rest}
        id={id}
        name={rest.name ?? id}
        type={type}
        className={styles.input}
        value={value}
        disabled={disabled}
        readOnly={!onChange}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange?.(event.target.value)}
        {...describedBy(id, error)}
      />
    </Wrapper>
  );
}

export interface TextAreaFieldProps extends BaseProps {
  value: string;
  onChange: (value: string) => void;
  /** Rows; description boxes have 9 (docs/product.md §9). */
  rows?: number;
  /** Shown while empty (the English text under a Spanish version: decision 0065). */
  placeholder?: string | undefined;
}

/** A labelled `<textarea>`, 9 rows by default (docs/product.md §9 "Description box 9 rows"). */
export function TextAreaField({
  id,
  label,
  error,
  value,
  onChange,
  rows = DESCRIPTION_ROWS,
  disabled,
  placeholder,
}: TextAreaFieldProps) {
  return (
    <Wrapper id={id} label={label} error={error}>
      <textarea
        id={id}
        name={id}
        rows={rows}
        placeholder={placeholder}
        className={styles.textarea}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        {...describedBy(id, error)}
      />
    </Wrapper>
  );
}

export interface SelectFieldProps extends BaseProps {
  value: string;
  onChange: (value: string) => void;
  options: readonly string[];
  /**
   * The word each option shows, by value, in the active language (a declared `choice` field's option
   * words, src/shared/resources/field-entries.ts); an option without one shows its value.
   */
  words?: Readonly<Record<string, string>>;
  /** Text of the empty first option ('' value); none when omitted. */
  placeholder?: string;
}

/** A labelled `<select>` of string options: each shows its word (`words`), else its value. */
export function SelectField({
  id,
  label,
  error,
  value,
  onChange,
  options,
  words,
  placeholder: given,
  disabled,
}: SelectFieldProps) {
  const { TEXTS } = useTexts();
  const placeholder = given ?? TEXTS.selectPlaceholder;
  return (
    <Wrapper id={id} label={label} error={error}>
      <select
        id={id}
        name={id}
        className={styles.select}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        {...describedBy(id, error)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {words?.[option] ?? option}
          </option>
        ))}
      </select>
    </Wrapper>
  );
}
