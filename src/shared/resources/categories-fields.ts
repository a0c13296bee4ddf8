/**
 * The fields of categories (docs/product.md §2 "Categories", §3 the form's fields), one entry each
 * (docs/decisions/0240-a-field-is-one-entry.md), in the form's order. The title is required and not
 * empty; its uniqueness and the `All` category are server rules
 * (src/server/modules/resources/categories.ts). The strip's chip shows the `heading` and the `image`
 * (src/web/features/categories/). Plain data (decision 0021).
 */
import { fieldEntries } from './field-entries.js';

export const CATEGORY_FIELDS = fieldEntries({
  title: { kind: 'title', required: true, label: { en: 'Title', es: 'Título' }, card: 'heading' },
  thumbnails: { kind: 'image', label: { en: 'Image URL', es: 'URL de la imagen' }, card: 'image' },
});
