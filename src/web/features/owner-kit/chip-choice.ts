/**
 * A chip picker's selection (docs/product.md §4 "Already chosen languages and categories vanish
 * from the picker list"): the items not chosen yet, the selected one (only while it is still
 * offered) and adding it.
 */
import { useState } from 'react';
import { remainingOptions, type PickerOption } from './chip-options.js';

/** The selection among `options` not in `value`; `add` gives the selected id to `onAdd` and clears it. */
export function useChipChoice(
  options: readonly PickerOption[],
  value: readonly string[],
  onAdd: (id: string) => void,
) {
  const [selected, setSelected] = useState('');
  const remaining = remainingOptions(options, value);
  // The selection may have been chosen meanwhile; only a still-offered id counts.
  const current = remaining.some((option) => option.id === selected) ? selected : '';

  const add = () => {
    if (!current) return;
    onAdd(current);
    setSelected('');
  };
  return { remaining, current, setSelected, add };
}
