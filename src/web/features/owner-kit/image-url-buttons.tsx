/**
 * The buttons of one image of an image URL list (docs/product.md §4 "Image URL lists"): in a list
 * with a main image, the first shows the Main badge and the others 'Make main' (moved to the front);
 * every image has Remove. Each button is named with the image (`Remove: Profile Images 2`).
 */
import styles from './admin.module.css';
import { useTexts } from '../../i18n/i18n.js';

export interface ImageUrlButtonsProps {
  label: string;
  /** 1-based place in the list. */
  position: number;
  allowMain: boolean;
  onMakeMain: () => void;
  onRemove: () => void;
}

/** Main or 'Make main', and Remove. */
export function ImageUrlButtons({ label, position, allowMain, onMakeMain, onRemove }: ImageUrlButtonsProps) {
  const { TEXTS } = useTexts();
  const isMain = allowMain && position === 1;
  return (
    <>
      {isMain ? <span className={styles.badge}>{TEXTS.main}</span> : null}
      {allowMain && !isMain ? (
        <button
          type="button"
          className={styles.smallButton}
          onClick={onMakeMain}
          aria-label={`${TEXTS.makeMain}: ${label} ${position}`}
        >
          {TEXTS.makeMain}
        </button>
      ) : null}
      <button
        type="button"
        className={`${styles.smallButton} ${styles.dangerButton}`}
        onClick={onRemove}
        aria-label={`${TEXTS.remove}: ${label} ${position}`}
      >
        {TEXTS.remove}
      </button>
    </>
  );
}
