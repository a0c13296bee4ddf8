/**
 * A single image URL field (decision 0040) that shows the image its URL points to under the field
 * (the uploaded file or a typed URL), with the broken-image warning of the URL lists when it does
 * not load, not only the path (docs/decisions/0096-profile-names-and-the-way-back.md), and the
 * upload widget ({@link ImageUpload}).
 */
import { useState } from 'react';
import { FallbackImage } from '../../components/fallback-image.js';
import { useTexts } from '../../i18n/i18n.js';
import { TextField, type TextFieldProps } from './fields.js';
import { ImageUpload } from './image-upload.js';
import styles from './admin.module.css';

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
