/**
 * The items a chip picker offers (docs/product.md §4 "Already chosen languages and categories
 * vanish from the picker list"): each item's id, label and icon, and the ones not chosen yet.
 */

export interface PickerOption {
  id: string;
  label: string;
  /** Optional small icon URL. */
  image?: string;
}

/** Options not chosen yet, in their list order. */
export function remainingOptions(
  options: readonly PickerOption[],
  chosen: readonly string[],
): PickerOption[] {
  const taken = new Set(chosen);
  return options.filter((option) => !taken.has(option.id));
}
