/**
 * {@link applyResidue}: an exported item with its residue (residue.ts) put back, as long as the row still
 * exports what import stored (an edit made in Vitae wins over the file).
 *
 * Source: docs/decisions/0031-lossless-json-resume.md.
 */
import { isDeepStrictEqual } from 'node:util';
import { hasOwn, setOwn } from './own.js';
import { withoutIgnored, type Item, type Residue } from './residue.js';

/** `exported` with the residue put back (undefined: the item is left out). */
export function applyResidue(exported: Item, residue: Residue | undefined): Item | undefined {
  if (!residue) return exported;
  if (residue.omit) return isDeepStrictEqual(withoutIgnored(exported), residue.omit) ? undefined : exported;
  const out: Item = { ...exported };
  for (const [key, value] of Object.entries(residue.remove ?? {})) {
    if (hasOwn(out, key) && isDeepStrictEqual(out[key], value)) delete out[key];
  }
  for (const [key, { stored, original }] of Object.entries(residue.replace ?? {})) {
    if (hasOwn(out, key) && isDeepStrictEqual(out[key], stored)) setOwn(out, key, original);
  }
  for (const [key, value] of Object.entries(residue.add ?? {})) {
    if (!hasOwn(out, key)) setOwn(out, key, value);
  }
  if (!Array.isArray(residue.order)) return out;
  const ordered: Item = {};
  for (const key of residue.order)
    if (typeof key === 'string' && hasOwn(out, key)) setOwn(ordered, key, out[key]);
  for (const [key, value] of Object.entries(out)) if (!hasOwn(ordered, key)) setOwn(ordered, key, value);
  return ordered;
}
