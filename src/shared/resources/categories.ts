/**
 * Categories (wire `categories`): the project filter strip. Their special rules (unique titles
 * ignoring case, the `All` category) live in src/server/modules/resources/categories.ts.
 */
import { z } from 'zod';
import { image, title } from '../fields.js';
import { MESSAGES, REORDER_MESSAGES } from '../messages.js';
import { RESOURCE } from '../paths.js';
import { defineResource } from './define.js';

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
  texts: {
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
  },
});
