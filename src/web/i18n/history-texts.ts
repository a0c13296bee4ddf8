/**
 * The texts of the history, the undo toast and the trash (docs/product.md §22), ours (the spec has
 * none): English here without imports so the catalogue (./catalogue.ts) can hold it; Spanish in
 * ./es.ts. `{name}` placeholders are filled by the readers. Source: decision 0060, decision 0130.
 */
export const HISTORY_MESSAGES = {
  undo: {
    deleted: 'Moved to the trash.',
    reordered: 'Order changed.',
    button: 'Undo',
    undone: 'Undone.',
    failed: 'Could not undo: ',
  },
  history: {
    link: 'History',
    linkOf: 'History of {name}',
    title: 'History',
    intro:
      'Every change of this entry, newest first. Restoring a version is recorded too, so you can always go back.',
    empty: 'No changes recorded yet.',
    create: 'Created',
    update: 'Edited',
    delete: 'Deleted',
    reorder: 'Reordered',
    restore: 'Restored',
    by: '{action} by {user}, {date}',
    system: 'Vitae (import)',
    restoreVersion: 'Restore this version',
    restoreConfirm: 'Restore this version?',
    restoreText: 'The entry goes back to how it was after this change.',
    restored: 'Version restored!',
    noChange: 'Nothing changed in the fields.',
    removed: 'removed',
    added: 'added',
    empty_value: '(empty)',
    back: 'Back',
    current: 'Current version',
    loadError: 'The history could not be loaded: ',
    older: 'Show older changes',
  },
  trash: {
    link: 'Trash',
    title: 'Trash',
    intro: 'Deleted entries stay here for 30 days; then they are deleted for good.',
    empty: 'The trash is empty.',
    restore: 'Restore',
    restoreName: 'Restore {name}',
    deleteForGood: 'Delete for good',
    deleteForGoodName: 'Delete {name} for good',
    deleteConfirm: 'Delete for good?',
    deleteText: 'This entry and its history will be gone; this cannot be undone.',
    restored: 'Restored!',
    deletedForGood: 'Deleted for good.',
    deletedBy: 'Deleted by {user}, {date}. The trash deletes it for good on {purge}.',
    error: 'Error: ',
  },
  retention: {
    heading: 'How long history is kept',
    intro:
      'A change stays in its entry’s history while it is younger than the days below or among the entry’s last states.',
    days: 'Days',
    states: 'States of each entry',
    save: 'Save',
    saved: 'Saved!',
    error: 'Error: ',
  },
} as const;
