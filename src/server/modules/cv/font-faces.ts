/**
 * The bundled Fontsource families the CV may use, and their fallback order for a text
 * ({@link faceOrder}).
 *
 * Source: docs/decisions/0088-pdf-cv-text.md.
 */
/** A bundled Fontsource family and which of its files the CV may use. */
export interface Face {
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

export const SOURCE_SANS: Face = {
  name: 'SourceSans3',
  id: 'source-sans-3',
  subsets: ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'],
  italic: true,
};
/** The serif designs' text face (docs/decisions/0172-pdf-designs.md); Source Sans 3 covers what it lacks. */
export const SOURCE_SERIF: Face = {
  name: 'SourceSerif4',
  id: 'source-serif-4',
  subsets: ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'vietnamese'],
  italic: true,
};
export const HEBREW: Face = {
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
export const ARABIC: Face = {
  name: 'IBMPlexSansArabic',
  id: 'ibm-plex-sans-arabic',
  subsets: ['arabic'],
  italic: false,
  rightToLeft: true,
};
export const EMOJI: Face = { name: 'NotoEmoji', id: 'noto-emoji', subsets: 'numbered', italic: false };
export const CHINESE: Face = {
  name: 'NotoSansSC',
  id: 'noto-sans-sc',
  subsets: 'numbered',
  italic: false,
  whole: 'chinese-simplified',
};
export const JAPANESE: Face = {
  name: 'NotoSansJP',
  id: 'noto-sans-jp',
  subsets: 'numbered',
  italic: false,
  whole: 'japanese',
};
export const KOREAN: Face = {
  name: 'NotoSansKR',
  id: 'noto-sans-kr',
  subsets: 'numbered',
  italic: false,
  whole: 'korean',
};

/**
 * The families in fallback order for `text`. Han characters have different glyph forms per language
 * (Han unification), so the CJK order follows the text; a serif design puts Source Serif 4 first: kana puts Japanese first, Hangul Korean
 * first, otherwise Simplified Chinese; the others stay behind it for characters it lacks.
 */
export function faceOrder(text: string, first: 'sans' | 'serif' = 'sans'): readonly Face[] {
  const cjk = /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)
    ? [JAPANESE, CHINESE, KOREAN]
    : /\p{Script=Hangul}/u.test(text)
      ? [KOREAN, JAPANESE, CHINESE]
      : [CHINESE, JAPANESE, KOREAN];
  const latin = first === 'serif' ? [SOURCE_SERIF, SOURCE_SANS] : [SOURCE_SANS];
  return [...latin, HEBREW, ARABIC, EMOJI, ...cjk];
}
