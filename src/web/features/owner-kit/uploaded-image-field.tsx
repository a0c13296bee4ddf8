/**
 * One image of an entry as an upload, not a URL to type (docs/product.md §27, a custom entry's
 * "Image"; docs/decisions/0209-custom-entry-image-upload.md): the image the entry holds, shown with
 * "Remove image", and the upload widget of every image field ({@link ImageUpload}: file picker, drop,
 * paste, progress, the server's refusal). The uploaded file goes through the media module as every
 * upload does (its type read from its bytes, re-encoded; decision 0040) and its stored URL
 * (`/media/<id>-<width>.webp`) becomes the field's value. A URL saved before (typed, or from an
 * import) is shown and kept as it is until the owner removes or replaces it.
 */
import { useState } from 'react';
import { FallbackImage } from '../../components/fallback-image.js';
import { useLanguage, useTexts } from '../../i18n/i18n.js';
import { ImageUpload } from './image-upload.js';
import styles from './admin.module.css';

const TEXTS = {
  en: { remove: 'Remove image', none: 'No image.' },
  es: { remove: 'Quitar imagen', none: 'Sin imagen.' },
} as const;

export interface UploadedImageFieldProps {
  /** The group's id (the form focuses it for an error); the label names the group. */
  id: string;
  label: string;
  /** The image's URL, `''` for none. */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

export function UploadedImageField({ id, label, value, onChange, error }: UploadedImageFieldProps) {
  const texts = TEXTS[useLanguage()];
  const imageTexts = useTexts().TEXTS.imageUpload;
  const url = value.trim();
  const [broken, setBroken] = useState<string | undefined>();
  return (
    <div
      id={id}
      tabIndex={-1}
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={error ? `${id}-error` : undefined}
      className={`${styles.field} ${styles.imageField}`}
    >
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      {url ? (
        <div className={`${styles.imageItem} ${styles.imageFieldPreview}`}>
          <FallbackImage
            key={url}
            src={url}
            alt={imageTexts.preview({ label })}
            className={
              broken === url ? `${styles.imagePreview} ${styles.imagePreviewBroken}` : styles.imagePreview
            }
            width={96}
            height={64}
            onError={() => setBroken(url)}
          />
          {broken === url ? (
            <span role="status" className={styles.imageWarning}>
              {imageTexts.broken}
            </span>
          ) : null}
          <button type="button" className={styles.smallButton} onClick={() => onChange('')}>
            {texts.remove}
          </button>
        </div>
      ) : (
        <p className={styles.muted}>{texts.none}</p>
      )}
      <ImageUpload label={label} onUploaded={onChange} />
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
