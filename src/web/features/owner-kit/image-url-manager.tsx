/**
 * An editable list of image URLs (docs/product.md §4 "Image URL lists", docs/product.md §5 "Image URL add").
 *
 * - Add: a valid absolute http(s) URL not already listed, else 'Invalid or duplicate URL!'; Enter
 *   adds (./image-url-add.tsx, ./image-url-draft.ts, the rule ./image-list.ts).
 * - Remove: any image. The images: ./image-url-list.tsx and ./image-url-item.tsx.
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
import { useId } from 'react';
import { ImageUpload } from './image-upload.js';
import { ImageUrlAdd } from './image-url-add.js';
import { ImageUrlList } from './image-url-list.js';
import styles from './admin.module.css';

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

export function ImageUrlManager({ label, value, onChange, allowMain = false, error }: ImageUrlManagerProps) {
  const baseId = useId();
  return (
    <fieldset className={styles.imageManager} aria-describedby={error ? `${baseId}-error` : undefined}>
      <legend className={styles.legend}>{label}</legend>
      <ImageUrlAdd label={label} inputId={`${baseId}-url`} value={value} onChange={onChange} />
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
      <ImageUrlList label={label} baseId={baseId} value={value} onChange={onChange} allowMain={allowMain} />
    </fieldset>
  );
}
