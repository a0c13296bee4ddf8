/**
 * The projects section with its category filter as the visitor reads it (docs/product.md §2
 * "Proyects" and "Categories", §4 "Project filter"): one island of the visitor's page
 * (docs/decisions/0160-visitor-page-islands.md), its lists given as props, so it needs no query
 * library. It owns the filter selection: none selected shows all projects; clicking the selected
 * category clears it.
 */
import { useState } from 'react';
import type { Category, PopulatedProject } from '../../../shared/schemas.js';
import { CategoriesStripView } from '../../features/categories/categories-view.js';
import { ProjectsSectionView } from '../../features/projects/projects-view.js';

export interface VisitorProjectsProps {
  projects: PopulatedProject[];
  categories: Category[];
}

export function VisitorProjects({ projects, categories }: VisitorProjectsProps) {
  const [categoryId, setCategoryId] = useState<string | null>(null);
  return (
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
  );
}
