/**
 * A chip picker's choice (docs/product.md §4): a labelled `<select>` of the items not chosen yet
 * ('Loading...' while they load, the empty text once every item is chosen) and its Add button.
 */
import styles from './admin.module.css';
import { useTexts } from '../../i18n/i18n.js';
import type { PickerOption } from './chip-options.js';
import type { ChipPickerProps } from './chip-picker-props.js';

/** The picker's names and texts (its `legend` ends the Add button's accessible name), and: */
export interface ChipSelectProps extends Pick<
  ChipPickerProps,
  'selectLabel' | 'legend' | 'emptyText' | 'loading'
> {
  /** The select's id (its label points to it). */
  selectId: string;
  /** The items not chosen yet. */
  remaining: readonly PickerOption[];
  /** The selected item's id, '' for none. */
  current: string;
  onSelect: (id: string) => void;
  /** Add the selected item. */
  onChoose: () => void;
}

/** The select and the Add button. */
export function ChipSelect(props: ChipSelectProps) {
  const { TEXTS } = useTexts();
  const { selectId, selectLabel, legend, emptyText, remaining, current, onSelect, onChoose, loading } = props;
  return (
    <div className={styles.inlineRow}>
      <div className={styles.field}>
        <label htmlFor={selectId} className={styles.label}>
          {selectLabel}
        </label>
        <select
          id={selectId}
          className={styles.select}
          value={current}
          disabled={loading || remaining.length === 0}
          onChange={(event) => onSelect(event.target.value)}
        >
          <option value="">
            {loading ? TEXTS.loading : remaining.length === 0 ? emptyText : TEXTS.selectPlaceholder}
          </option>
          {remaining.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className={styles.secondaryButton}
        onClick={onChoose}
        disabled={!current}
        aria-label={`${TEXTS.add} to ${legend}`}
      >
        {TEXTS.add}
      </button>
    </div>
  );
}
