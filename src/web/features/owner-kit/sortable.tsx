/**
 * Drag reorder building blocks on dnd-kit (docs/product.md §4 "Reorder by drag"; docs/product.md §4.5):
 *
 * - {@link DragScope}: one DndContext with the spec's sensors (a mouse drag starts after a 5 px move,
 *   a touch drag after a 120 ms long press with 5 px tolerance; the keyboard sensor with
 *   `sortableKeyboardCoordinates`), screen-reader instructions and announcements naming the entries,
 *   and `onMove(activeId, overId)` called only for a drop on another entry (a drop with no
 *   destination or at the same position does nothing).
 * - {@link DragHandle}: the visible handle button of one entry ("Drag Work ACME"). It registers the
 *   entry with `useSortable` and makes the enclosing list item (`li`, rendered by the section) the
 *   moving node, so links and buttons elsewhere in a card keep working: only the handle starts a drag.
 * - {@link useMediaQuery} and the axis modifiers, for the works list (horizontal on wide screens,
 *   vertical at 992 px or narrower, docs/product.md §2).
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { DRAG_MOUSE_DISTANCE_PX, DRAG_TOUCH_DELAY_MS } from '../../../shared/constants.js';
import styles from './admin-home.module.css';
import { GripIcon } from './icons.js';
import { CONTROL_TEXTS, useControlTexts, type ControlTexts } from './kinds.js';

/** Touch long-press tolerance in px (movement allowed during the 120 ms press). */
export const DRAG_TOUCH_TOLERANCE_PX = 5;

/** Keep a drag on the horizontal axis. */
export const restrictToHorizontalAxis: Modifier = ({ transform }) => ({ ...transform, y: 0 });
/** Keep a drag on the vertical axis. */
export const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/** Does the media query match now (and on change)? False where `matchMedia` does not exist. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener?.('change', onChange);
      return () => list.removeEventListener?.('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** Position text of a sortable over target: " position 2 of 4" ('' when not over a sortable). */
function positionOf(over: { data: { current?: unknown } } | null, texts: ControlTexts): string {
  if (!over) return '';
  const data = over.data.current as { sortable?: { index: number; items: unknown[] } } | undefined;
  if (!data?.sortable) return '';
  return texts.announce.position(data.sortable.index + 1, data.sortable.items.length);
}

/**
 * Screen-reader announcements naming the entries (`nameOf(id)` = "Work ACME"), in the language of
 * `texts` (default English). Exported for tests.
 */
export function makeAnnouncements(
  nameOf: (id: UniqueIdentifier) => string,
  texts: ControlTexts = CONTROL_TEXTS,
): Announcements {
  const say = texts.announce;
  return {
    onDragStart: ({ active }) => say.pickedUp(nameOf(active.id)),
    onDragOver: ({ active, over }) => {
      if (!over) return say.notOver(nameOf(active.id));
      if (over.id === active.id) return say.isAt(nameOf(active.id), positionOf(over, texts));
      return say.movedTo(nameOf(active.id), positionOf(over, texts), nameOf(over.id));
    },
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.id
        ? say.droppedAt(nameOf(active.id), positionOf(over, texts), nameOf(over.id))
        : say.droppedInPlace(nameOf(active.id)),
    onDragCancel: ({ active }) => say.cancelled(nameOf(active.id)),
  };
}

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
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: DRAG_MOUSE_DISTANCE_PX } }),
    useSensor(TouchSensor, {
      activationConstraint: { delay: DRAG_TOUCH_DELAY_MS, tolerance: DRAG_TOUCH_TOLERANCE_PX },
    }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
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
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  const CONTROL_TEXTS = useControlTexts();
  const itemRef = useRef<HTMLElement | null>(null);
  const ref = useCallback(
    (button: HTMLButtonElement | null) => {
      setActivatorNodeRef(button);
      const item = button?.closest('li') ?? null;
      itemRef.current = item;
      setNodeRef(item);
    },
    [setActivatorNodeRef, setNodeRef],
  );
  useLayoutEffect(() => {
    const item = itemRef.current;
    if (!item) return;
    item.style.transform = CSS.Translate.toString(transform) ?? '';
    // No transform transition from the card's own styles (the fade-in), or a dropped card would glide.
    item.style.transition = transition ?? 'opacity 0.5s ease-out';
    item.style.position = isDragging ? 'relative' : '';
    item.style.zIndex = isDragging ? '2' : '';
    item.classList.toggle(styles.dragging ?? 'dragging', isDragging);
  }, [transform, transition, isDragging]);
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
