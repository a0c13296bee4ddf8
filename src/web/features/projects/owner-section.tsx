/**
 * The projects section for the owner (docs/product.md §4.6; docs/product.md §4.5; docs/product.md §2 "Home sections", docs/product.md §4
 * "Delete" and "Reorder by drag"): the visitor's {@link ProjectsSection} with the add link
 * (`/proyects/form/new`), per card an edit link (`/proyects/form/{id}`), a delete button and a drag
 * handle. Cards drag vertically; a filtered list reorders among the shown projects and the others
 * keep their positions; the new order is saved with PUT `/api/proyects/reorder`. The category strip
 * comes in as `filterStrip` (the page composes the categories feature's owner strip: features never
 * import each other).
 *
 * The only code outside the visitor section that knows its private list class
 * (projects-section.module.css). Part of the admin home's lazy chunk (src/web/pages/owner/admin-home.ts),
 * so a visitor never downloads it or dnd-kit (docs/decisions/0036-web-feature-folders.md).
 */
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import type { PopulatedProject } from '../../../shared/schemas.js';
import { useDeleteEntry, useSaveOrder } from '../owner-kit/actions.js';
import { AddLink, EntryControls } from '../owner-kit/controls.js';
import { KINDS, useNameOf } from '../owner-kit/kinds.js';
import { reorderSubset } from '../owner-kit/reorder.js';
import { DragScope, restrictToVerticalAxis } from '../owner-kit/sortable.js';
import { useProjects } from './api.js';
import { ProjectsSection } from './projects-section.js';
import projectStyles from './projects-section.module.css';

export interface OwnerProjectsSectionProps {
  /** The selected category id (null: all projects). */
  selectedCategoryId: string | null;
  /** Rendered between the heading and the list: the owner's category strip. */
  filterStrip?: ReactNode;
}

const titleOf = (project: PopulatedProject) => project.title;

/** The owner's projects section; see the module doc. */
export function OwnerProjectsSection({ selectedCategoryId, filterStrip }: OwnerProjectsSectionProps) {
  const projects = useProjects();
  const remove = useDeleteEntry();
  const save = useSaveOrder<PopulatedProject>(KINDS.project.queryKey, KINDS.project.wire);
  const nameOf = useNameOf('project', projects.data, titleOf);
  const renderList = (shown: PopulatedProject[], renderCard: (project: PopulatedProject) => ReactNode) => {
    const shownIds = new Set(shown.map((project) => project._id));
    // A filtered list reorders among the shown projects; the hidden ones keep their positions.
    const onMove = (activeId: string, overId: string) => {
      const next = reorderSubset(
        projects.data ?? [],
        (project) => shownIds.has(project._id),
        activeId,
        overId,
      );
      if (next) void save(next);
    };
    return (
      <DragScope nameOf={nameOf} onMove={onMove} modifiers={[restrictToVerticalAxis]}>
        <SortableContext items={shown.map((project) => project._id)} strategy={verticalListSortingStrategy}>
          <ul className={projectStyles.list}>{shown.map(renderCard)}</ul>
        </SortableContext>
      </DragScope>
    );
  };
  return (
    <ProjectsSection
      selectedCategoryId={selectedCategoryId}
      filterStrip={filterStrip}
      headerActions={<AddLink kind="project" />}
      renderControls={(project) => (
        <EntryControls
          kind="project"
          id={project._id}
          title={project.title}
          onDelete={() => void remove('project', { _id: project._id, title: project.title })}
        />
      )}
      renderList={renderList}
    />
  );
}
