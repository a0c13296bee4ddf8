/**
 * Categories (wire `categories`): the project filter strip. Their special rules (unique titles
 * ignoring case, the `All` category) live in src/server/modules/resources/categories.ts.
 */
import { RESOURCE } from '../paths.js';
import { CATEGORY_FIELDS } from './categories-fields.js';
import { defineResource, fromEntries } from './define.js';
import { categoriesTexts } from './texts.js';

export const categories = defineResource({
  key: 'category',
  wire: RESOURCE.category,
  table: 'categories',
  label: 'Category',
  plural: 'Categories',
  ordered: true,
  // Prose fields with a Spanish version under `i18n` (decisions/0065).
  translatable: ['title'],
  // Every field, one entry each: schemas, default, control, words (decision 0240).
  ...fromEntries(CATEGORY_FIELDS),
  texts: categoriesTexts,
});
