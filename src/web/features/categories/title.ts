/**
 * A category's title as a visitor reads it, apart from the list's query so the visitor's projects
 * island (docs/decisions/0160-visitor-page-islands.md) uses it without the query library.
 */
import { ALL_CATEGORY_TITLE } from '../../../shared/constants.js';
import { localize, type Language } from '../../../shared/i18n/languages.js';
import type { Category } from '../../../shared/schemas.js';
import { CATEGORY_FIELDS } from '../../../shared/resources/categories-fields.js';
import { fieldAt } from '../../../shared/resources/field-entries.js';

/** The field a category's chip is titled by (its `heading` card place). */
const HEADING = fieldAt(CATEGORY_FIELDS, 'heading') as 'title';

/**
 * A category's title as a visitor reads it in `language`: the owner's version in that language
 * (`localize`), except that the special `All` category (docs/product.md §3) without a translation of its own
 * reads `allTitle`, the interface's word for it (`LABELS.allCategory`: 'All', in Spanish 'Todas';
 * docs/decisions/0098-what-a-visitor-reads-first.md). The stored title stays 'All'.
 */
export function categoryTitle(category: Category, language: Language, allTitle: string): string {
  const title = localize(category, language)[HEADING];
  return title === ALL_CATEGORY_TITLE ? allTitle : title;
}
