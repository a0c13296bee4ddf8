/**
 * Fontsource's font files read with fontkit: a file (a WOFF unpacked first: woff.ts) and the first
 * readable file of a slice at a weight and style.
 *
 * Source: docs/decisions/0088-pdf-cv-text.md.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import type { Slice } from './font-slices.js';
import { guardEmptyGlyphs } from './fontkit-patches.js';
import { isWoff, sfntFromWoff } from './woff.js';

const require = createRequire(import.meta.url);
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
