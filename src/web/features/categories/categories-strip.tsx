/**
 * The category strip (docs/product.md §2 "Categories"): titled 'Categories:', one toggle button per category
 * (thumbnail and title) sorted by order; clicking a category selects it as the project filter and
 * clicking it again clears the filter (docs/product.md §4 "Project filter"). Fades in at 60% visibility (docs/product.md §9).
 * Horizontal, vertical at a viewport of 768 px or less (CSS). The `All` category reads in the page's
 * language ('Todas'; `categoryTitle`), a category without an icon shows its letter mark (decision
 * 0098). Empty: 'No Categories data available';
 * error: 'Error loading categories: {message}'.
 *
 * Controlled: the page owns the selection (`selectedId`, `onSelect(id | null)`). Admin seams:
 * `headerActions` (add link) and `renderControls(category)` (edit link, delete button).
 */
import { listStateOf } from '../../components/list-state.js';
import { useCategories } from './api.js';
import { CategoriesStripView, type CategoriesStripProps } from './categories-view.js';

export { CategoriesStripView, nextSelection, type CategoriesStripProps } from './categories-view.js';

export function CategoriesStrip(props: CategoriesStripProps) {
  return <CategoriesStripView {...props} categories={listStateOf(useCategories())} />;
}
