/**
 * The works section for the owner (docs/product.md §4.6; docs/product.md §4.5; docs/product.md §2 "Home sections", docs/product.md §4 "Delete"
 * and "Reorder by drag"): the visitor's {@link WorksSection} with the add link
 * (`/works/form/new`), per card an edit link (`/works/form/{id}`), a delete button and a drag
 * handle. Above 992 px the cards wrap into rows and a card moves along and across them (rect
 * sorting: the spec's horizontal drag); at 992 px or narrower one column and vertical drag (docs/product.md §2
 * and 9). The new order shows at once and is saved with PUT `/api/works/reorder`.
 *
 * The only code outside the visitor section that knows its private list class
 * (works-section.module.css). Part of the admin home's lazy chunk (src/web/pages/owner/admin-home.ts), so a
 * visitor never downloads it or dnd-kit (docs/decisions/0036-web-feature-folders.md).
 */
import { SortableContext, rectSortingStrategy, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { BREAKPOINT_DRAG_VERTICAL } from '../../../shared/constants.js';
import type { Work } from '../../../shared/schemas.js';
import { useDeleteEntry, useSaveOrder } from '../owner-kit/actions.js';
import { AddLink, EntryControls } from '../owner-kit/controls.js';
import { KINDS, useNameOf } from '../owner-kit/kinds.js';
import { moveById } from '../owner-kit/reorder.js';
import { useMediaQuery } from '../owner-kit/media-query.js';
import { DragScope, restrictToVerticalAxis } from '../owner-kit/sortable.js';
import { useWorks } from './api.js';
import { WorksSection } from './works-section.js';
import workStyles from './works-section.module.css';

/** The media query under which works drag vertically (docs/product.md §2 and §9: 992 px or narrower). */
export const WORKS_VERTICAL_QUERY = `(max-width: ${BREAKPOINT_DRAG_VERTICAL}px)`;

const workTitle = (work: Work) => work.company;

/** The owner's works section; see the module doc. */
export function OwnerWorksSection() {
  const works = useWorks();
  const remove = useDeleteEntry();
  const save = useSaveOrder<Work>(KINDS.work.queryKey, KINDS.work.wire);
  const vertical = useMediaQuery(WORKS_VERTICAL_QUERY);
  const nameOf = useNameOf('work', works.data, workTitle);
  const onMove = (activeId: string, overId: string) => {
    const next = moveById(works.data ?? [], activeId, overId);
    if (next) void save(next);
  };
  return (
    <WorksSection
      headerActions={<AddLink kind="work" />}
      renderControls={(work) => (
        <EntryControls
          kind="work"
          id={work._id}
          title={workTitle(work)}
          onDelete={() => void remove('work', { _id: work._id, title: work.company })}
        />
      )}
      renderList={(list, renderCard) => (
        // The visitor's list with controls (decision 0072): above 992 px the cards wrap into rows
        // (works-section.module.css) and a card moves along and across them (rect sorting, so the
        // spec's horizontal drag); at 992 px or narrower one column and vertical drag (docs/product.md §2).
        <DragScope nameOf={nameOf} onMove={onMove} modifiers={vertical ? [restrictToVerticalAxis] : []}>
          <SortableContext
            items={list.map((work) => work._id)}
            strategy={vertical ? verticalListSortingStrategy : rectSortingStrategy}
          >
            <ul className={workStyles.list} data-axis={vertical ? 'vertical' : 'horizontal'}>
              {list.map(renderCard)}
            </ul>
          </SortableContext>
        </DragScope>
      )}
    />
  );
}
