/**
 * The admin controls' texts that the spec does not spell (ours), as catalogue messages:
 * `{noun}` is a kind's noun ("Work"), `{name}` an entry's accessible name ("Work ACME",
 * {@link CONTROL_MESSAGES.entry}). English lives here without imports so the catalogue
 * (src/web/i18n/catalogue.ts) can hold it; components read the active language through
 * `useControlTexts()` (./kinds.ts). Source: decision 0060, decision 0072.
 */
export const CONTROL_MESSAGES = {
  add: 'Add {noun}',
  edit: 'Edit {name}',
  delete: 'Delete {name}',
  drag: 'Drag {name}',
  /** An entry's accessible name: its kind's noun and its title. */
  entry: '{noun} {title}',
  /** An entry without a title. */
  untitled: '{noun} (untitled)',
  /** The noun of a contact link (the spec gives contacts only an error prefix). */
  contact: 'Contact',
  /** Why the category 'All' has no working delete button (decision 0072). */
  allCategoryKept: 'The All category is always kept: it cannot be deleted.',
  addSocial: 'Add Social Media or Contact',
  editPerson: 'Edit personal information',
  /** Drag announcements for screen readers ({position} is {@link CONTROL_MESSAGES.position} or ''). */
  pickedUp: 'Picked up {name}.',
  notOver: '{name} is no longer over another entry.',
  isAt: '{name} is at{position}.',
  movedTo: '{name} was moved to{position}, over {other}.',
  droppedAt: '{name} was dropped at{position}, in place of {other}.',
  droppedInPlace: '{name} was dropped where it was.',
  cancelled: 'Dragging was cancelled. {name} went back to its place.',
  position: ' position {index} of {total}',
  instructions:
    'To pick up an entry, focus its drag handle and press Space or Enter. While dragging, use the arrow ' +
    'keys to move it, Space or Enter to drop it in its new place, or Escape to cancel.',
} as const;
