/**
 * What a screen reader is told while an entry is dragged (docs/product.md §4 "Reorder by drag";
 * docs/product.md §4.5): picked up, moved over another entry at a position, dropped, or cancelled,
 * each naming the entries, in the interface's language (src/web/i18n/control-texts.ts).
 */
import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import { CONTROL_TEXTS, type ControlTexts } from './kinds.js';

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
