/**
 * One chosen item of a chip picker: its icon, its label and its Remove button. A chip whose removal
 * can only fail (`locked`: the reason) shows its Remove button disabled with the reason
 * (`aria-disabled`, described by the reason, `title` tooltip; decision 0072).
 */
import { FallbackImage } from '../../components/fallback-image.js';
import styles from './admin.module.css';
import { useTexts } from '../../i18n/i18n.js';
import type { PickerOption } from './chip-options.js';

export interface ChipProps {
  /** The chosen item (undefined when its option is not in the list: the chip shows its id). */
  option: PickerOption | undefined;
  label: string;
  /** Why the item cannot be removed, else undefined. */
  locked: string | undefined;
  /** The id of the reason's text (described by it). */
  reasonId: string;
  onRemove: () => void;
}

/** A chosen item as a chip. */
export function Chip({ option, label, locked, reasonId, onRemove }: ChipProps) {
  const { TEXTS } = useTexts();
  return (
    <li className={styles.chip}>
      {option?.image ? (
        <FallbackImage src={option.image} alt="" width={20} height={20} className={styles.chipIcon} />
      ) : null}
      <span>{label}</span>
      {locked ? (
        <button
          type="button"
          className={styles.chipRemove}
          aria-label={`${TEXTS.remove} ${label}`}
          aria-disabled="true"
          aria-describedby={reasonId}
          title={locked}
        >
          ×
          <span id={reasonId} hidden>
            {locked}
          </span>
        </button>
      ) : (
        <button
          type="button"
          className={styles.chipRemove}
          onClick={onRemove}
          aria-label={`${TEXTS.remove} ${label}`}
        >
          ×
        </button>
      )}
    </li>
  );
}
