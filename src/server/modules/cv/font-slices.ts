/**
 * Fontsource's files by Unicode range (its `unicode.json`): which file of a face holds a code point.
 * Reading a file is font-files.ts; loading a slice once for the process, loaded-slices.ts.
 *
 * Source: docs/decisions/0088-pdf-cv-text.md.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { type Face } from './font-faces.js';

const require = createRequire(import.meta.url);

/** One file set (one unicode-range subset of a face). */
export interface Slice {
  face: Face;
  subset: string;
  /** The react-pdf family name. */
  family: string;
}

/**
 * A face's slices and which declared range holds which code point: the code points in order, each
 * with the index of a slice declaring it (a code point two slices declare appears twice). Typed
 * arrays: the three CJK faces declare about 50,000 code points.
 */
export interface FaceIndex {
  slices: Slice[];
  codePoints: Uint32Array;
  sliceOf: Uint16Array;
}

export const indexes = new Map<Face, FaceIndex>();

/** Parse Fontsource's `U+0000-00FF,U+0131` ranges. */
export function parseRanges(text: string): [number, number][] {
  return text.split(',').map((range) => {
    const [from, to] = range.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from!, 16), parseInt(to ?? from!, 16)];
  });
}

export function faceIndex(face: Face): FaceIndex {
  let index = indexes.get(face);
  if (index) return index;
  const ranges = JSON.parse(
    fs.readFileSync(require.resolve(`@fontsource/${face.id}/unicode.json`), 'utf8'),
  ) as Record<string, string>;
  const keys =
    face.subsets === 'numbered'
      ? Object.keys(ranges).filter((key) => /^\[\d+\]$/.test(key))
      : face.subsets.filter((key) => key in ranges);
  const slices: Slice[] = [];
  const entries: [number, number][] = [];
  for (const key of keys) {
    const subset = key.replace(/[[\]]/g, '');
    slices.push({ face, subset, family: `${face.name}-${subset}` });
    for (const [from, to] of parseRanges(ranges[key]!)) {
      for (let codePoint = from; codePoint <= to; codePoint++) entries.push([codePoint, slices.length - 1]);
    }
  }
  entries.sort((a, b) => a[0] - b[0]);
  index = {
    slices,
    codePoints: Uint32Array.from(entries, ([codePoint]) => codePoint),
    sliceOf: Uint16Array.from(entries, ([, slice]) => slice),
  };
  indexes.set(face, index);
  return index;
}

/** The slices of `index` whose declared range holds `codePoint` (binary search). */
export function slicesFor(index: FaceIndex, codePoint: number): Slice[] {
  let low = 0;
  let high = index.codePoints.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (index.codePoints[middle]! < codePoint) low = middle + 1;
    else high = middle;
  }
  const found: Slice[] = [];
  for (let at = low; at < index.codePoints.length && index.codePoints[at] === codePoint; at++) {
    found.push(index.slices[index.sliceOf[at]!]!);
  }
  return found;
}
