/**
 * One image of an image URL list (docs/product.md §4 "Image URL lists"): its thumbnail, its URL, a
 * warning frame and text when it does not load (docs/decisions/0096-profile-names-and-the-way-back.md),
 * and its buttons (./image-url-buttons.tsx).
 */
import { FallbackImage } from '../../components/fallback-image.js';
import styles from './admin.module.css';
import { useTexts } from '../../i18n/i18n.js';
import { ImageUrlButtons } from './image-url-buttons.js';

export interface ImageUrlItemProps {
  url: string;
  /** The list's visible name; the image is `{label} {position}`. */
  label: string;
  /** 1-based place in the list. */
  position: number;
  /** The list has a main image: the first is Main, the others offer 'Make main'. */
  allowMain: boolean;
  /** The image failed to load (its warning is `warningId`). */
  broken: boolean;
  warningId: string;
  onBroken: () => void;
  onMakeMain: () => void;
  onRemove: () => void;
}

/** One image's row. */
export function ImageUrlItem(props: ImageUrlItemProps) {
  const { TEXTS } = useTexts();
  const { url, label, position, allowMain, broken, warningId } = props;
  return (
    <li className={styles.imageItem}>
      <FallbackImage
        src={url}
        alt={`${label} ${position}`}
        className={broken ? `${styles.imagePreview} ${styles.imagePreviewBroken}` : styles.imagePreview}
        width={96}
        height={64}
        onError={props.onBroken}
        aria-describedby={broken ? warningId : undefined}
      />
      <span className={styles.imageUrl} title={url}>
        {url}
      </span>
      {broken ? (
        <span id={warningId} role="status" className={styles.imageWarning}>
          {TEXTS.imageUpload.broken}
        </span>
      ) : null}
      <ImageUrlButtons
        label={label}
        position={position}
        allowMain={allowMain}
        onMakeMain={props.onMakeMain}
        onRemove={props.onRemove}
      />
    </li>
  );
}
