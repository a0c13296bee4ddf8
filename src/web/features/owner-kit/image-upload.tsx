/**
 * Upload an image wherever an image URL is accepted (decision 0040): a file picker, drag-and-drop
 * and paste ({@link FileDrop}), a progress bar while the bytes go up, and the server's message when
 * it refuses the file (too large, not an image). `onUploaded` receives the stored image's URL
 * (`/media/<id>-<width>.webp`), which the field or list then holds like any typed URL.
 *
 * The image fields that hold one URL (./image-field.tsx) and the URL lists (./image-url-manager.tsx)
 * offer it.
 */
import { FileDrop } from '../../components/file-drop.js';
import { useTexts } from '../../i18n/i18n.js';
import styles from './admin.module.css';
import { useImageUpload } from './use-image-upload.js';

/**
 * The upload widget of an image field or list named `label`; its texts are the active language's
 * (`TEXTS.imageUpload`, src/web/i18n/admin-texts.ts and es.ts). A refusal shows the server's
 * message (English, docs/api.md) or, without one, the widget's own.
 */
export function ImageUpload({ label, onUploaded }: { label: string; onUploaded: (url: string) => void }) {
  const texts = useTexts().TEXTS.imageUpload;
  const { progress, error, upload } = useImageUpload(onUploaded, texts.failed);
  return (
    <FileDrop
      label={texts.button}
      name={texts.pickerName({ label })}
      accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
      onFile={(file) => void upload(file)}
      acceptPaste
      disabled={progress !== null}
      hint={texts.hint}
    >
      {progress !== null ? (
        <progress
          className={styles.uploadProgress}
          max={1}
          value={progress}
          aria-label={texts.uploading({ label })}
        />
      ) : null}
      {error ? (
        <p role="alert" className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </FileDrop>
  );
}
