/**
 * A slice of a face loaded once for the process: read and registered with react-pdf as one family.
 *
 * Source: docs/decisions/0088-pdf-cv-text.md.
 */
import { Font } from '@react-pdf/renderer';
import type * as fontkit from 'fontkit';
import { sliceFont } from './font-files.js';
import type { Slice } from './font-slices.js';
import { keepGlyphText, rememberGlyphMap, visualLigatureText } from './fontkit-patches.js';

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
      keepGlyphText(font);
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
