/**
 * The category filter strip for the owner (docs/product.md §4.6; docs/product.md §4.5; docs/product.md §2 "Home sections", docs/product.md §4
 * "Delete" and "Reorder by drag"): the visitor's {@link CategoriesStrip} with the add link
 * (`/categories/form/new`), per category an edit link (`/categories/form/{id}`), a delete button and
 * a drag handle; categories drag along their strip and the new order is saved with PUT
 * `/api/categories/reorder`. The category 'All' keeps its delete button disabled with the reason
 * (decision 0072); deleting the selected category clears the selection.
 *
 * The admin home page passes it as the owner's projects section's `filterStrip` (features never
 * import each other). Part of the admin home's lazy chunk (src/web/pages/owner/admin-home.ts), so a visitor
 * never downloads it or dnd-kit (docs/decisions/0036-web-feature-folders.md).
 */
import { SortableContext, rectSortingStrategy } from '@dnd-kit/sortable';
import { useMemo } from 'react';
import type { Category } from '../../../shared/schemas.js';
import { isAllCategory, useDeleteEntry, useSaveOrder } from '../owner-kit/actions.js';
import { AddLink, EntryControls } from '../owner-kit/controls.js';
import { KINDS, useControlTexts, useNameOf } from '../owner-kit/kinds.js';
import { moveById } from '../owner-kit/reorder.js';
import { DragScope } from '../owner-kit/sortable.js';
import { useCategories } from './api.js';
import { CategoriesStrip } from './categories-strip.js';

export interface OwnerCategoriesStripProps {
  /** The selected category id (null: all projects). */
  selectedId: string | null;
  onSelect: (id: string | null) => void;
}

const titleOf = (category: Category) => category.title;

/** The owner's category strip; see the module doc. */
export function OwnerCategoriesStrip({ selectedId, onSelect }: OwnerCategoriesStripProps) {
  const categories = useCategories();
  const remove = useDeleteEntry();
  const save = useSaveOrder<Category>(KINDS.category.queryKey, KINDS.category.wire);
  const nameOf = useNameOf('category', categories.data, titleOf);
  const CONTROL_TEXTS = useControlTexts();
  const onMove = (activeId: string, overId: string) => {
    const next = moveById(categories.data ?? [], activeId, overId);
    if (next) void save(next);
  };
  const ids = useMemo(() => (categories.data ?? []).map((category) => category._id), [categories.data]);
  return (
    <DragScope nameOf={nameOf} onMove={onMove}>
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <CategoriesStrip
          selectedId={selectedId}
          onSelect={onSelect}
          headingLevel={3}
          headerActions={<AddLink kind="category" />}
          renderControls={(category) => (
            <EntryControls
              kind="category"
              id={category._id}
              title={category.title}
              row
              reveal
              deleteDisabledReason={isAllCategory(category.title) ? CONTROL_TEXTS.allCategoryKept : undefined}
              onDelete={() =>
                void remove('category', { _id: category._id, title: category.title }).then((deleted) => {
                  if (deleted && selectedId === category._id) onSelect(null);
                })
              }
            />
          )}
        />
      </SortableContext>
    </DragScope>
  );
}
