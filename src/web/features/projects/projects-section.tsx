/**
 * Projects (docs/product.md §2 "Proyects"): titled 'Proyects:'; the category filter strip goes above the list
 * (pass it as `filterStrip`; the page composes the categories feature, since features never import
 * each other). Each project shows title, company, company link, project link, start and end dates
 * (first 10 characters), its skills ("languages") with icon and title, a read-only description box
 * and an image carousel (placeholder when none). Cards fade in at 30% visibility (docs/product.md §9). Sorted by
 * order; `selectedCategoryId` filters (docs/product.md §4). Empty (or nothing in the selected category):
 * 'No Proyects data available.'; error: 'Error loading Proyects: {message}'.
 *
 * Admin seams: `headerActions`, `renderControls(project)`, `renderList(projects, renderCard)`.
 */
import { listStateOf } from '../../components/list-state.js';
import { useProjects } from './api.js';
import { ProjectsSectionView, type ProjectsSectionProps } from './projects-view.js';

export {
  ProjectCard,
  ProjectsSectionView,
  type ProjectCardProps,
  type ProjectsSectionProps,
} from './projects-view.js';

export function ProjectsSection(props: ProjectsSectionProps) {
  return <ProjectsSectionView {...props} projects={listStateOf(useProjects())} />;
}
