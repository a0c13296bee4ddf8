/**
 * Texts and the route of the owner's Design page (docs/product.md §26; ours, not the spec's).
 * Catalogue messages (src/web/i18n/catalogue.ts): components read the active language's through
 * `useTexts().DESIGN_TEXTS` (decision 0060). The designs' own names are in src/shared/designs.
 */

export const DESIGN_PATH = '/design';

export const DESIGN_TEXTS = {
  /** The profile page's link. */
  link: 'Design',
  heading: 'Design',
  intro:
    'Choose how your site and your PDF CV look. The preview follows your choices at once; visitors see them once you save.',
  loading: 'Loading the design...',
  designs: 'Design',
  accent: 'Accent colour',
  ownAccent: "Use the design's own accent colour",
  accentHelp:
    'Links, buttons and headings use this colour, made darker or lighter where needed so every text stays readable (WCAG 2.2 AA) in the light and the dark theme.',
  fonts: 'Fonts',
  ownFonts: "The design's own",
  photoShape: 'Photo shape',
  ownPhotoShape: "The design's own",
  shapes: { circle: 'Circle', rounded: 'Rounded square', square: 'Square' },
  preview: 'Preview',
  sitePreview: 'Preview of the home page',
  cvPreview: 'Preview of the PDF CV',
  openCv: 'Open the CV preview in a new tab',
  atsHeading: 'What an ATS sees',
  atsIntro:
    'Applicant tracking systems read the text of your PDF, not its look. Check what an independent parser (pdf.js) reads in this CV.',
  atsCheck: 'Check the CV',
  atsChecking: 'Reading the CV…',
  atsError: 'Error reading the CV: ',
  atsText: 'The extracted text, in the order a parser reads it',
  atsTagged: 'Tagged PDF: headings, lists and reading order are marked.',
  atsUntagged: 'Untagged PDF: a parser gets one stream of text.',
  save: 'Save design',
  saved: 'Design saved!',
  error: 'Error saving the design: ',
  loadError: 'Error loading the design: ',
};
