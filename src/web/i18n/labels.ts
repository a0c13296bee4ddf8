/**
 * A message with `{name}` placeholders is read through src/web/i18n (a function of the values).
 *
 * Interface labels of the visitor side that the spec does not spell (field labels, accessible names,
 * the list loading indicator). Spec texts live in src/shared/messages.ts; these are ours and may be
 * reworded freely. Source: docs/product.md §2 "Home sections" lists the fields; the labels name them.
 */
import { ALL_CATEGORY_TITLE } from '../../shared/constants.js';

export const LABELS = {
  loading: 'Loading...',
  home: 'Home',
  portfolio: 'Portfolio',
  worksHeading: 'Works:',
  /** The end of a period not finished yet (a current job or study); the PDF CV's word too. */
  present: 'Present',
  /** The special category 'All' (docs/product.md §3) as the interface names it; Spanish 'Todas'. */
  allCategory: ALL_CATEGORY_TITLE,
  personHeading: 'Personal information',
  contactsHeading: 'Contacts',
  socialHeading: 'Social media',
  projectImages: 'Project images',
  previousImage: 'Previous image',
  nextImage: 'Next image',
  imageOf: 'Image {index} of {total}',
  goHome: 'Go to the home page',
  /** The header's theme toggle (pressed: dark colours). */
  darkTheme: 'Dark theme',
  /** A long description's toggle (DescriptionBox). */
  showMore: 'Show more',
  showLess: 'Show less',
  /** The lightbox (decision 0074). */
  viewWhole: 'View {alt} whole',
  close: 'Close',
  /**
   * The labels of the person's fields (its card is its own). The six original resources' fields are
   * labelled by their entries (src/shared/resources/*-fields.ts, decision 0240).
   */
  fields: {
    firstName: 'First Name',
    lastName: 'Last Name',
    birthday: 'Birthday',
    jobTitles: 'Job Titles',
    province: 'Province',
    country: 'Country',
    description: 'Description',
    location: 'Location',
  },
  /** Alt texts. */
  alt: {
    banner: 'Banner image',
    profile: 'Profile picture',
    profileOf: 'Profile picture of {name}',
    logo: 'Logo',
    logoOf: '{name} logo',
    icon: 'Icon',
    iconOf: '{name} icon',
    projectImage: '{title} image {index}',
    untitledProject: 'Project',
  },
} as const;
