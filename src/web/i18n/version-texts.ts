/**
 * Texts and the route of the Versions page (docs/product.md §20 "Versions and links"; ours, not the
 * spec's). Catalogue messages (src/web/i18n/catalogue.ts; `{name}` placeholders): components read the
 * active language's through `useTexts().VERSION_TEXTS` (decision 0060).
 */

export const VERSIONS_PATH = '/versions';

export const VERSION_TEXTS = {
  link: 'Versions and links',
  heading: 'Versions',
  intro:
    'A version is a selection of your portfolio for one kind of application. Edits to an entry show in every version that includes it.',
  none: 'No version yet. Name your first one.',
  newName: 'New version name',
  create: 'Create version',
  choose: 'Version',
  settings: 'Settings',
  name: 'Name',
  language: 'Content language',
  recipientLanguage: "The recipient's language",
  includeNew: 'Include new entries',
  /** The anonymised version's switch (docs/decisions/0265-anonymised-version.md). */
  anonymous: 'Anonymised CV',
  /** The job posting card (docs/decisions/0266-job-posting-match.md). */
  posting: {
    heading: 'Job posting',
    label: 'The job posting this version answers',
    private: 'Private: only you see it; it is never in a link, a CV or the static site.',
    save: 'Save posting',
    saved: 'Saved',
    figure: 'Match',
    covered: 'In this version',
    hidden: 'In the portfolio, left out of this version',
    missing: 'Nowhere in the portfolio',
    takeIn: 'Take in',
    profile: 'Profile',
  },
  anonymousHint:
    "Leaves out your name, photo, contact links, birth date and address from this version's page, CVs and JSON Resume; the version's name stands for yours.",
  jobTitles: 'Job titles in this version',
  about: 'About in this version',
  followMaster: 'Empty: as in the master',
  save: 'Save',
  saved: 'Saved',
  duplicate: 'Duplicate',
  delete: 'Delete version',
  deleteConfirm: 'Delete this version and all its links?',
  sections: 'Sections and entries',
  showSection: 'Show this section',
  included: 'Included',
  moveUp: 'Move up',
  moveDown: 'Move down',
  preview: 'See it as a recipient',
  links: 'Links',
  linksIntro:
    'One link per application. Each is a private address showing this version, its PDF CV and its JSON Resume.',
  label: 'Recipient',
  labelHint: 'Acme, backend role, via referral',
  expiry: 'Expires on (optional)',
  note: 'Note (only you see it)',
  frozen: 'Freeze: the recipient keeps seeing the version as it is now',
  createLink: 'Create link',
  noLinks: 'No link yet.',
  copy: 'Copy link',
  copied: 'Link copied',
  open: 'Open',
  pause: 'Pause',
  resume: 'Resume',
  revoke: 'Revoke',
  revokeConfirm: 'Revoke this link? Its address will answer that it is no longer available.',
  compare: 'Compare with today',
  compareTitle: 'Frozen on {date}',
  compareSame: 'The frozen version and today’s are the same.',
  compareAdded: 'Only today: {names}',
  compareRemoved: 'Only frozen: {names}',
  compareChanged: 'Changed since: {names}',
  states: { active: 'Active', paused: 'Paused', expired: 'Expired', revoked: 'Revoked' },
  expires: 'Expires {date}',
  frozenOn: 'Frozen {date}',
  // Editing a version where it stands (docs/product.md §29).
  pageVersion: 'Version on this page',
  master: 'Master',
  modeIntro:
    'You see “{name}” as a recipient sees it. The switch on each card takes the entry in or leaves it out, saved at once.',
  masterIntro: 'Choose a version to see it as a recipient does and pick its entries here.',
  inVersion: 'In this version: {name}',
  notInVersion: 'Not in this version',
  hiddenHere: 'Sections hidden in this version:',
  showNamed: 'Show {name}',
  moreSettings: 'Order, design and links',
  // The Versions page's pickers (docs/product.md §29).
  sectionOrder: 'Sections and their order',
  sectionOrderIntro:
    'Drag a section by its handle to move it. The version’s page and its PDF CV follow this order; a hidden section is left out.',
  shownNamed: 'Shown: {name}',
  hiddenOnSite: 'Hidden on the site',
  design: 'Design',
  designIntro:
    'The version’s page and its PDF CV use this design, with the site’s accent colour, fonts and photo shape.',
  siteDesign: 'The site’s design',
} as const;
