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
import { useId } from 'react';
import styles from './admin.module.css';
import { Chip } from './chip.js';
import { useChipChoice } from './chip-choice.js';
import type { ChipPickerProps } from './chip-picker-props.js';
import { ChipSelect } from './chip-select.js';

export function ChipPicker(props: ChipPickerProps) {
  const { legend, options, value, onAdd, onRemove, loadError, lockedReason } = props;
  const selectId = useId();
  const { remaining, current, setSelected, add } = useChipChoice(options, value, onAdd);
  const byId = new Map(options.map((option) => [option.id, option]));

  return (
    <fieldset className={styles.picker}>
      <legend className={styles.legend}>{legend}</legend>
      {loadError ? (
        <p role="alert" className={styles.fieldError}>
          {loadError}
        </p>
      ) : (
        <ChipSelect
          {...props}
          selectId={selectId}
          remaining={remaining}
          current={current}
          onSelect={setSelected}
          onChoose={add}
        />
      )}
      <ul className={styles.chips} aria-label={`Chosen ${legend}`}>
        {value.map((id) => (
          <Chip
            key={id}
            option={byId.get(id)}
            label={byId.get(id)?.label ?? id}
            locked={lockedReason?.(id)}
            reasonId={`${selectId}-locked-${id}`}
            onRemove={() => onRemove(id)}
          />
        ))}
      </ul>
    </fieldset>
  );
}
