/**
 * Works (wire `works`): jobs in the Work section (docs/product.md §2 "Home sections"; docs/api.md "Entities").
 */
import { z } from 'zod';
import { bool, dateText, description, image, link, textList, title } from '../fields.js';
import { RESOURCE } from '../paths.js';
import { defineResource } from './define.js';
import { worksTexts } from './texts.js';

export const works = defineResource({
  key: 'work',
  wire: RESOURCE.work,
  table: 'works',
  label: 'Work',
  plural: 'Works',
  ordered: true,
  // The entry form: fields in the order shown, with their controls (decision 0116).
  form: {
    company: 'text',
    linkCompany: 'link',
    jobTitle: 'text',
    location: 'text',
    dateStart: 'date',
    dateEnd: 'date',
    finished: 'checkbox',
    thumbnails: 'image',
    description: 'paragraph',
    highlights: 'lines',
  },
  // Prose fields with a Spanish version under `i18n` (decisions/0065).
  translatable: ['jobTitle', 'description', 'highlights'],
  fields: {
    company: title(),
    linkCompany: link(),
    jobTitle: title(),
    dateStart: dateText(),
    dateEnd: dateText(),
    finished: bool(),
    description: description(),
    thumbnails: image(),
    // JSON Resume work[].location and highlights (decision 0030, decision 0033).
    location: title(),
    highlights: textList(),
  },
  required: [],
  defaults: {
    company: '',
    linkCompany: '',
    jobTitle: '',
    dateStart: '',
    dateEnd: '',
    finished: false,
    description: '',
    thumbnails: '',
    location: '',
    highlights: [],
  },
  wireFields: {
    company: z.string(),
    linkCompany: z.string(),
    jobTitle: z.string(),
    dateStart: z.string(),
    dateEnd: z.string(),
    finished: z.boolean(),
    description: z.string(),
    thumbnails: z.string(),
    location: z.string(),
    highlights: z.array(z.string()),
  },
  texts: worksTexts,
});
