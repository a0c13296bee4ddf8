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
import { useTexts } from '../../i18n/i18n.js';
import { uploadFile } from '../../lib/upload.js';
import { serverMessage } from './errors.js';
import { TextField, type TextFieldProps } from './fields.js';
import styles from './admin.module.css';

/**
 * The upload widget of an image field or list named `label`; its texts are the active language's
 * (`TEXTS.imageUpload`, src/web/i18n/admin-texts.ts and es.ts). A refusal shows the server's
 * message (English, docs/api.md) or, without one, the widget's own.
 */
export function ImageUpload({ label, onUploaded }: { label: string; onUploaded: (url: string) => void }) {
  const texts = useTexts().TEXTS.imageUpload;
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');
  const upload = async (file: File) => {
    setError('');
    setProgress(0);
    try {
      const image = await uploadFile<UploadedImage>(paths.images, file, setProgress);
      onUploaded(image.url);
    } catch (caught) {
      setError(serverMessage(caught, texts.failed));
    } finally {
      setProgress(null);
    }
  };
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

/** The image a field's URL points to, with a warning when it does not load. */
function ImagePreview({ url, label, warningId }: { url: string; label: string; warningId: string }) {
  const texts = useTexts().TEXTS.imageUpload;
  const [broken, setBroken] = useState(false);
  return (
    <div className={`${styles.imageItem} ${styles.imageFieldPreview}`}>
      <FallbackImage
        src={url}
        alt={texts.preview({ label })}
        className={broken ? `${styles.imagePreview} ${styles.imagePreviewBroken}` : styles.imagePreview}
        width={96}
        height={64}
        onError={() => setBroken(true)}
        aria-describedby={broken ? warningId : undefined}
      />
      {broken ? (
        <span id={warningId} role="status" className={styles.imageWarning}>
          {texts.broken}
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
