/**
 * The CV's fonts, all bundled in node_modules (Fontsource packages, SIL OFL; never fetched at run
 * time): Source Sans 3 for Latin, Greek and Cyrillic, then fallbacks: Noto Sans Hebrew, IBM Plex Sans
 * Arabic, Noto Emoji (monochrome) and Noto Sans SC, JP and KR for Chinese, Japanese and Korean.
 * docs/decisions/0050-pdf-cv.md (Source Sans 3) and docs/decisions/0088-pdf-cv-text.md (fallbacks,
 * subsets, the fontkit guard).
 *
 * Fontsource ships each family as files by Unicode range (its `unicode.json`, the ranges browsers use
 * to pick a file). {@link prepareCvFonts} registers and loads only the files whose ranges hold a
 * character of the document, in fallback order, and answers the react-pdf family names to list in
 * the CV's `fontFamily` (react-pdf picks a font glyph by glyph, first family first, and embeds only
 * the glyphs used). A character no loaded file has a glyph for is not "covered": the CV's text
 * cleaning (typesetting.ts) replaces or removes it.
 *
 * Files are read lazily, on a CV's first need, and stay loaded for the process (react-pdf's font
 * registry is global): at most the bundled files of weights 400 and 600, about 12 MB compressed.
 * WOFF files are unpacked once (woff.ts); a file fontkit cannot read is replaced by its `.woff2`, or
 * left out.
 */
import { Font } from '@react-pdf/renderer';
import * as fontkit from 'fontkit';
import { faceOrder } from './font-faces.js';
import { faceIndex, slicesFor, type FaceIndex, type Slice } from './font-slices.js';
import { loadSlice, type LoadedSlice } from './loaded-slices.js';

/** U+25A1 WHITE SQUARE: what typesetting.ts draws for characters no font has (none has U+FFFD). */
export const REPLACEMENT_CODE_POINT = 0x25a1;

/** Characters the text cleaning removes or turns into spaces when no font has them (typesetting.ts). */
export const INVISIBLE = /[\p{Z}\p{Cc}\p{Cf}\p{M}\p{Default_Ignorable_Code_Point}]/u;

/** The fonts of one CV: what {@link prepareCvFonts} answers. */
export interface CvFonts {
  /** react-pdf family names in fallback order, for the CV's `fontFamily` (never empty). */
  families: string[];
  /** Whether a loaded font has a glyph for `codePoint`. */
  covers(codePoint: number): boolean;
  /**
   * The advance width of `text` in points at `fontSize` in the regular weight, each character from
   * the first family that covers it (uncovered ones count half an em). No kerning or shaping: an
   * estimate for line breaking (typesetting.ts), not for drawing.
   */
  width(text: string, fontSize: number): number;
}

/**
 * Register and load the fonts `text` needs (every character of the document) and answer them.
 * The design's face (`face`: Source Sans 3, or Source Serif 4 for a serif design, docs/decisions/0172-pdf-designs.md)
 * "latin" is always first (the CV's own words and digits). For each face in
 * {@link faceOrder}, the files whose declared range holds a character no earlier file has a glyph
 * for are loaded. Never throws: an unreadable file is skipped.
 */
export function prepareCvFonts(text: string, face: 'sans' | 'serif' = 'sans'): CvFonts {
  registerCvFonts();
  const codePoints = new Set<number>();
  for (const character of text) {
    const codePoint = character.codePointAt(0)!;
    // Control characters are never drawn (the text cleaning removes them or makes them line breaks).
    if (codePoint >= 0x20 && (codePoint < 0x7f || codePoint > 0x9f)) codePoints.add(codePoint);
  }
  let uncovered = [...codePoints];
  const fonts: LoadedSlice[] = [];
  const use = (slice: Slice) => {
    const font = loadSlice(slice);
    if (!font) return;
    const before = uncovered.length;
    uncovered = uncovered.filter((codePoint) => !font.font.hasGlyphForCodePoint(codePoint));
    if (uncovered.length < before || fonts.length === 0) fonts.push(font);
  };
  const wantedSlices = (index: FaceIndex) => {
    const wanted = new Set<Slice>();
    for (const codePoint of uncovered) {
      for (const slice of slicesFor(index, codePoint)) wanted.add(slice);
    }
    return index.slices.filter((slice) => wanted.has(slice));
  };
  const faces = faceOrder(text, face);
  const cover = () => {
    for (const face of faces) {
      if (uncovered.length === 0 && fonts.length > 0) return;
      const index = faceIndex(face);
      if (face === faces[0] && fonts.length === 0) use(index.slices[0]!);
      if (face.whole && wantedSlices(index).length > 0) {
        use({ face, subset: face.whole, family: `${face.name}-${face.whole}` });
      }
      for (const slice of wantedSlices(index)) use(slice);
    }
  };
  cover();
  // Characters still without a glyph are drawn as REPLACEMENT (typesetting.ts): find it a font.
  if (uncovered.some((codePoint) => !INVISIBLE.test(String.fromCodePoint(codePoint)))) {
    uncovered = [REPLACEMENT_CODE_POINT];
    cover();
  }
  const coveredBy = new Map<number, fontkit.Font | null>();
  const fontFor = (codePoint: number): fontkit.Font | null => {
    let font = coveredBy.get(codePoint);
    if (font === undefined) {
      font = fonts.find((item) => item.font.hasGlyphForCodePoint(codePoint))?.font ?? null;
      coveredBy.set(codePoint, font);
    }
    return font;
  };
  const advance = new Map<number, number>();
  return {
    families: fonts.map((font) => font.family),
    covers: (codePoint) => fontFor(codePoint) !== null,
    width(value, fontSize) {
      let em = 0;
      for (const character of value) {
        const codePoint = character.codePointAt(0)!;
        let width = advance.get(codePoint);
        if (width === undefined) {
          const font = fontFor(codePoint);
          width = font ? font.glyphForCodePoint(codePoint).advanceWidth / font.unitsPerEm : 0.5;
          advance.set(codePoint, width);
        }
        em += width;
      }
      return em * fontSize;
    },
  };
}

let registered = false;

/**
 * Once per process: words are never split with hyphens by default (names, URLs and technologies
 * stay whole; the CV's texts bring their own line breaking, typesetting.ts), and fontkit's empty
 * glyphs are guarded ({@link guardEmptyGlyphs}).
 */
export function registerCvFonts(): void {
  if (registered) return;
  registered = true;
  Font.registerHyphenationCallback((word) => [word]);
}
