/**
 * The URL field of an image URL list and its Add button (docs/product.md §5 "Image URL add"); what
 * is typed and its adding: ./image-url-draft.ts.
 */
import styles from './admin.module.css';
import { useTexts } from '../../i18n/i18n.js';
import { useImageUrlDraft } from './image-url-draft.js';

export interface ImageUrlAddProps {
  /** The list's visible name. */
  label: string;
  /** The URL field's id. */
  inputId: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
}

/** The URL field and its Add button. */
export function ImageUrlAdd({ label, inputId, value, onChange }: ImageUrlAddProps) {
  const { TEXTS } = useTexts();
  const { draft, setDraft, add, onKeyDown } = useImageUrlDraft(value, onChange);
  return (
    <div className={styles.inlineRow}>
      <div className={styles.field}>
        <label htmlFor={inputId} className={styles.label}>
          {TEXTS.imageUpload.newUrl({ label })}
        </label>
        <input
          id={inputId}
          type="url"
          inputMode="url"
          className={styles.input}
          value={draft}
          placeholder="https://"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
      </div>
      <button
        type="button"
        className={styles.secondaryButton}
        onClick={add}
        aria-label={TEXTS.imageUpload.addTo({ label })}
      >
        {TEXTS.add}
      </button>
    </div>
  );
}
