/**
 * Educations (wire `educations`): the Education section (docs/product.md §2; docs/api.md "Entities").
 */
import { RESOURCE } from '../paths.js';
import { defineResource, fromEntries } from './define.js';
import { EDUCATION_FIELDS } from './educations-fields.js';
import { educationsTexts } from './texts.js';

export const educations = defineResource({
  key: 'education',
  wire: RESOURCE.education,
  table: 'educations',
  label: 'Education',
  plural: 'Educations',
  ordered: true,
  // Prose fields with a Spanish version under `i18n` (decisions/0065).
  translatable: ['title', 'description'],
  // Every field, one entry each: schemas, default, control, words (decision 0240).
  ...fromEntries(EDUCATION_FIELDS),
  texts: educationsTexts,
});
