/**
 * Categories (wire `categories`): the project filter strip. Their special rules (unique titles
 * ignoring case, the `All` category) live in src/server/modules/resources/categories.ts.
 */
import { z } from 'zod';
import { image, title } from '../fields.js';
import { RESOURCE } from '../paths.js';
import { defineResource } from './define.js';
import { categoriesTexts } from './texts.js';

export const categories = defineResource({
  key: 'category',
  wire: RESOURCE.category,
  table: 'categories',
  label: 'Category',
  plural: 'Categories',
  ordered: true,
  // The entry form: fields in the order shown, with their controls (decision 0116).
  form: { title: 'text', thumbnails: 'image' },
  // Prose fields with a Spanish version under `i18n` (decisions/0065).
  translatable: ['title'],
  fields: {
    title: title().min(1, { error: 'must not be empty' }),
    thumbnails: image(),
  },
  required: ['title'],
  defaults: { thumbnails: '' },
  wireFields: { title: z.string(), thumbnails: z.string() },
  texts: categoriesTexts,
});
