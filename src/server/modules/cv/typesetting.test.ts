/**
 * The CV's fonts and text rules with the real bundled font files (docs/decisions/0088-pdf-cv-text.md):
 * which fonts a text loads and in which order, the fontkit guard, the WOFF unpacking, the text
 * cleaning and the line breaking.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { guardEmptyGlyphs, keepGlyphText } from './fontkit-patches.js';
import { prepareCvFonts } from './fonts.js';
import { cleanText, paragraphBreaks, REPLACEMENT } from './typesetting.js';
import { sfntFromWoff } from './woff.js';

const require = createRequire(import.meta.url);
const sourceSansLatin =
  require.resolve('@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff');

describe('prepareCvFonts', () => {
  it('loads Source Sans 3 alone for Latin text, and the Noto faces a text needs, in its language order', () => {
    expect(prepareCvFonts('Ada Lovelace, 10 000 users').families).toEqual(['SourceSans3-latin']);
    expect(prepareCvFonts('Łódź').families).toEqual(['SourceSans3-latin', 'SourceSans3-latin-ext']);
    const families = (text: string) => prepareCvFonts(text).families.map((family) => family.split('-')[0]);
    expect(families('软件工程师')).toEqual(['SourceSans3', 'NotoSansSC']);
    // Japanese (kana) puts the Japanese forms of Han characters first; Hangul the Korean ones.
    expect(families('ソフトウェア工程')[1]).toBe('NotoSansJP');
    expect(families('소프트웨어 工程')[1]).toBe('NotoSansKR');
    expect(families('שלום مرحبا 🚀')).toEqual([
      'SourceSans3',
      'NotoSansHebrew',
      'IBMPlexSansArabic',
      'NotoEmoji',
    ]);
  });

  it('covers what its fonts draw, measures text, and finds a font for the replacement mark', () => {
    const fonts = prepareCvFonts('a中ภ');
    expect(fonts.covers('a'.codePointAt(0)!)).toBe(true);
    expect(fonts.covers('中'.codePointAt(0)!)).toBe(true);
    expect(fonts.covers('ภ'.codePointAt(0)!)).toBe(false);
    expect(fonts.covers(REPLACEMENT.codePointAt(0)!)).toBe(true);
    // A CJK character is one em wide; Latin letters about half.
    expect(fonts.width('中', 10)).toBeCloseTo(10, 0);
    expect(fonts.width('aaaa', 10)).toBeGreaterThan(15);
    expect(fonts.width('aaaa', 10)).toBeLessThan(25);
  });
});

describe('guardEmptyGlyphs', () => {
  it('lets fontkit measure the empty last glyph of Source Sans 3 (U+2009, U+200B, U+FEFF)', () => {
    const font = fontkit.create(fs.readFileSync(sourceSansLatin)) as fontkit.Font;
    guardEmptyGlyphs(font);
    for (const text of ['10\u2009000', 'a\u200bb', 'a\ufeffb']) {
      expect(font.layout(text).glyphs.length).toBe(text.length);
    }
    expect(font.glyphForCodePoint(0x2009).advanceWidth).toBeGreaterThan(0);
  });
});

describe('sfntFromWoff', () => {
  it('unpacks a WOFF file into the same font fontkit reads from the WOFF', () => {
    const woff = fs.readFileSync(sourceSansLatin);
    const fromWoff = fontkit.create(woff) as fontkit.Font;
    const unpacked = fontkit.create(sfntFromWoff(woff)) as fontkit.Font;
    expect(unpacked.type).toBe('TTF');
    expect(unpacked.postscriptName).toBe(fromWoff.postscriptName);
    expect(unpacked.characterSet).toEqual(fromWoff.characterSet);
    const widths = (font: fontkit.Font) =>
      font.layout('Vitae — Łódź').glyphs.map((glyph) => glyph.advanceWidth);
    expect(widths(unpacked)).toEqual(widths(fromWoff));
  });

  it('refuses what is not a whole WOFF file', () => {
    const woff = fs.readFileSync(sourceSansLatin);
    expect(() => sfntFromWoff(Buffer.from('not a font at all, just some text here, long enough'))).toThrow(
      'Not a WOFF file.',
    );
    expect(() => sfntFromWoff(woff.subarray(0, 2000))).toThrow('A WOFF table lies outside the file.');
  });
});

describe('cleanText', () => {
  const fonts = prepareCvFonts('Latin only');
  const clean = (text: string) => cleanText(text, fonts.covers);

  it('keeps what the fonts draw, spaces included', () => {
    expect(clean('10\u2009000 users\u200b, «quoted» — Ærø')).toBe('10\u2009000 users\u200b, «quoted» — Ærø');
  });

  it('makes line and tab characters newlines and spaces, and removes controls and soft hyphens', () => {
    expect(clean('a\r\nb\rc\u2028d\u2029e\tf\u0007g\u00adh\u0085i')).toBe('a\nb\nc\nd\ne fgh' + 'i');
  });

  it('turns spaces the fonts lack into spaces, removes invisible characters and marks they lack', () => {
    expect(clean('a\u1680b')).toBe('a b');
    expect(clean('a\u{E0041}\u{E0042}b\u180Ec')).toBe('abc');
    expect(clean('e\u0489')).toBe('e');
    // An enclosing keycap would be drawn over the next letter: the digit stays, the box goes.
    expect(cleanText('1\ufe0f\u20e3', prepareCvFonts('1\ufe0f\u20e3').covers)).toBe('1\ufe0f');
  });

  it('draws one replacement mark per run of characters no font has (another script, a lone surrogate)', () => {
    const replaced = cleanText('Thai ภาษาไทย, lone \ud800 end', prepareCvFonts('ภ').covers);
    expect(replaced).toBe(`Thai ${REPLACEMENT}, lone ${REPLACEMENT} end`);
    // Without a font for the mark: a question mark.
    expect(cleanText('x\u0e01y', () => false)).toBe('?');
    expect(cleanText('x\u0e01y', (codePoint) => codePoint < 0x80)).toBe('x?y');
  });
});

describe('paragraphBreaks', () => {
  const breaks = (text: string, width = 400) =>
    paragraphBreaks(prepareCvFonts(text), 10, width).hyphenationCallback(text);

  it('leaves a plain word whole, and a word that fits between line break opportunities', () => {
    expect(breaks('Engineering')).toEqual(['Engineering']);
    expect(breaks('well-known')).toEqual(['well-', '', 'known']);
    expect(breaks(' ')).toEqual([' ']);
  });

  it('breaks Chinese and Japanese between characters, never before a closing mark', () => {
    expect(breaks('中文。日本「語」')).toEqual(['', '中', '', '文。', '', '日', '', '本', '', '「語」', '']);
  });

  it('cuts a word wider than the line into chunks that fit, losing nothing', () => {
    const word = 'x'.repeat(10_000);
    const parts = breaks(word, 200);
    expect(parts.join('')).toBe(word);
    const chunks = parts.filter((part) => part !== '');
    expect(chunks.length).toBeGreaterThan(20);
    const fonts = prepareCvFonts(word);
    for (const chunk of chunks) expect(fonts.width(chunk, 10)).toBeLessThanOrEqual(200 * 0.9);
    // Every chunk is followed by a break (an empty part), never by a hyphen.
    expect(parts.filter((part) => part === '').length).toBe(chunks.length - 1);
  });
});

describe('keepGlyphText', () => {
  const hebrew =
    require.resolve('@fontsource/noto-sans-hebrew/files/noto-sans-hebrew-hebrew-600-normal.woff');
  const alefText = (patch: boolean) => {
    const font = fontkit.create(fs.readFileSync(hebrew)) as fontkit.Font;
    if (patch) keepGlyphText(font);
    // U+FB2E (alef with patah) is a composite of the glyphs of alef and the mark: drawing it makes
    // fontkit create the alef glyph with no characters, as the subsetter does for the PDF.
    void font.glyphForCodePoint(0xfb2e).path;
    return font.layout('\u05d0').glyphs.map((glyph) => glyph.codePoints);
  };

  it('gives a glyph first met as a part of a composite the characters of its first use in text', () => {
    expect(alefText(false)).toEqual([[]]); // fontkit 2.0.4 alone: the alef is drawn with no text
    expect(alefText(true)).toEqual([[0x5d0]]);
  });

  it('leaves a glyph that already has characters as it is', () => {
    const font = fontkit.create(fs.readFileSync(hebrew)) as fontkit.Font;
    keepGlyphText(font);
    const alef = font.glyphForCodePoint(0x5d0);
    expect(font.getGlyph(alef.id, [0xfb21]).codePoints).toEqual([0x5d0]);
  });
});
