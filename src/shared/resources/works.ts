/**
 * Works (wire `works`): jobs in the Work section (docs/product.md §2 "Home sections"; docs/api.md "Entities").
 */
import { RESOURCE } from '../paths.js';
import { defineResource, fromEntries } from './define.js';
import { WORK_FIELDS } from './works-fields.js';
import { worksTexts } from './texts.js';

export const works = defineResource({
  key: 'work',
  wire: RESOURCE.work,
  table: 'works',
  label: 'Work',
  plural: 'Works',
  ordered: true,
  // Prose fields with a Spanish version under `i18n` (decisions/0065).
  translatable: ['jobTitle', 'description', 'highlights'],
  // Every field, one entry each: schemas, default, control, words, places (decision 0240).
  ...fromEntries(WORK_FIELDS),
  texts: worksTexts,
});
