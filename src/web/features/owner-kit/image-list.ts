/**
 * The rules of an image URL list (docs/product.md §4 "Image URL lists", docs/product.md §5 "Image
 * URL add"): a URL joins only when it is a valid absolute http(s) URL not already listed, and any
 * image can be made the main one by moving it to the front.
 */
import { isAbsoluteHttpUrl } from '../../../shared/schemas.js';

/** Can `url` join `list`? Valid absolute http(s) URL and not already present (exact match after trim). */
export function canAddImage(list: readonly string[], url: string): boolean {
  const trimmed = url.trim();
  return isAbsoluteHttpUrl(trimmed) && !list.includes(trimmed);
}

/** `list` with the item at `index` moved to the front (unchanged when out of range). */
export function moveToFront<T>(list: readonly T[], index: number): T[] {
  if (index <= 0 || index >= list.length) return [...list];
  const item = list[index] as T;
  return [item, ...list.slice(0, index), ...list.slice(index + 1)];
}
