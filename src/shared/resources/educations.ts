/**
 * Educations (wire `educations`): the Education section (docs/product.md §2; docs/api.md "Entities").
 */
import { z } from 'zod';
import { EDUCATION_TYPES } from '../constants.js';
import { bool, dateText, description, image, link, title } from '../fields.js';
import { MESSAGES } from '../messages.js';
import { RESOURCE } from '../paths.js';
import { defineResource } from './define.js';
import { educationsTexts } from './texts.js';

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
  texts: educationsTexts,
});
