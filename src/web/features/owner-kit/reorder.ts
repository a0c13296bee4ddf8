/**
 * The reorder math of the home page's drag and drop (docs/product.md §4 "Reorder by drag", docs/api.md "Reorder"),
 * pure and framework-free so it is unit tested on its own:
 *
 * - {@link moveById}: move one entry onto another's position in a list; null when there is no
 *   destination (no `over`, or the same position), which the caller treats as "do nothing".
 * - {@link reorderSubset}: move within a subset of a list (the shown, filtered projects; the Contacts
 *   among the social links) and put the subset back into the positions it held, so the rest stays.
 * - {@link reorderSkills}: docs/product.md §4 "In skills, drag works only within the same group (Hard or Soft);
 *   dropping into the other group is ignored; after a skill reorder the whole list is re-sorted and
 *   renumbered".
 * - {@link renumber} (positions 0..n-1) and {@link reorderBody} (`{data: [{_id, order}]}`).
 */

/** An entry that has an id and a position. */
export interface Ordered {
  _id: string;
  order?: number;
}

/** `items` with `order` = index (0..n-1), as new objects; the input is not changed. */
export function renumber<T extends Ordered>(items: readonly T[]): T[] {
  return items.map((item, index) => (item.order === index ? item : { ...item, order: index }));
}

/** Sort ascending by `order` (stable), without changing the input. */
export function sortByOrder<T extends Ordered>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
}

/** Move the element at `from` to `to` (like dnd-kit's arrayMove), as a new array. */
export function arrayMoveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/**
 * Move the entry `activeId` to the position of `overId` and renumber. Null when nothing moves: no
 * destination (`overId` null), the same position, or an id that is not in the list.
 */
export function moveById<T extends Ordered>(
  items: readonly T[],
  activeId: string,
  overId: string | null | undefined,
): T[] | null {
  if (overId === null || overId === undefined || overId === activeId) return null;
  const from = items.findIndex((item) => item._id === activeId);
  const to = items.findIndex((item) => item._id === overId);
  if (from < 0 || to < 0 || from === to) return null;
  return renumber(arrayMoveItem(items, from, to));
}

/**
 * Move `activeId` onto `overId` among the entries of `all` that `inSubset` accepts (their relative
 * order as in `all`), then put the reordered subset back into the slots the subset held in `all`;
 * the whole list comes back renumbered 0..n-1. Null when nothing moves or when either id is outside
 * the subset (e.g. a drop into another group).
 */
export function reorderSubset<T extends Ordered>(
  all: readonly T[],
  inSubset: (item: T) => boolean,
  activeId: string,
  overId: string | null | undefined,
): T[] | null {
  const sorted = sortByOrder(all);
  const subset = sorted.filter(inSubset);
  const moved = moveById(subset, activeId, overId);
  if (!moved) return null;
  let next = 0;
  const merged = sorted.map((item) => {
    if (!inSubset(item)) return item;
    const replacement = moved[next];
    next += 1;
    return replacement ?? item;
  });
  return renumber(merged);
}

/** A skill as far as the reorder cares: its group. */
export interface Grouped extends Ordered {
  type: string;
}

/**
 * docs/product.md §4: reorder a skill within its group only. A drop on a skill of the other group (or no drop
 * target, or the same position) answers null: ignored. Otherwise the whole list, re-sorted and
 * renumbered 0..n-1, with the group's entries in their new order in the group's positions.
 */
export function reorderSkills<T extends Grouped>(
  skills: readonly T[],
  activeId: string,
  overId: string | null | undefined,
): T[] | null {
  const active = skills.find((skill) => skill._id === activeId);
  const over = skills.find((skill) => skill._id === overId);
  if (!active || !over || active.type !== over.type) return null;
  return reorderSubset(skills, (skill) => skill.type === active.type, activeId, overId);
}

/** The entries of `items` whose ids are in `ids` (the reordered type of the social links). */
export function pickIds<T extends Ordered>(items: readonly T[], ids: ReadonlySet<string>): T[] {
  return items.filter((item) => ids.has(item._id));
}

/** The reorder request body of the contract: `{data: [{_id, order}, ...]}`. */
export function reorderBody(items: readonly Ordered[]): { data: { _id: string; order: number }[] } {
  return { data: items.map((item, index) => ({ _id: item._id, order: item.order ?? index })) };
}
