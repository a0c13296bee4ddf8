/**
 * Drag reorder building blocks on dnd-kit (docs/product.md §4 "Reorder by drag"; docs/product.md §4.5):
 *
 * - {@link DragScope}: one DndContext with the spec's sensors (./drag-sensors.ts), screen-reader
 *   instructions and announcements naming the entries (./drag-announcements.ts), and
 *   `onMove(activeId, overId)` called only for a drop on another entry (a drop with no destination
 *   or at the same position does nothing).
 * - {@link DragHandle}: the visible handle button of one entry ("Drag Work ACME"); only the handle
 *   starts a drag, and the enclosing list item moves (./sortable-item.ts).
 * - The axis modifiers, for the works list (horizontal on wide screens, vertical at 992 px or
 *   narrower, docs/product.md §2; the query: ./media-query.ts).
 */
import { closestCenter, DndContext, type DragEndEvent, type Modifier } from '@dnd-kit/core';
import { useId, useMemo, type ReactNode } from 'react';
import styles from './admin-home.module.css';
import { makeAnnouncements } from './drag-announcements.js';
import { useDragSensors } from './drag-sensors.js';
import { GripIcon } from './icons.js';
import { useControlTexts } from './kinds.js';
import { useSortableItem } from './sortable-item.js';

/** Keep a drag on the horizontal axis. */
export const restrictToHorizontalAxis: Modifier = ({ transform }) => ({ ...transform, y: 0 });
/** Keep a drag on the vertical axis. */
export const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });

export interface DragScopeProps {
  /** The accessible name of an entry by id, for the announcements ("Work ACME"). */
  nameOf: (id: string) => string;
  /** A drop on another entry: move `activeId` to `overId`'s position. */
  onMove: (activeId: string, overId: string) => void;
  modifiers?: Modifier[];
  children: ReactNode;
}

/** A DndContext with the spec's sensors and announcements; see the module doc. */
export function DragScope({ nameOf, onMove, modifiers, children }: DragScopeProps) {
  // The same ids on the server and in the browser (dnd-kit's own counter differs between the two, and
  // the server-rendered handles would point at descriptions that do not exist).
  const id = useId();
  const controlTexts = useControlTexts();
  const { instructions } = controlTexts;
  const sensors = useDragSensors();
  const accessibility = useMemo(
    () => ({
      announcements: makeAnnouncements((id) => nameOf(String(id)), controlTexts),
      screenReaderInstructions: { draggable: instructions },
    }),
    [nameOf, instructions, controlTexts],
  );
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || over.id === active.id) return;
    onMove(String(active.id), String(over.id));
  };
  return (
    <DndContext
      id={id}
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={modifiers}
      accessibility={accessibility}
      onDragEnd={handleDragEnd}
    >
      {children}
    </DndContext>
  );
}

export interface DragHandleProps {
  id: string;
  /** Accessible name of the entry ("Work ACME"); the button reads "Drag Work ACME". */
  name: string;
}

/** The drag handle of one entry; the enclosing `li` moves. See the module doc. */
export function DragHandle({ id, name }: DragHandleProps) {
  const { ref, attributes, listeners } = useSortableItem(id);
  const CONTROL_TEXTS = useControlTexts();
  return (
    <button
      type="button"
      ref={ref}
      className={styles.handle}
      {...attributes}
      {...listeners}
      aria-label={CONTROL_TEXTS.drag(name)}
    >
      <GripIcon />
    </button>
  );
}
