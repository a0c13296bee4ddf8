/**
 * The projects section with its category filter as the visitor reads it (docs/product.md §2
 * "Proyects" and "Categories", §4 "Project filter"): one island of the visitor's page
 * (docs/decisions/0160-visitor-page-islands.md), its lists given as props, so it needs no query
 * library. It owns the filter selection: none selected shows all projects; clicking the selected
 * category clears it.
 */
import { useContext, useState } from 'react';
import { SectionShapeContext } from '../../components/section-shape.js';
import type { Category, PopulatedProject } from '../../../shared/schemas.js';
import { CategoriesStripView } from '../../features/categories/categories-view.js';
import { ProjectsSectionView } from '../../features/projects/projects-view.js';

export interface VisitorProjectsProps {
  projects: PopulatedProject[];
  categories: Category[];
  /** The owner's heading of the section (docs/product.md §27), for the island's own root. */
  heading?: string;
}

/**
 * In the page's tree the section list's context gives the heading (and the owner's menu); hydrated
 * as an island on its own root, the `heading` prop gives it, so the HTML matches.
 */
export function VisitorProjects({ projects, categories, heading }: VisitorProjectsProps) {
  const outer = useContext(SectionShapeContext);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  return (
    <SectionShapeContext.Provider value={outer ?? (heading === undefined ? null : { heading })}>
      <ProjectsSectionView
        projects={{ status: 'success', data: projects }}
        selectedCategoryId={categoryId}
        filterStrip={
          <CategoriesStripView
            categories={{ status: 'success', data: categories }}
            selectedId={categoryId}
            onSelect={setCategoryId}
            headingLevel={3}
          />
        }
      />
    </SectionShapeContext.Provider>
  );
}
