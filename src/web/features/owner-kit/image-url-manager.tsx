/**
 * An editable list of image URLs (docs/product.md §4 "Image URL lists", docs/product.md §5 "Image URL add").
 *
 * - Add: the typed URL must be a valid absolute http(s) URL (`isAbsoluteHttpUrl`) that is not already
 *   in the list, otherwise the error dialog says 'Invalid or duplicate URL!'. Enter in the URL field
 *   adds (it does not submit the surrounding form).
 * - Remove: any image.
 * - Make main (`allowMain`, person lists): moves an image to the front; the first image is the main one
 *   (the home page shows the first thumbnail and the first banner). The project form's list uses
 *   add/remove only.
 *
 * - Upload (docs/decisions/0040-owner-data-and-images.md): a picked, dropped or pasted image is uploaded and its URL appended; in a list
 *   with a main image (`allowMain`: the person's photos and banners) it goes first, so a new photo
 *   becomes the photo at once, also when the same image was already in the list
 *   (docs/decisions/0096-profile-names-and-the-way-back.md).
 * - A URL whose image fails to load keeps its place in the list, but its thumbnail
 *   gets a warning frame and the row says `TEXTS.imageUpload.broken` (src/web/i18n/admin-texts.ts), so a mistyped URL is not
 *   accepted silently.
 *
 * Controlled: `value` is the list, `onChange` receives the next list.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { isAbsoluteHttpUrl } from '../../../shared/schemas.js';
import { FallbackImage } from '../../components/fallback-image.js';
import { showError } from '../../lib/dialogs.js';
import { ImageUpload } from './image-upload.js';
import styles from './admin.module.css';
import { useTexts } from '../../i18n/i18n.js';

export interface ImageUrlManagerProps {
  /** Visible name of the list, e.g. 'Profile Images'. */
  label: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** Offer 'Make main' (person lists). */
  allowMain?: boolean;
  /** Inline error text for the whole list (from validation). */
  error?: string | undefined;
}

/** Can `url` join `list`? Valid absolute http(s) URL and not already present (exact match after trim). */
export function canAddImage(list: readonly string[], url: string): boolean {
  const trimmed = url.trim();
  return isAbsoluteHttpUrl(trimmed) && !list.includes(trimmed);
}

/** `list` with the item at `index` moved to the front (unchanged when out of range). */
export function moveToFront<T>(list: readonly T[], index: number): T[] {
  if (index <= 0 || index >= list.length) return [...list];
  const item = list[index] as T;
  return [item, ...list.slice(0, index), ...list.slice(index + 1)];
}

export function ImageUrlManager({ label, value, onChange, allowMain = false, error }: ImageUrlManagerProps) {
  const { MESSAGES, TEXTS } = useTexts();
  const baseId = useId();
  const inputId = `${baseId}-url`;
  const [draft, setDraft] = useState('');
  const [broken, setBroken] = useState<ReadonlySet<string>>(() => new Set());
  const markBroken = (url: string) =>
    setBroken((current) => (current.has(url) ? current : new Set(current).add(url)));

  const add = () => {
    const url = draft.trim();
    if (!canAddImage(value, url)) {
      void showError(MESSAGES.validation.invalidOrDuplicateUrl);
      return;
    }
    onChange([...value, url]);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <fieldset className={styles.imageManager} aria-describedby={error ? `${baseId}-error` : undefined}>
      <legend className={styles.legend}>{label}</legend>
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
      <ImageUpload
        label={label}
        onUploaded={(url) => {
          // With a main image, the upload is the main one (an image already listed moves first).
          if (allowMain) onChange([url, ...value.filter((item) => item !== url)]);
          else if (!value.includes(url)) onChange([...value, url]);
        }}
      />
      {error ? (
        <p id={`${baseId}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
      {value.length === 0 ? (
        <p className={styles.muted}>{TEXTS.noImages}</p>
      ) : (
        <ol className={styles.imageList} aria-label={label}>
          {value.map((url, index) => {
            const position = index + 1;
            const isMain = allowMain && index === 0;
            const isBroken = broken.has(url);
            const warningId = `${baseId}-broken-${position}`;
            return (
              <li key={url} className={styles.imageItem}>
                <FallbackImage
                  src={url}
                  alt={`${label} ${position}`}
                  className={
                    isBroken ? `${styles.imagePreview} ${styles.imagePreviewBroken}` : styles.imagePreview
                  }
                  width={96}
                  height={64}
                  onError={() => markBroken(url)}
                  aria-describedby={isBroken ? warningId : undefined}
                />
                <span className={styles.imageUrl} title={url}>
                  {url}
                </span>
                {isBroken ? (
                  <span id={warningId} role="status" className={styles.imageWarning}>
                    {TEXTS.imageUpload.broken}
                  </span>
                ) : null}
                {isMain ? <span className={styles.badge}>{TEXTS.main}</span> : null}
                {allowMain && !isMain ? (
                  <button
                    type="button"
                    className={styles.smallButton}
                    onClick={() => onChange(moveToFront(value, index))}
                    aria-label={`${TEXTS.makeMain}: ${label} ${position}`}
                  >
                    {TEXTS.makeMain}
                  </button>
                ) : null}
                <button
                  type="button"
                  className={`${styles.smallButton} ${styles.dangerButton}`}
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                  aria-label={`${TEXTS.remove}: ${label} ${position}`}
                >
                  {TEXTS.remove}
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </fieldset>
  );
}
