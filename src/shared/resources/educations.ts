/**
 * Educations (wire `educations`): the Education section (docs/product.md §2; docs/api.md "Entities").
 */
import { z } from 'zod';
import { EDUCATION_TYPES } from '../constants.js';
import { bool, dateText, description, image, link, title } from '../fields.js';
import { MESSAGES, REORDER_MESSAGES } from '../messages.js';
import { RESOURCE } from '../paths.js';
import { defineResource } from './define.js';

export const educations = defineResource({
  key: 'education',
  wire: RESOURCE.education,
  table: 'educations',
  label: 'Education',
  plural: 'Educations',
  ordered: true,
  // The entry form: fields in the order shown, with their controls (decision 0116).
  form: {
    institutionName: 'text',
    linkInstitution: 'link',
    iconInstitution: 'image',
    title: 'text',
    linkCertificate: 'link',
    dateStart: 'date',
    dateEnd: 'date',
    finished: 'checkbox',
    typeEducation: 'select',
    description: 'paragraph',
  },
  // Prose fields with a Spanish version under `i18n` (decisions/0065).
  translatable: ['title', 'description'],
  fields: {
    institutionName: title(),
    linkInstitution: link(),
    iconInstitution: image(),
    title: title(),
    linkCertificate: link(),
    dateStart: dateText(),
    dateEnd: dateText(),
    finished: bool(),
    typeEducation: z.enum(EDUCATION_TYPES, { error: MESSAGES.validation.educationType }),
    description: description(),
  },
  required: ['typeEducation'],
  defaults: {
    institutionName: '',
    linkInstitution: '',
    iconInstitution: '',
    title: '',
    linkCertificate: '',
    dateStart: '',
    dateEnd: '',
    finished: false,
    description: '',
  },
  wireFields: {
    institutionName: z.string(),
    linkInstitution: z.string(),
    iconInstitution: z.string(),
    title: z.string(),
    linkCertificate: z.string(),
    dateStart: z.string(),
    dateEnd: z.string(),
    finished: z.boolean(),
    typeEducation: z.enum(EDUCATION_TYPES),
    description: z.string(),
  },
  texts: {
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
  },
});
