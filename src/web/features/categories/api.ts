/**
 * Category list query (docs/product.md §2 "Home sections", docs/product.md §4: sorted ascending by order, a tracked load).
 * `GET paths.list(RESOURCE.category)` answers `{response: Category[]}`; query key `queryKeys.categories`.
 */
import { useQuery } from '@tanstack/react-query';
import { ALL_CATEGORY_TITLE } from '../../../shared/constants.js';
import { localize, type Language } from '../../../shared/i18n/languages.js';
import { RESOURCE, paths } from '../../../shared/paths.js';
import type { Category } from '../../../shared/schemas.js';
import { queryKeys } from '../../lib/query-keys.js';
import { fetchSortedList } from '../list-query.js';

/** Fetch the categories sorted by order. Throws ApiError on failure. */
export function fetchCategories(): Promise<Category[]> {
  return fetchSortedList<Category>(paths.list(RESOURCE.category));
}

/** TanStack Query hook for the list (pending, error and data states; see the module doc). */
export function useCategories() {
  return useQuery({ queryKey: queryKeys.categories, queryFn: fetchCategories });
}

/**
 * A category's title as a visitor reads it in `language`: the owner's version in that language
 * (`localize`), except that the special `All` category (docs/product.md §3) without a translation of its own
 * reads `allTitle`, the interface's word for it (`LABELS.allCategory`: 'All', in Spanish 'Todas';
 * docs/decisions/0098-what-a-visitor-reads-first.md). The stored title stays 'All'.
 */
export function categoryTitle(category: Category, language: Language, allTitle: string): string {
  const title = localize(category, language).title;
  return title === ALL_CATEGORY_TITLE ? allTitle : title;
}
