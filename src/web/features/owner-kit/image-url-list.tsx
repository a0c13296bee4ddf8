/**
 * The images of an image URL list, in order (docs/product.md §4 "Image URL lists"): 'No images yet.'
 * while empty; an image whose URL fails to load keeps its place, marked broken
 * (docs/decisions/0096-profile-names-and-the-way-back.md), so a mistyped URL is not accepted
 * silently. Remove takes any image out; 'Make main' moves one to the front.
 */
import { useState } from 'react';
import styles from './admin.module.css';
import { useTexts } from '../../i18n/i18n.js';
import { moveToFront } from './image-list.js';
import { ImageUrlItem } from './image-url-item.js';

export interface ImageUrlListProps {
  label: string;
  /** The ids of the images' warnings start with it. */
  baseId: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
  allowMain: boolean;
}

/** The list's images, or its empty text. */
export function ImageUrlList({ label, baseId, value, onChange, allowMain }: ImageUrlListProps) {
  const { TEXTS } = useTexts();
  const [broken, setBroken] = useState<ReadonlySet<string>>(() => new Set());
  const markBroken = (url: string) =>
    setBroken((current) => (current.has(url) ? current : new Set(current).add(url)));
  if (value.length === 0) return <p className={styles.muted}>{TEXTS.noImages}</p>;
  return (
    <ol className={styles.imageList} aria-label={label}>
      {value.map((url, index) => (
        <ImageUrlItem
          key={url}
          url={url}
          label={label}
          position={index + 1}
          allowMain={allowMain}
          broken={broken.has(url)}
          warningId={`${baseId}-broken-${index + 1}`}
          onBroken={() => markBroken(url)}
          onMakeMain={() => onChange(moveToFront(value, index))}
          onRemove={() => onChange(value.filter((_, i) => i !== index))}
        />
      ))}
    </ol>
  );
}
