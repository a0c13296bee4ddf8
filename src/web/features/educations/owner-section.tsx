/**
 * The educations section for the owner (docs/product.md §4.6; docs/product.md §4.5; docs/product.md §2 "Home sections", docs/product.md §4
 * "Delete" and "Reorder by drag"): the visitor's {@link EducationsSection} with the add link
 * (`/educations/form/new`), per row an edit link (`/educations/form/{id}`), a delete button and a
 * drag handle; rows drag vertically and the new order is saved with PUT `/api/educations/reorder`.
 *
 * The only code outside the visitor section that knows its private list class
 * (educations-section.module.css). Part of the admin home's lazy chunk (src/web/pages/owner/admin-home.ts),
 * so a visitor never downloads it or dnd-kit (docs/decisions/0036-web-feature-folders.md).
 */
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { Education } from '../../../shared/schemas.js';
import { useDeleteEntry, useSaveOrder } from '../owner-kit/actions.js';
import { AddLink, EntryControls } from '../owner-kit/controls.js';
import { KINDS, useNameOf } from '../owner-kit/kinds.js';
import { moveById } from '../owner-kit/reorder.js';
import { DragScope, restrictToVerticalAxis } from '../owner-kit/sortable.js';
import { useEducations } from './api.js';
import { EducationsSection } from './educations-section.js';
import educationStyles from './educations-section.module.css';

const educationTitle = (education: Education) => education.institutionName || education.title;

/** The owner's educations section; see the module doc. */
export function OwnerEducationsSection() {
  const educations = useEducations();
  const remove = useDeleteEntry();
  const save = useSaveOrder<Education>(KINDS.education.queryKey, KINDS.education.wire);
  const nameOf = useNameOf('education', educations.data, educationTitle);
  const onMove = (activeId: string, overId: string) => {
    const next = moveById(educations.data ?? [], activeId, overId);
    if (next) void save(next);
  };
  return (
    <EducationsSection
      headerActions={<AddLink kind="education" />}
      renderControls={(education) => (
        <EntryControls
          kind="education"
          id={education._id}
          title={educationTitle(education)}
          onDelete={() => void remove('education', { _id: education._id, title: educationTitle(education) })}
        />
      )}
      renderList={(list, renderRow) => (
        <DragScope nameOf={nameOf} onMove={onMove} modifiers={[restrictToVerticalAxis]}>
          <SortableContext
            items={list.map((education) => education._id)}
            strategy={verticalListSortingStrategy}
          >
            <ul className={educationStyles.list}>{list.map(renderRow)}</ul>
          </SortableContext>
        </DragScope>
      )}
    />
  );
}
