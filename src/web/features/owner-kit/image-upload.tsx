/**
 * Upload an image wherever an image URL is accepted (decision 0040): a file picker, drag-and-drop
 * and paste ({@link FileDrop}), a progress bar while the bytes go up, and the server's message when
 * it refuses the file (too large, not an image). `onUploaded` receives the stored image's URL
 * (`/media/<id>-<width>.webp`), which the field or list then holds like any typed URL.
 *
 * {@link ImageField} shows the image its URL points to under the field (the uploaded file or a typed
 * URL), with the broken-image warning of the URL lists when it does not load, not only the path
 * (docs/decisions/0096-profile-names-and-the-way-back.md).
 */
import { useState } from 'react';
import { FallbackImage } from '../../components/fallback-image.js';
import type { UploadedImage } from '../../../shared/media.js';
import { paths } from '../../../shared/paths.js';
import { FileDrop } from '../../components/file-drop.js';
import { uploadFile } from '../../lib/upload.js';
import { serverMessage } from './errors.js';
import { TextField, type TextFieldProps } from './fields.js';
import styles from './admin.module.css';

/** Said beside an image whose URL does not load (docs/decisions/0096-profile-names-and-the-way-back.md). */
export const BROKEN_IMAGE_TEXT = 'This image could not be loaded: check the URL, or upload the file instead.';

export const UPLOAD_TEXTS = {
  button: 'Upload image',
  hint: 'or drop or paste an image (JPEG, PNG, WebP, AVIF, GIF; up to 15 MB)',
  uploading: 'Uploading…',
  failed: 'The image could not be uploaded.',
};

export function ImageUpload({ label, onUploaded }: { label: string; onUploaded: (url: string) => void }) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');
  const upload = async (file: File) => {
    setError('');
    setProgress(0);
    try {
      const image = await uploadFile<UploadedImage>(paths.images, file, setProgress);
      onUploaded(image.url);
    } catch (caught) {
      setError(serverMessage(caught, UPLOAD_TEXTS.failed));
    } finally {
      setProgress(null);
    }
  };
  return (
    <FileDrop
      label={UPLOAD_TEXTS.button}
      name={`${UPLOAD_TEXTS.button}: ${label}`}
      accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
      onFile={(file) => void upload(file)}
      acceptPaste
      disabled={progress !== null}
      hint={UPLOAD_TEXTS.hint}
    >
      {progress !== null ? (
        <progress
          className={styles.uploadProgress}
          max={1}
          value={progress}
          aria-label={`${UPLOAD_TEXTS.uploading} ${label}`}
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

/** What the preview of an image field is called (its alt text): 'Preview: Image URL'. */
export const previewName = (label: string) => `Preview: ${label}`;

/** The image a field's URL points to, with a warning when it does not load. */
function ImagePreview({ url, label, warningId }: { url: string; label: string; warningId: string }) {
  const [broken, setBroken] = useState(false);
  return (
    <div className={`${styles.imageItem} ${styles.imageFieldPreview}`}>
      <FallbackImage
        src={url}
        alt={previewName(label)}
        className={broken ? `${styles.imagePreview} ${styles.imagePreviewBroken}` : styles.imagePreview}
        width={96}
        height={64}
        onError={() => setBroken(true)}
        aria-describedby={broken ? warningId : undefined}
      />
      {broken ? (
        <span id={warningId} role="status" className={styles.imageWarning}>
          {BROKEN_IMAGE_TEXT}
        </span>
      ) : null}
    </div>
  );
}

/**
 * A single image URL field (work logo, institution icon, skill/category/link icon) with an upload
 * and, once it holds a URL, a preview of the image.
 */
export function ImageField(props: TextFieldProps) {
  const url = props.value.trim();
  return (
    <div className={styles.imageField}>
      <TextField {...props} type="text" inputMode="url" />
      {url ? <ImagePreview key={url} url={url} label={props.label} warningId={`${props.id}-broken`} /> : null}
      {props.onChange ? <ImageUpload label={props.label} onUploaded={props.onChange} /> : null}
    </div>
  );
}
