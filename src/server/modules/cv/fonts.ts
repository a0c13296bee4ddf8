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
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';
import * as fontkit from 'fontkit';
import { isWoff, sfntFromWoff } from './woff.js';

/** U+25A1 WHITE SQUARE: what typesetting.ts draws for characters no font has (none has U+FFFD). */
export const REPLACEMENT_CODE_POINT = 0x25a1;

/** Characters the text cleaning removes or turns into spaces when no font has them (typesetting.ts). */
export const INVISIBLE = /[\p{Z}\p{Cc}\p{Cf}\p{M}\p{Default_Ignorable_Code_Point}]/u;

const require = createRequire(import.meta.url);

/** A bundled Fontsource family and which of its files the CV may use. */
interface Face {
  /** Prefix of the react-pdf family names (one family per file: `NotoSansSC-57`). */
  name: string;
  /** Fontsource package id (`@fontsource/<id>`, files `<id>-<subset>-<weight>-<style>.woff`). */
  id: string;
  /** The subsets used: named ones, or every numbered slice (`[0]`, `[1]`...) of the CJK and emoji fonts. */
  subsets: readonly string[] | 'numbered';
  /** Whether the family has a real italic (else italic text uses the upright file). */
  italic: boolean;
  /** A right-to-left script: its ligatures' text is written in visual order ({@link visualLigatureText}). */
  rightToLeft?: boolean;
  /**
   * The face's one-file subset of its language's common characters (Fontsource's "japanese"...),
   * loaded before its slices when the text needs the face: a sentence then comes from one font, so
   * react-pdf does not cut it into a text run per file (line breaking works on runs), and the slices
   * only add the rarer characters.
   */
  whole?: string;
}

const SOURCE_SANS: Face = {
  name: 'SourceSans3',
  id: 'source-sans-3',
  subsets: ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'],
  italic: true,
};
const HEBREW: Face = {
  name: 'NotoSansHebrew',
  id: 'noto-sans-hebrew',
  subsets: ['hebrew'],
  italic: false,
  rightToLeft: true,
};
/**
 * IBM Plex Sans Arabic rather than Noto Sans Arabic: Noto's Arabic fonts draw the dots of letters
 * such as ذ ب ن as glyphs of their own with no character, and react-pdf 4.9 loses the first letter
 * of a right-to-left run that starts with such a glyph once reversed (the property test found "ذء"
 * drawn as "ء"). IBM Plex draws every letter as one glyph.
 */
const ARABIC: Face = {
  name: 'IBMPlexSansArabic',
  id: 'ibm-plex-sans-arabic',
  subsets: ['arabic'],
  italic: false,
  rightToLeft: true,
};
const EMOJI: Face = { name: 'NotoEmoji', id: 'noto-emoji', subsets: 'numbered', italic: false };
const CHINESE: Face = {
  name: 'NotoSansSC',
  id: 'noto-sans-sc',
  subsets: 'numbered',
  italic: false,
  whole: 'chinese-simplified',
};
const JAPANESE: Face = {
  name: 'NotoSansJP',
  id: 'noto-sans-jp',
  subsets: 'numbered',
  italic: false,
  whole: 'japanese',
};
const KOREAN: Face = {
  name: 'NotoSansKR',
  id: 'noto-sans-kr',
  subsets: 'numbered',
  italic: false,
  whole: 'korean',
};

/**
 * The families in fallback order for `text`. Han characters have different glyph forms per language
 * (Han unification), so the CJK order follows the text: kana puts Japanese first, Hangul Korean
 * first, otherwise Simplified Chinese; the others stay behind it for characters it lacks.
 */
export function faceOrder(text: string): readonly Face[] {
  const cjk = /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)
    ? [JAPANESE, CHINESE, KOREAN]
    : /\p{Script=Hangul}/u.test(text)
      ? [KOREAN, JAPANESE, CHINESE]
      : [CHINESE, JAPANESE, KOREAN];
  return [SOURCE_SANS, HEBREW, ARABIC, EMOJI, ...cjk];
}

/** One file set (one unicode-range subset of a face). */
interface Slice {
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
interface FaceIndex {
  slices: Slice[];
  codePoints: Uint32Array;
  sliceOf: Uint16Array;
}

const indexes = new Map<Face, FaceIndex>();

/** Parse Fontsource's `U+0000-00FF,U+0131` ranges. */
function parseRanges(text: string): [number, number][] {
  return text.split(',').map((range) => {
    const [from, to] = range.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from!, 16), parseInt(to ?? from!, 16)];
  });
}

function faceIndex(face: Face): FaceIndex {
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
function slicesFor(index: FaceIndex, codePoint: number): Slice[] {
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
interface FontFile {
  file: string;
  font: fontkit.Font;
}

/**
 * The font in `file` read with fontkit (a WOFF unpacked first: woff.ts), or undefined when fontkit
 * cannot read its glyph map (one `.woff` of Noto Sans SC) or it is not a single font.
 */
function readFont(file: string): FontFile | undefined {
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
function sliceFont(slice: Slice, weight: number, style: 'normal' | 'italic'): FontFile | undefined {
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
interface LoadedSlice {
  family: string;
  font: fontkit.Font;
}

const loaded = new Map<string, LoadedSlice | null>();

/**
 * Read `slice` (regular 400, semibold 600 and, for Source Sans 3, italic; a missing weight or style
 * uses the regular file) and register it with react-pdf as the family `slice.family`, already
 * loaded: its font sources get the fonts read here, so react-pdf does not read the files again.
 * Each font also gets a PostScript name of its own (`NotoSansJP-Regular-57`): every file of a
 * Fontsource family has the family's name, and pdfkit keeps one embedded font per name, so each text
 * run from another file of the family embedded that file again (hundreds of fonts in a Chinese CV).
 * Null when no file of the slice is readable.
 */
function loadSlice(slice: Slice): LoadedSlice | null {
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
 * Source Sans 3 "latin" is always first (the CV's own words and digits). For each face in
 * {@link faceOrder}, the files whose declared range holds a character no earlier file has a glyph
 * for are loaded. Never throws: an unreadable file is skipped.
 */
export function prepareCvFonts(text: string): CvFonts {
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
  const faces = faceOrder(text);
  const cover = () => {
    for (const face of faces) {
      if (uncovered.length === 0 && fonts.length > 0) return;
      const index = faceIndex(face);
      if (face === SOURCE_SANS && fonts.length === 0) use(index.slices[0]!);
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

/**
 * Remember `font.hasGlyphForCodePoint` answers. react-pdf asks each family of the fallback list in
 * turn for every character (a CJK CV lists twenty files or more), and fontkit decodes its glyph map
 * anew on each question.
 */
function rememberGlyphMap(font: fontkit.Font): void {
  const has = font.hasGlyphForCodePoint.bind(font);
  const known = new Map<number, boolean>();
  font.hasGlyphForCodePoint = (codePoint: number) => {
    let answer = known.get(codePoint);
    if (answer === undefined) {
      answer = has(codePoint);
      known.set(codePoint, answer);
    }
    return answer;
  };
}

/**
 * Make `font` (of a right-to-left script) give each ligature glyph its characters in visual order
 * (right to left reversed), for the PDF's text layer. A ligature such as lam-alef (لا, one glyph for
 * two letters) carries its letters in reading order; text extractors (pdftotext, and the copy-paste
 * of viewers built the same way) read a right-to-left line in visual order and reverse it, so a
 * ligature's letters came out swapped ("سلام" read "سالم"). Wraps `font.layout`; the glyphs are
 * copies (fontkit shares one glyph object per id).
 */
function visualLigatureText(font: fontkit.Font): void {
  const layout = font.layout.bind(font);
  font.layout = (...args: Parameters<fontkit.Font['layout']>) => {
    const run = layout(...args);
    run.glyphs = run.glyphs.map((glyph) =>
      glyph.codePoints.length > 1
        ? (Object.create(glyph, { codePoints: { value: [...glyph.codePoints].reverse() } }) as typeof glyph)
        : glyph,
    );
    return run;
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

let guarded = false;

/**
 * Guard fontkit 2.0.4 against glyphs without outline data (spaces, zero-width characters). Its
 * `TTFGlyph._getCBox` reads the glyph header without checking that the glyph has one; for the last
 * glyph of a font (Source Sans 3 "latin" ends with the empty glyph of U+2009, U+200B and U+FEFF) the
 * read runs past the table and throws `RangeError: Offset is outside the bounds of the DataView`.
 * This wraps that method, once, with the check fontkit's own `_decode` makes: a glyph whose `loca`
 * entry is empty has an empty box. Same fix as fontkit's open pull request for the bug; remove when
 * a fontkit release has it. `font` is any font read by the fontkit that react-pdf uses (one module).
 */
export function guardEmptyGlyphs(font: fontkit.Font): void {
  if (guarded) return;
  type GlyphInternals = {
    id: number;
    _font: { loca?: { offsets: number[] }; _variationProcessor?: unknown };
    _getCBox?: (internal?: boolean) => unknown;
  };
  const glyph = font.getGlyph(0) as unknown as GlyphInternals;
  const prototype = Object.getPrototypeOf(glyph) as GlyphInternals;
  const original = prototype._getCBox;
  if (typeof original !== 'function' || !glyph._font.loca) return;
  guarded = true;
  const Box = font.bbox.constructor as new (minX: number, minY: number, maxX: number, maxY: number) => object;
  prototype._getCBox = function (this: GlyphInternals, internal?: boolean) {
    const offsets = this._font.loca?.offsets;
    const variable = this._font._variationProcessor && !internal;
    if (!variable && offsets && offsets[this.id] === offsets[this.id + 1]) {
      return Object.freeze(new Box(0, 0, 0, 0));
    }
    return original.call(this, internal);
  };
}
