/**
 * Labelled form controls of the admin area. Every control has a visible `<label>` tied to it by id;
 * an error text (when given) sits under the control, is tied by `aria-describedby`, and sets
 * `aria-invalid`. The dialog announces the error; the inline text keeps it in view afterwards.
 *
 * Values are strings (what inputs hold); forms convert them (numbers, booleans) before validation.
 */
import { useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { DESCRIPTION_ROWS } from '../../../shared/constants.js';
import { isSafeLink, normalizeLink } from '../../../shared/fields.js';
import styles from './admin.module.css';
import { useTexts } from '../../i18n/i18n.js';

interface BaseProps {
  /** Element id (unique on the page); the label points to it. */
  id: string;
  label: string;
  /** Inline error message, or undefined when the value is fine. */
  error?: string | undefined;
  disabled?: boolean;
}

function ErrorText({ id, error }: { id: string; error?: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className={styles.fieldError}>
      {error}
    </p>
  );
}

function describedBy(id: string, error?: string) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
}

function Wrapper({
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

export type LinkFieldProps = Omit<TextFieldProps, 'type' | 'onChange'> & {
  onChange: (value: string) => void;
};

/**
 * A link input that takes a link as people type it (docs/decisions/0097-links-as-people-type-them.md):
 * while the typed value would be completed (`ada@example.com` → `mailto:ada@example.com`, a phone
 * number → `tel:`, `hooli.example.com` → `https://hooli.example.com`; `normalizeLink`, the rule the
 * form's schema and the server apply on saving), a note under the field, its description, shows the
 * link it will be saved as. The typed text is left as typed: rewriting it when the field loses the
 * focus would remove the note and move the buttons under it between the press and the release of a
 * click on Create, and that click would be lost. A plain text input with the URL keyboard
 * (`type="url"` would make the browser refuse a bare domain).
 */
export function LinkField({ id, value, onChange, ...rest }: LinkFieldProps) {
  const { TEXTS } = useTexts();
  const completed = normalizeLink(value);
  const willComplete = completed !== value.trim() && isSafeLink(completed);
  return (
    <div className={styles.linkField}>
      <TextField
        {...rest}
        id={id}
        type="text"
        inputMode="url"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        value={value}
        onChange={onChange}
        aria-describedby={willComplete ? `${id}-completed` : undefined}
      />
      {willComplete ? (
        <p id={`${id}-completed`} className={styles.linkCompleted}>
          {TEXTS.linkSavedAs({ link: completed })}
        </p>
      ) : null}
    </div>
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
  /** Text of the empty first option ('' value); none when omitted. */
  placeholder?: string;
}

/** A labelled `<select>` of plain string options (value = text). */
export function SelectField({
  id,
  label,
  error,
  value,
  onChange,
  options,
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
            {option}
          </option>
        ))}
      </select>
    </Wrapper>
  );
}

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

export interface LinesFieldProps extends BaseProps {
  /** The items (highlights, roles). */
  value: string[];
  /** The items typed: one per line, trimmed, empty lines left out. */
  onChange: (value: string[]) => void;
  rows?: number;
}

/**
 * A list of short texts as a labelled `<textarea>`, one item per line (JSON Resume highlights and
 * roles, decision 0030). What is typed stays as typed (blank lines too) while the value given back is
 * the trimmed, non-empty lines.
 */
export function LinesField({ value, onChange, rows = 4, ...props }: LinesFieldProps) {
  const [text, setText] = useState(() => value.join('\n'));
  return (
    <TextAreaField
      {...props}
      rows={rows}
      value={text}
      onChange={(next) => {
        setText(next);
        onChange(
          next
            .split('\n')
            .map((line) => line.trim())
            .filter((line) => line !== ''),
        );
      }}
    />
  );
}
