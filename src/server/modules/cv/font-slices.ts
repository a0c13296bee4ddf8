/**
 * Fontsource's files by Unicode range (its `unicode.json`): which file of a face holds a code point,
 * reading and unpacking a file (woff.ts), and loading a slice once for the process.
 *
 * Source: docs/decisions/0088-pdf-cv-text.md.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';
import * as fontkit from 'fontkit';
import { isWoff, sfntFromWoff } from './woff.js';
import { type Face } from './font-faces.js';
import { guardEmptyGlyphs, rememberGlyphMap, visualLigatureText } from './fontkit-patches.js';

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

/** A font file read with fontkit. */
export interface FontFile {
  file: string;
  font: fontkit.Font;
}

/**
 * The font in `file` read with fontkit (a WOFF unpacked first: woff.ts), or undefined when fontkit
 * cannot read its glyph map (one `.woff` of Noto Sans SC) or it is not a single font.
 */
export function readFont(file: string): FontFile | undefined {
  try {
    const bytes = fs.readFileSync(file);
    const font = fontkit.create(isWoff(bytes) ? sfntFromWoff(bytes) : bytes);
    if ('fonts' in font || font.characterSet.length === 0 || !(font.unitsPerEm > 0)) return undefined;
    guardEmptyGlyphs(font);
    return { file, font };
  } catch {
    return undefined;
  }
}

/** The first readable file of `slice` at `weight`/`style` (`.woff`, else `.woff2`). */
export function sliceFont(slice: Slice, weight: number, style: 'normal' | 'italic'): FontFile | undefined {
  for (const extension of ['woff', 'woff2']) {
    let file: string;
    try {
      file = require.resolve(
        `@fontsource/${slice.face.id}/files/${slice.face.id}-${slice.subset}-${weight}-${style}.${extension}`,
      );
    } catch {
      continue;
    }
    const font = readFont(file);
    if (font) return font;
  }
  return undefined;
}

/** What {@link prepareCvFonts} keeps of a loaded slice: its regular font, to test and measure. */
export interface LoadedSlice {
  family: string;
  font: fontkit.Font;
}

export const loaded = new Map<string, LoadedSlice | null>();

/**
 * Read `slice` (regular 400, semibold 600 and, for Source Sans 3, italic; a missing weight or style
 * uses the regular file) and register it with react-pdf as the family `slice.family`, already
 * loaded: its font sources get the fonts read here, so react-pdf does not read the files again.
 * Each font also gets a PostScript name of its own (`NotoSansJP-Regular-57`): every file of a
 * Fontsource family has the family's name, and pdfkit keeps one embedded font per name, so each text
 * run from another file of the family embedded that file again (hundreds of fonts in a Chinese CV).
 * Null when no file of the slice is readable.
 */
export function loadSlice(slice: Slice): LoadedSlice | null {
  let result = loaded.get(slice.family);
  if (result !== undefined) return result;
  const regular = sliceFont(slice, 400, 'normal');
  result = null;
  if (regular) {
    const semibold = sliceFont(slice, 600, 'normal') ?? regular;
    const italic = (slice.face.italic && sliceFont(slice, 400, 'italic')) || regular;
    for (const { font } of new Set([regular, semibold, italic])) {
      Object.defineProperty(font, 'postscriptName', { value: `${font.postscriptName}-${slice.subset}` });
      rememberGlyphMap(font);
      if (slice.face.rightToLeft) visualLigatureText(font);
    }
    Font.register({
      family: slice.family,
      fonts: [
        { src: regular.file, fontWeight: 400 },
        { src: italic.file, fontWeight: 400, fontStyle: 'italic' },
        { src: semibold.file, fontWeight: 600 },
      ],
    });
    for (const source of Font.getRegisteredFonts()[slice.family]!.sources) {
      const { font } =
        source.fontStyle === 'italic' ? italic : source.fontWeight === 600 ? semibold : regular;
      source.data = font as unknown as typeof source.data;
      source.loadResultPromise = Promise.resolve();
    }
    result = { family: slice.family, font: regular.font };
  }
  loaded.set(slice.family, result);
  return result;
}
