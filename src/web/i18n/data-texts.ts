/**
 * Texts and the route of the data page and the create-profile card (decision 0040; ours, not the spec's).
 * The texts are catalogue messages (src/web/i18n/catalogue.ts; `{name}` placeholders): components
 * read the active language's through `useTexts().DATA_TEXTS` (decision 0060).
 */

export const DATA_PATH = '/data';

export const DATA_TEXTS = {
  link: 'Data: import, export, backups',
  heading: 'Your data',
  createProfile: {
    heading: 'Create your profile',
    intro:
      'Your portfolio has no person yet. Start with your name: photos, banner and the rest can be added right after, or import a JSON Resume.',
    firstName: 'First Name',
    lastName: 'Last Name',
    jobTitles: 'Job Titles',
    create: 'Create my profile',
    importInstead: 'Import a JSON Resume',
    failed: 'The profile could not be created.',
  },
  import: {
    heading: 'Import a JSON Resume',
    intro:
      'Choose or drop a resume.json (jsonresume.org). It is checked first; nothing changes until you confirm.',
    pick: 'Choose resume.json',
    hint: 'or drop it here',
    notJson: 'This file is not JSON.',
    problems: 'The file is not a valid JSON Resume:',
    previewHeading: 'What the import makes',
    current: 'Now',
    after: 'After the import',
    warnings: 'Left out:',
    replace: 'Replace my portfolio',
    confirmTitle: 'Replace your portfolio?',
    confirmText:
      'Everything in the portfolio is replaced by this resume. The current portfolio is saved as an automatic backup first.',
    done: 'Imported. The previous portfolio is in the automatic backups.',
    // Decision 0065: a second resume as the Spanish version of the same entries.
    as: 'Import as',
    asPortfolio: 'My portfolio (replaces it)',
    asSpanish: 'The Spanish version of my entries (matched by order)',
    spanishHeading: 'What gets a Spanish version',
    spanishCurrent: 'Entries',
    spanishAfter: 'Matched in the file',
    spanishNotes: 'Notes:',
    spanishImport: 'Import the Spanish version',
    spanishConfirmTitle: 'Import the Spanish version?',
    spanishConfirmText:
      'The Spanish texts of your entries are replaced by this resume’s, entry by entry in order. Nothing else changes. The current site is saved as an automatic backup first.',
    spanishDone: 'Spanish version imported.',
  },
  export: {
    heading: 'Export and back up',
    intro:
      'A JSON Resume holds the portfolio for other tools; a backup holds the whole site, images included, to restore here.',
    resume: 'Export JSON Resume',
    resumeSpanish: 'Export JSON Resume (Español)',
    backup: 'Download a backup',
  },
  restore: {
    heading: 'Restore a backup',
    intro: 'Choose or drop a vitae-backup file. Accounts and passwords stay as they are.',
    pick: 'Choose a backup file',
    hint: 'or drop it here',
    /** `{people}` and `{images}` are the counts below with their word ("2 people"). */
    preview: 'Backup of {createdAt}: {people}, {images}.',
    onePerson: '{count} person',
    people: '{count} people',
    oneImage: '{count} image',
    images: '{count} images',
    restore: 'Restore this backup',
    confirmTitle: 'Restore this backup?',
    confirmText:
      'The whole portfolio and its images are replaced by the backup. The current site is saved as an automatic backup first.',
    done: 'Restored. The site from before is in the automatic backups.',
  },
  reset: {
    heading: 'Start from an empty portfolio',
    intro: 'Removes the person, every entry and every image. Accounts and the All category stay.',
    button: 'Start from an empty portfolio',
    confirmTitle: 'Empty the portfolio?',
    confirmText:
      'Everything but the accounts and the All category is removed. The current site is saved as an automatic backup first.',
    done: 'The portfolio is empty.',
  },
  /** Shown when the server gives no message of its own. */
  errors: {
    unreadable: 'The file could not be read.',
    notBackup: 'This is not a Vitae backup.',
    restoreFailed: 'The backup could not be restored.',
    resetFailed: 'The portfolio could not be emptied.',
    backupsFailed: 'The backups could not be loaded.',
  },
  backups: {
    heading: 'Automatic backups',
    intro: 'Saved before every import, restore and reset; the last five are kept.',
    none: 'No automatic backups yet.',
    before: 'before {reason}',
    /** The server's backup reasons as read after "before". */
    reasons: { import: 'import', restore: 'restore', reset: 'reset' },
    download: 'Download',
    restore: 'Restore',
  },
  counts: {
    people: 'Person',
    works: 'Works',
    educations: 'Educations',
    skills: 'Skills',
    projects: 'Projects',
    categories: 'Categories (besides All)',
    socialLinks: 'Social links and contacts',
  },
} as const;
