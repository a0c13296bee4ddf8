/**
 * The projects' category filter in the page's address (docs/product.md §24 "Without JavaScript",
 * docs/decisions/0203-category-filter-in-the-address.md): `?category=<category id>` on the home page.
 * The server renders the page with that filter chosen, the filter's links carry it without
 * JavaScript, and the projects island keeps the address in step when it changes the filter. A value
 * that is no category's id (or none) means no filter: every project.
 */

/** The query parameter that names the chosen category. */
export const CATEGORY_PARAMETER = 'category';

/**
 * The link of a filter choice, relative to the page (so it stays on the page it is on): the chosen
 * category's `?category=<id>`, or `?` (the page without a filter) for none.
 */
export function categoryFilterHref(categoryId: string | null): string {
  return categoryId === null ? '?' : `?${CATEGORY_PARAMETER}=${encodeURIComponent(categoryId)}`;
}

/**
 * The chosen category's id in a query string (`search`: `?a=b&…`, as `location.search`), when it is
 * the id of one of `categoryIds`; else null (no filter).
 */
export function chosenCategory(search: string, categoryIds: readonly string[]): string | null {
  const value = new URLSearchParams(search).get(CATEGORY_PARAMETER);
  return value !== null && categoryIds.includes(value) ? value : null;
}

/**
 * `href` (an absolute address) with the filter set to `categoryId` (removed for null), its other
 * parameters and fragment kept: the address the projects island writes with `history.replaceState`.
 */
export function withCategoryFilter(href: string, categoryId: string | null): string {
  const url = new URL(href);
  if (categoryId === null) url.searchParams.delete(CATEGORY_PARAMETER);
  else url.searchParams.set(CATEGORY_PARAMETER, categoryId);
  return `${url.pathname}${url.search}${url.hash}`;
}
