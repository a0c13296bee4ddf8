/**
 * Texts of the import from LinkedIn or BibTeX (the data page and the create-profile card; decision
 * 0269; ours, not the spec's). Catalogue messages (`{name}` placeholders), read through
 * `useTexts().SOURCE_IMPORT_TEXTS`; the Spanish ones are in ./es.ts.
 */
export const SOURCE_IMPORT_TEXTS = {
  heading: 'Import from LinkedIn or BibTeX',
  intro:
    'Drop the ZIP LinkedIn sends ("Get a copy of your data") or a BibTeX file (.bib) of your publications. You see what it found, and choose, before anything changes.',
  pick: 'Choose a LinkedIn ZIP or .bib file',
  hint: 'or drop it here',
  reading: 'Reading the file…',
  previewHeading: 'What the file holds',
  sections: {
    basics: 'Person',
    work: 'Work',
    education: 'Education',
    skills: 'Skills',
    projects: 'Projects',
    certificates: 'Certificates',
    languages: 'Languages',
    publications: 'Publications',
    awards: 'Awards',
    volunteer: 'Volunteering',
    courses: 'Courses',
  },
  sectionCounts: '{fresh} new · {matching} already there · {skipped} skipped',
  status: {
    new: 'New',
    match: 'Already in your portfolio',
    skip: 'Skipped',
  },
  add: 'Add new entries',
  replace: 'Replace this section',
  replaceHint: 'Its entries go to the trash first.',
  you: '(you)',
  notes: 'Notes:',
  filesRead: 'Read: {files}.',
  filesIgnored: 'Not read: {count} other files (connections, messages and the like).',
  importButton: 'Import {count} selected',
  importing: 'Importing…',
  done: 'Imported {count} entries. Your portfolio from before is saved as an automatic backup.',
  undo: 'Undo this import',
  undone: 'The import was undone: your portfolio is as it was.',
  failed: 'The import failed; nothing changed.',
  undoFailed: 'The import could not be undone; the automatic backup is still on the data page.',
} as const;
