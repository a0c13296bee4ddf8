/**
 * A link field that takes a link as people type it (docs/decisions/0097-links-as-people-type-them.md),
 * on the admin area's labelled text field (./fields.tsx).
 */
import { isSafeLink, normalizeLink } from '../../../shared/fields.js';
import styles from './admin.module.css';
import { useTexts } from '../../i18n/i18n.js';
import { TextField, type TextFieldProps } from './fields.js';

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
