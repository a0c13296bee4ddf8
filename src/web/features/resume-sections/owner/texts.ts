/**
 * Texts of the owner's in-place editing of the JSON Resume sections (decision 0030) that the spec does not
 * spell (ours): the empty note, the cancel button, the hints under date and list fields, and the save
 * error's fallback (the spec's pattern 'Error saving Work' with the section's noun).
 */
export const OWNER_TEXTS = {
  /** Shown to the owner in a section without entries ("No Awards yet."). */
  empty: (heading: string) => `No ${heading} yet.`,
  cancel: 'Cancel',
  /** The accessible name of the add and edit forms. */
  addForm: (noun: string) => `New ${noun}`,
  editForm: (name: string) => `Edit ${name}`,
  dateHint: 'YYYY, YYYY-MM or YYYY-MM-DD',
  listHint: 'One per line',
  saveError: (noun: string) => `Error saving ${noun}`,
} as const;
