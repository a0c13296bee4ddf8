/**
 * {@link residueOf}: what an imported item held that its export does not give back (residue.ts), found
 * by comparing the file's item with the export of the row import made from it.
 *
 * Source: docs/decisions/0031-lossless-json-resume.md.
 */
import { isDeepStrictEqual } from 'node:util';
import { hasOwn, setOwn } from './own.js';
import { IGNORED, type Item, type Residue } from './residue.js';

/** What `original` has that `exported` does not give back (undefined: nothing). */
export function residueOf(original: Item, exported: Item): Residue | undefined {
  const residue: Residue = {};
  const add: Item = {};
  const replace: NonNullable<Residue['replace']> = {};
  const remove: Item = {};
  for (const [key, value] of Object.entries(original)) {
    if (key === IGNORED) continue;
    if (!hasOwn(exported, key)) setOwn(add, key, value);
    else if (!isDeepStrictEqual(exported[key], value))
      setOwn(replace, key, { stored: exported[key], original: value });
  }
  for (const [key, value] of Object.entries(exported)) {
    if (key !== IGNORED && !hasOwn(original, key)) setOwn(remove, key, value);
  }
  if (Object.keys(add).length > 0) residue.add = add;
  if (Object.keys(replace).length > 0) residue.replace = replace;
  if (Object.keys(remove).length > 0) residue.remove = remove;
  const order = Object.keys(original).filter((key) => key !== IGNORED);
  const exportedOrder = Object.keys(exported).filter((key) => key !== IGNORED && hasOwn(original, key));
  if (
    !isDeepStrictEqual(
      order.filter((key) => hasOwn(exported, key)),
      exportedOrder,
    ) ||
    residue.add
  )
    residue.order = order;
  return Object.keys(residue).length > 0 ? residue : undefined;
}
