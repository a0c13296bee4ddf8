/**
 * One sortable entry moved by its handle (docs/product.md §4 "Reorder by drag"): the handle button
 * registers the entry with dnd-kit's `useSortable` and makes the enclosing list item (`li`,
 * rendered by the section) the moving node, so links and buttons elsewhere in a card keep working.
 */
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useCallback, useLayoutEffect, useRef } from 'react';
import styles from './admin-home.module.css';

/**
 * The handle's `ref` (the activator; its `li` becomes the moving node) and the `attributes` and
 * `listeners` to spread on it; the `li` is moved and marked while it is dragged.
 */
export function useSortableItem(id: string) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
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
  return { ref, attributes, listeners };
}
