/**
 * The person (wire `people`): the owner's personal information (docs/product.md §2 "Person section"). Not
 * ordered; its routes live with the users (src/server/modules/users/users.routes.ts).
 */
import { z } from 'zod';
import { dateText, description, digits, imageList, text } from '../fields.js';
import { PEOPLE } from '../paths.js';
import { defineResource } from './define.js';
import { personTexts } from './texts.js';

export const person = defineResource({
  key: 'person',
  wire: PEOPLE,
  table: 'people',
  label: 'Person',
  plural: 'People',
  ordered: false,
  // Prose fields with a Spanish version under `i18n` (decisions/0065).
  translatable: ['jobTitles', 'about'],
  fields: {
    firstName: text(),
    lastName: text(),
    dni: digits(),
    cuil: digits(),
    birthday: dateText(),
    jobTitles: text(),
    about: description(),
    city: text(),
    province: text(),
    country: text(),
    // JSON Resume basics.location.address and postalCode (decision 0030, decision 0033).
    address: text(),
    postalCode: text(),
    thumbnails: imageList(),
    banners: imageList(),
  },
  required: [],
  defaults: {
    firstName: '',
    lastName: '',
    dni: '',
    cuil: '',
    birthday: '',
    jobTitles: '',
    about: '',
    city: '',
    province: '',
    country: '',
    address: '',
    postalCode: '',
    thumbnails: [],
    banners: [],
  },
  wireFields: {
    firstName: z.string(),
    lastName: z.string(),
    dni: z.string(),
    cuil: z.string(),
    birthday: z.string(),
    jobTitles: z.string(),
    about: z.string(),
    city: z.string(),
    province: z.string(),
    country: z.string(),
    address: z.string(),
    postalCode: z.string(),
    thumbnails: z.array(z.string()),
    banners: z.array(z.string()),
  },
  texts: personTexts,
});
