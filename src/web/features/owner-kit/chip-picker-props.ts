/**
 * What a chip picker is given (src/web/features/owner-kit/chip-picker.tsx): its names and texts,
 * the items it offers and the chosen ones, and what adding and removing do.
 */
import type { PickerOption } from './chip-options.js';

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
