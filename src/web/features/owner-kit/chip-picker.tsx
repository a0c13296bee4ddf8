/**
 * Pick several items from a list (the project form's skills and categories; docs/product.md §4 "Already chosen
 * languages and categories vanish from the picker list").
 *
 * A labelled `<select>` offers only the items not chosen yet, the Add button adds the selected one,
 * and each chosen item shows as a chip with its own Remove button. `onRemove` decides whether the
 * removal happens (the category `All` refuses it with the spec's error dialog). A chip whose removal
 * can only fail (`lockedReason`) shows its Remove button disabled with the reason (`aria-disabled`,
 * described by the reason, `title` tooltip; decision 0072).
 */
import { useId, useState } from 'react';
import { FallbackImage } from '../../components/fallback-image.js';
import styles from './admin.module.css';
import { useTexts } from '../../i18n/i18n.js';

export interface PickerOption {
  id: string;
  label: string;
  /** Optional small icon URL. */
  image?: string;
}

export interface ChipPickerProps {
  /** Visible name of the group, e.g. 'Languages'. */
  legend: string;
  /** Label of the select, e.g. 'Add a language'. */
  selectLabel: string;
  /** Text when every option is chosen. */
  emptyText: string;
  options: readonly PickerOption[];
  /** Chosen ids, in order. */
  value: readonly string[];
  onAdd: (id: string) => void;
  onRemove: (id: string) => void;
  /** Why a chosen item cannot be removed (its Remove button is shown disabled), else undefined. */
  lockedReason?: (id: string) => string | undefined;
  /** Shown instead of the select when the options failed to load. */
  loadError?: string | undefined;
  loading?: boolean;
}

/** Options not chosen yet, in their list order. */
export function remainingOptions(
  options: readonly PickerOption[],
  chosen: readonly string[],
): PickerOption[] {
  const taken = new Set(chosen);
  return options.filter((option) => !taken.has(option.id));
}

export function ChipPicker(props: ChipPickerProps) {
  const { TEXTS } = useTexts();
  const {
    legend,
    selectLabel,
    emptyText,
    options,
    value,
    onAdd,
    onRemove,
    loadError,
    loading,
    lockedReason,
  } = props;
  const selectId = useId();
  const [selected, setSelected] = useState('');
  const remaining = remainingOptions(options, value);
  // The selection may have been chosen meanwhile; only a still-offered id counts.
  const current = remaining.some((option) => option.id === selected) ? selected : '';
  const byId = new Map(options.map((option) => [option.id, option]));

  const add = () => {
    if (!current) return;
    onAdd(current);
    setSelected('');
  };

  return (
    <fieldset className={styles.picker}>
      <legend className={styles.legend}>{legend}</legend>
      {loadError ? (
        <p role="alert" className={styles.fieldError}>
          {loadError}
        </p>
      ) : (
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
              onChange={(event) => setSelected(event.target.value)}
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
            onClick={add}
            disabled={!current}
            aria-label={`${TEXTS.add} to ${legend}`}
          >
            {TEXTS.add}
          </button>
        </div>
      )}
      <ul className={styles.chips} aria-label={`Chosen ${legend}`}>
        {value.map((id) => {
          const option = byId.get(id);
          const label = option?.label ?? id;
          const locked = lockedReason?.(id);
          const reasonId = `${selectId}-locked-${id}`;
          return (
            <li key={id} className={styles.chip}>
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
                  onClick={() => onRemove(id)}
                  aria-label={`${TEXTS.remove} ${label}`}
                >
                  ×
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
