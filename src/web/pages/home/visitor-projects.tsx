/**
 * The projects section with its category filter as the visitor reads it (docs/product.md §2
 * "Proyects" and "Categories", §4 "Project filter"): one island of the visitor's page
 * (docs/decisions/0160-visitor-page-islands.md), its lists given as props, so it needs no query
 * library. It owns the filter selection: none selected shows all projects; clicking the selected
 * category clears it.
 *
 * The filter is in the page's address (src/shared/category-filter.ts, docs/product.md §24,
 * docs/decisions/0203-category-filter-in-the-address.md): the server renders the page with the
 * category of `?category=` chosen and gives it here as `categoryId`, so the island starts from the
 * same choice; each choice is a link to the page with it (it works without JavaScript), and a choice
 * made here rewrites the address (`history.replaceState`, no page load, no new history entry). The
 * chosen chip shows at the click's next paint, the list follows as a deferred value.
 */
import { useContext, useDeferredValue, useState, useSyncExternalStore } from 'react';
import { SectionShapeContext } from '../../components/section-shape.js';
import type { Category, PopulatedProject } from '../../../shared/schemas.js';
import { categoryFilterHref, chosenCategory, withCategoryFilter } from '../../../shared/category-filter.js';
import { useStaticSite } from '../../lib/static-site.js';
import { CategoriesStripView } from '../../features/categories/categories-view.js';
import { ProjectsSectionView } from '../../features/projects/projects-view.js';

export interface VisitorProjectsProps {
  projects: PopulatedProject[];
  categories: Category[];
  /** The owner's heading of the section (docs/product.md §27), for the island's own root. */
  heading?: string;
  /** The category chosen by the page's address (one of `categories`), if any. */
  categoryId?: string | null;
}

/** The address changes only through this island's own choices ({@link keepAddressInStep}). */
const noSubscription = () => () => {};

/** Write the chosen category into the address bar, keeping the history entry and its state. */
function keepAddressInStep(categoryId: string | null): void {
  window.history.replaceState(window.history.state, '', withCategoryFilter(window.location.href, categoryId));
}

/**
 * In the page's tree the section list's context gives the heading (and the owner's menu); hydrated
 * as an island on its own root, the `heading` prop gives it, so the HTML matches.
 */
export function VisitorProjects({
  projects,
  categories,
  heading,
  categoryId: chosen = null,
}: VisitorProjectsProps) {
  const outer = useContext(SectionShapeContext);
  // A static host sends the same page for every query string (docs/product.md §25): hydrated as its
  // HTML was written, the island then takes the category from the address itself.
  const staticSite = useStaticSite();
  const addressed = useSyncExternalStore(
    noSubscription,
    () =>
      staticSite
        ? chosenCategory(
            window.location.search,
            categories.map((category) => category._id),
          )
        : null,
    () => null,
  );
  // What the visitor picked here; undefined until they pick.
  const [picked, setPicked] = useState<string | null | undefined>(undefined);
  const categoryId = picked !== undefined ? picked : (addressed ?? chosen);
  // The chosen chip shows at the next paint; the list is filtered right after, interruptibly, so a
  // click is answered at once however many projects there are (interaction to next paint, §24).
  const listCategoryId = useDeferredValue(categoryId);
  const select = (next: string | null) => {
    setPicked(next);
    keepAddressInStep(next);
  };
  return (
    <SectionShapeContext.Provider value={outer ?? (heading === undefined ? null : { heading })}>
      <ProjectsSectionView
        projects={{ status: 'success', data: projects }}
        selectedCategoryId={listCategoryId}
        filterStrip={
          <CategoriesStripView
            categories={{ status: 'success', data: categories }}
            selectedId={categoryId}
            onSelect={select}
            hrefOf={categoryFilterHref}
            headingLevel={3}
          />
        }
      />
    </SectionShapeContext.Provider>
  );
}
