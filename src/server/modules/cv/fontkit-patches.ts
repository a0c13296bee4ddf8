/**
 * What the CV changes in fontkit's fonts as they load: remembered glyph-map answers (speed), the
 * text of right-to-left ligatures in visual order (the PDF's text layer), the text of a glyph first
 * met as a part of another (the PDF's text layer), and a guard for glyphs without outline data (a
 * fontkit 2.0.4 bug).
 *
 * Source: docs/decisions/0088-pdf-cv-text.md.
 */
import type * as fontkit from 'fontkit';

/**
 * Remember `font.hasGlyphForCodePoint` answers. react-pdf asks each family of the fallback list in
 * turn for every character (a CJK CV lists twenty files or more), and fontkit decodes its glyph map
 * anew on each question.
 */
export function rememberGlyphMap(font: fontkit.Font): void {
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
export function visualLigatureText(font: fontkit.Font): void {
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

/**
 * Give a glyph its characters when fontkit first made it without any. fontkit keeps one glyph object
 * per glyph id, with the characters of the first call that asked for it; the subsetter and the
 * outline reader ask for the parts of a composite glyph with none (U+FB2E "אַ" is drawn from the
 * glyphs of א and of the mark). A font is loaded once per process, so after one CV with "אַ" every
 * later CV wrote a plain א without text: drawn, but missing from the PDF's text layer (pdftotext,
 * copy and paste, screen readers). This wraps `font.getGlyph`: a glyph that has no characters takes
 * those of the first call that gives some (a copy of the array). Glyphs that already have characters
 * are left as they are.
 */
export function keepGlyphText(font: fontkit.Font): void {
  const get = font.getGlyph.bind(font);
  font.getGlyph = (id: number, characters: number[] = []) => {
    const glyph = get(id, characters);
    // fontkit answers null for an id past the font's last glyph (the type says otherwise).
    if (glyph?.codePoints.length === 0 && characters.length > 0) glyph.codePoints = [...characters];
    return glyph;
  };
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
