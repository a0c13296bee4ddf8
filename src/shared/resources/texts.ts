/**
 * The texts of each resource's declaration (noun, heading, dialogs' texts, form labels), apart from
 * the declarations' schemas: plain data, without zod, which the web app's catalogue
 * (src/web/i18n/catalogue.ts) reads so the visitor's page needs no zod
 * (docs/decisions/0021-light-first-view.md, docs/decisions/0160-visitor-page-islands.md). Each
 * declaration in this folder takes its `texts` from here; Spanish in src/web/i18n/es.ts.
 */
import { MESSAGES, REORDER_MESSAGES } from '../messages.js';
import { PEOPLE, RESOURCE } from '../paths.js';
import type { ResourceTexts } from './define.js';

export const worksTexts: ResourceTexts = {
  noun: 'Work',
  heading: 'Work',
  saved: MESSAGES.saved.work,
  deleted: MESSAGES.deleted.work,
  deleteError: MESSAGES.deleteError.work,
  deleteConfirm: MESSAGES.deleteConfirm.work,
  reorder: REORDER_MESSAGES.works!,
  /** The form's field labels (ours; docs/product.md §3 names the fields), Spanish in src/web/i18n/es.ts. */
  labels: {
    company: 'Company',
    linkCompany: 'Company Link',
    jobTitle: 'Job Title',
    dateStart: 'Start Date',
    dateEnd: 'End Date',
    finished: 'Finished',
    description: 'Description',
    thumbnails: 'Image URL',
    location: 'Location',
    highlights: 'Highlights (one per line)',
  },
};

export const categoriesTexts: ResourceTexts = {
  noun: 'Category',
  heading: 'Categories',
  saved: MESSAGES.saved.category,
  deleted: MESSAGES.deleted.category,
  deleteError: MESSAGES.deleteError.category,
  deleteConfirm: MESSAGES.deleteConfirm.category,
  reorder: REORDER_MESSAGES.categories!,
  /** The form's field labels (ours; docs/product.md §3 names the fields), Spanish in src/web/i18n/es.ts. */
  labels: {
    title: 'Title',
    thumbnails: 'Image URL',
  },
};

export const projectsTexts: ResourceTexts = {
  noun: 'Project',
  heading: 'Projects',
  saved: MESSAGES.saved.project,
  deleted: MESSAGES.deleted.project,
  deleteError: MESSAGES.deleteError.project,
  deleteConfirm: MESSAGES.deleteConfirm.project,
  reorder: REORDER_MESSAGES.proyects!,
  /** The form's field labels (ours; docs/product.md §3 names the fields), Spanish in src/web/i18n/es.ts. */
  labels: {
    title: 'Title',
    company: 'Company',
    linkCompany: 'Company Link',
    linkProyect: 'Project Link',
    dateStart: 'Start Date',
    dateEnd: 'End Date',
    description: 'Description',
    languages: 'Skills',
    categories: 'Categories',
    thumbnails: 'Images',
    roles: 'Roles (one per line)',
    highlights: 'Highlights (one per line)',
  },
};

export const educationsTexts: ResourceTexts = {
  noun: 'Education',
  heading: 'Education',
  saved: MESSAGES.saved.education,
  deleted: MESSAGES.deleted.education,
  deleteError: MESSAGES.deleteError.education,
  deleteConfirm: MESSAGES.deleteConfirm.education,
  reorder: REORDER_MESSAGES.educations!,
  /** The form's field labels (ours; docs/product.md §3 names the fields), Spanish in src/web/i18n/es.ts. */
  labels: {
    institutionName: 'Institution Name',
    linkInstitution: 'Institution Link',
    iconInstitution: 'Institution Icon URL',
    title: 'Title',
    linkCertificate: 'Certificate Link',
    dateStart: 'Start Date',
    dateEnd: 'End Date',
    finished: 'Finished',
    typeEducation: 'Type of Education',
    description: 'Description',
  },
};

export const skillsTexts: ResourceTexts = {
  noun: 'Skill',
  heading: 'Skills',
  saved: MESSAGES.saved.skill,
  deleted: MESSAGES.deleted.skill,
  deleteError: MESSAGES.deleteError.skill,
  deleteConfirm: MESSAGES.deleteConfirm.skill,
  reorder: REORDER_MESSAGES.languages!,
  /** The form's field labels (ours; docs/product.md §3 names the fields), Spanish in src/web/i18n/es.ts. */
  labels: {
    title: 'Title',
    percent: 'Percent',
    type: 'Type',
    thumbnails: 'Image URL',
  },
};

export const socialLinksTexts: ResourceTexts = {
  noun: 'Social Media',
  heading: 'Social Media',
  saved: MESSAGES.saved.socialLink,
  deleted: undefined,
  deleteError: MESSAGES.deleteError.socialMedia,
  deleteConfirm: {
    title: 'Delete Social Media:',
    text: 'Are you sure you want to delete the Social Media?',
  },
  reorder: REORDER_MESSAGES['social-medias']!,
  /** The form's field labels (ours; docs/product.md §3 names the fields), Spanish in src/web/i18n/es.ts. */
  labels: {
    type: 'Type',
    title: 'Title',
    linkSocial: 'Link',
    thumbnails: 'Icon URL',
    username: 'Username',
  },
};

export const volunteerTexts: ResourceTexts = {
  noun: 'Volunteer',
  heading: 'Volunteer',
  saved: 'Volunteer saved!',
  deleted: 'Volunteer Deleted!',
  deleteError: 'Error deleting Volunteer: ',
  deleteConfirm: { title: 'Delete Volunteer:', text: 'Are you sure you want to delete the Volunteer?' },
  reorder: { empty: 'No ordered Volunteer provided!', badId: 'Each Volunteer must have a valid _id' },
  labels: {
    organization: 'Organization',
    position: 'Position',
    url: 'Link',
    startDate: 'Start date',
    endDate: 'End date',
    summary: 'Summary',
    highlights: 'Highlights',
  },
};

export const awardsTexts: ResourceTexts = {
  noun: 'Award',
  heading: 'Awards',
  saved: 'Award saved!',
  deleted: 'Award Deleted!',
  deleteError: 'Error deleting Award: ',
  deleteConfirm: { title: 'Delete Award:', text: 'Are you sure you want to delete the Award?' },
  reorder: { empty: 'No ordered Awards provided!', badId: 'Each Award must have a valid _id' },
  labels: {
    title: 'Title',
    date: 'Date',
    awarder: 'Awarder',
    summary: 'Summary',
  },
};

export const certificatesTexts: ResourceTexts = {
  noun: 'Certificate',
  heading: 'Certificates',
  saved: 'Certificate saved!',
  deleted: 'Certificate Deleted!',
  deleteError: 'Error deleting Certificate: ',
  deleteConfirm: { title: 'Delete Certificate:', text: 'Are you sure you want to delete the Certificate?' },
  reorder: { empty: 'No ordered Certificates provided!', badId: 'Each Certificate must have a valid _id' },
  labels: {
    name: 'Name',
    date: 'Date',
    issuer: 'Issuer',
    url: 'Link',
  },
};

export const publicationsTexts: ResourceTexts = {
  noun: 'Publication',
  heading: 'Publications',
  saved: 'Publication saved!',
  deleted: 'Publication Deleted!',
  deleteError: 'Error deleting Publication: ',
  deleteConfirm: { title: 'Delete Publication:', text: 'Are you sure you want to delete the Publication?' },
  reorder: { empty: 'No ordered Publications provided!', badId: 'Each Publication must have a valid _id' },
  labels: {
    name: 'Name',
    publisher: 'Publisher',
    releaseDate: 'Release date',
    url: 'Link',
    summary: 'Summary',
  },
};

export const spokenLanguagesTexts: ResourceTexts = {
  noun: 'Spoken language',
  heading: 'Spoken languages',
  saved: 'Spoken language saved!',
  deleted: 'Spoken language Deleted!',
  deleteError: 'Error deleting Spoken language: ',
  deleteConfirm: {
    title: 'Delete Spoken language:',
    text: 'Are you sure you want to delete the Spoken language?',
  },
  reorder: {
    empty: 'No ordered Spoken languages provided!',
    badId: 'Each Spoken language must have a valid _id',
  },
  labels: {
    language: 'Language',
    fluency: 'Fluency',
  },
};

export const interestsTexts: ResourceTexts = {
  noun: 'Interest',
  heading: 'Interests',
  saved: 'Interest saved!',
  deleted: 'Interest Deleted!',
  deleteError: 'Error deleting Interest: ',
  deleteConfirm: { title: 'Delete Interest:', text: 'Are you sure you want to delete the Interest?' },
  reorder: { empty: 'No ordered Interests provided!', badId: 'Each Interest must have a valid _id' },
  labels: {
    name: 'Name',
    keywords: 'Keywords',
  },
};

export const referencesTexts: ResourceTexts = {
  noun: 'Reference',
  heading: 'References',
  saved: 'Reference saved!',
  deleted: 'Reference Deleted!',
  deleteError: 'Error deleting Reference: ',
  deleteConfirm: { title: 'Delete Reference:', text: 'Are you sure you want to delete the Reference?' },
  reorder: { empty: 'No ordered References provided!', badId: 'Each Reference must have a valid _id' },
  labels: {
    name: 'Name',
    reference: 'Reference',
  },
};

export const personTexts: ResourceTexts = {
  noun: 'Person',
  heading: 'Person',
  saved: MESSAGES.profile.personUpdated,
  deleted: undefined,
  deleteError: '',
  deleteConfirm: { title: '', text: '' },
  reorder: { empty: '', badId: '' },
  labels: {},
};

/** Every resource's texts by its wire name, in the order of LIST_RESOURCES (src/shared/resources/index.ts), then the person. */
/** The owner's own sections' entries (docs/product.md §27). */
export const customEntriesTexts: ResourceTexts = {
  noun: 'Entry',
  heading: 'Custom sections',
  saved: 'Entry saved!',
  deleted: 'Entry Deleted!',
  deleteError: 'Error deleting Entry: ',
  deleteConfirm: { title: 'Delete Entry:', text: 'Are you sure you want to delete the Entry?' },
  reorder: { empty: 'No ordered Entries provided!', badId: 'Each Entry must have a valid _id' },
  labels: {
    title: 'Title',
    subtitle: 'Subtitle',
    startDate: 'Start date',
    endDate: 'End date',
    url: 'Link',
    summary: 'Description',
    image: 'Image',
  },
};

export const TEXTS_BY_WIRE: readonly (readonly [string, ResourceTexts])[] = [
  [RESOURCE.work, worksTexts],
  [RESOURCE.category, categoriesTexts],
  [RESOURCE.project, projectsTexts],
  [RESOURCE.education, educationsTexts],
  [RESOURCE.skill, skillsTexts],
  [RESOURCE.socialLink, socialLinksTexts],
  ['volunteer', volunteerTexts],
  ['awards', awardsTexts],
  ['certificates', certificatesTexts],
  ['publications', publicationsTexts],
  ['spoken-languages', spokenLanguagesTexts],
  ['interests', interestsTexts],
  ['references', referencesTexts],
  ['custom-entries', customEntriesTexts],
  [PEOPLE, personTexts],
];
