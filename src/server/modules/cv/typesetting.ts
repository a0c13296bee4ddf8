/**
 * The CV's text made drawable and wrappable by react-pdf (docs/decisions/0088-pdf-cv-text.md):
 *
 * - {@link cleanText}: every character the CV's fonts (fonts.ts) have no glyph for is replaced or
 *   removed, so react-pdf never falls back to Helvetica, which has no glyph outside Latin-1.
 * - {@link paragraphBreaks}: where a paragraph may wrap. react-pdf 4.9 only breaks lines at ASCII
 *   spaces (and hyphenates the rest), so Chinese or Japanese text and a 10,000-character word ran off
 *   the page. Each space-free run of text is cut at its Unicode line break opportunities (UAX #14,
 *   the `linebreak` package that pdfkit uses: between CJK characters, after hyphens and other
 *   spaces, never before a closing bracket or "。"), and a piece wider than the line is cut between
 *   grapheme clusters (as CSS `overflow-wrap: anywhere`). No hyphen is ever added.
 */
// The package ships no types: the reference brings ours into every program that imports this file
// (the server's and bench/'s).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./linebreak.d.ts" />
import LineBreaker from 'linebreak';
import { REPLACEMENT_CODE_POINT, type CvFonts } from './fonts.js';

/**
 * What stands for characters the fonts cannot draw, once per run of them: U+25A1 WHITE SQUARE
 * (the usual look of a missing glyph; no bundled font has U+FFFD), "?" when no font has it either.
 */
export const REPLACEMENT = String.fromCodePoint(REPLACEMENT_CODE_POINT);

const CONTROL = /\p{Cc}/u;
const LINE_SEPARATOR = /[\p{Zl}\p{Zp}]/u;
const SPACE = /\p{Zs}/u;
/**
 * Enclosing marks (the keycap U+20E3 of "1️⃣", circles, U+0488...): their base comes from another font
 * (the digit from Source Sans 3), so react-pdf drew the box over the neighbouring letter. Removed:
 * "1️⃣" prints "1".
 */
const ENCLOSING = /\p{Me}/u;
/** Invisible characters, marks and surrogates: dropped when no font has them. */
const DROPPED = /[\p{Cf}\p{M}\p{Default_Ignorable_Code_Point}]/u;

/**
 * `text` with only characters `covers` says the fonts draw, plus newlines. Rules, in order:
 * CR LF, CR, U+2028 and U+2029 become a newline; a tab becomes a space; other control characters,
 * the soft hyphen (the CV does not hyphenate) and enclosing marks (keycaps) are removed; a covered character stays; an
 * uncovered space (Zs) becomes a space; an uncovered format character (Cf: U+200B, U+FEFF, bidi
 * controls...), combining mark or other default-ignorable character is removed; anything else
 * (another script, private use, unassigned, a lone surrogate) becomes {@link REPLACEMENT} ("?"
 * when no font has it), once per run. Pure.
 */
export function cleanText(text: string, covers: (codePoint: number) => boolean): string {
  const replacement = covers(REPLACEMENT_CODE_POINT) ? REPLACEMENT : '?';
  /** What each code point becomes ('' removed, null replaced), decided once per call. */
  const decided = new Map<number, string | null>();
  const decide = (character: string, codePoint: number): string | null => {
    const surrogate = codePoint >= 0xd800 && codePoint <= 0xdfff;
    if (character === '\n' || LINE_SEPARATOR.test(character)) return '\n';
    if (character === '\t') return ' ';
    if (CONTROL.test(character) || codePoint === 0xad || ENCLOSING.test(character)) return '';
    if (!surrogate && covers(codePoint)) return character;
    if (SPACE.test(character)) return ' ';
    if (!surrogate && DROPPED.test(character)) return '';
    return null;
  };
  let out = '';
  let replacing = false;
  for (const character of text.replace(/\r\n?/g, '\n')) {
    const codePoint = character.codePointAt(0)!;
    let kept = decided.get(codePoint);
    if (kept === undefined) {
      kept = decide(character, codePoint);
      decided.set(codePoint, kept);
    }
    if (kept === null) {
      if (!replacing) out += replacement;
      replacing = true;
    } else if (kept !== '') {
      out += kept;
      replacing = false;
    }
  }
  return out;
}

/** The props of a react-pdf `Text` that make its paragraph wrap as {@link paragraphBreaks} says. */
export interface ParagraphBreaks {
  hyphenationCallback: (word: string) => string[];
  /**
   * react-pdf's cost of breaking where its callback's parts meet without an empty part between
   * them (between two fonts inside a word): 10,000 is "never" for its Knuth-Plass line breaker.
   */
  hyphenationPenalty: number;
}

/** Share of the line a piece may take before it is cut: room for bold (semibold is wider) and kerning. */
const FILL = 0.9;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Whether UAX #14 allows a break between `before` and `after` (single characters or clusters).
 * react-pdf hands the callback one font run at a time, so a word whose characters come from two
 * fonts ("中文" from two files, "abc中") reaches it in pieces: the break between two pieces is
 * decided on their edge characters, the unseen neighbour taken to be a letter ("a"). Cached.
 */
const edgeBreaks = new Map<string, boolean>();
function breakBetween(before: string, after: string): boolean {
  const key = `${before}\u0000${after}`;
  let allowed = edgeBreaks.get(key);
  if (allowed === undefined) {
    allowed = new LineBreaker(before + after).nextBreak()?.position === before.length;
    if (edgeBreaks.size < 10_000) edgeBreaks.set(key, allowed);
  }
  return allowed;
}

/** Letters and digits of the Latin, Greek and Cyrillic blocks: UAX #14 never breaks between them. */
const PLAIN_WORD = /^[0-9A-Za-z\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF]+$/;

/**
 * Line breaking for a paragraph in `fontSize` points on lines `width` points wide, measured with
 * `fonts`. react-pdf calls `hyphenationCallback` with each space-free run of text ("word") and lays
 * out the parts it answers: an empty part between two parts is a place the line may break (a
 * zero-width glue), with no hyphen. A word becomes its UAX #14 pieces with an empty part between
 * each, and before or after it when UAX #14 allows a break at its edge (see breakBetween); a piece
 * wider than the line is cut into chunks that fit, at grapheme cluster boundaries. Where the parts
 * of two font runs meet with no empty part, react-pdf may still break with a hyphen, at the cost
 * `hyphenationPenalty` ("never" for its first line breaker; its fallback for paragraphs it cannot
 * set, such as CJK text, takes the last breakable place before the line is full).
 */
export function paragraphBreaks(fonts: CvFonts, fontSize: number, width: number): ParagraphBreaks {
  const room = width * FILL;
  const known = new Map<string, string[]>();
  const split = (word: string): string[] => {
    if (word.trim() === '') return [word];
    if (PLAIN_WORD.test(word) && fonts.width(word, fontSize) <= room) return [word];
    const parts: string[] = [];
    const breaker = new LineBreaker(word);
    let start = 0;
    for (let next = breaker.nextBreak(); next; next = breaker.nextBreak()) {
      const piece = word.slice(start, next.position);
      start = next.position;
      if (piece === '') continue;
      if (fonts.width(piece, fontSize) <= room) {
        parts.push(piece, '');
        continue;
      }
      let chunk = '';
      let chunkWidth = 0;
      for (const { segment } of graphemes.segment(piece)) {
        const segmentWidth = fonts.width(segment, fontSize);
        if (chunk !== '' && chunkWidth + segmentWidth > room) {
          parts.push(chunk, '');
          chunk = '';
          chunkWidth = 0;
        }
        chunk += segment;
        chunkWidth += segmentWidth;
      }
      if (chunk !== '') parts.push(chunk, '');
    }
    parts.pop();
    if (parts.length === 0) return [word];
    // The edges: an empty part before/after the word lets the line break there without a hyphen.
    const first = graphemes.segment(word)[Symbol.iterator]().next().value?.segment ?? '';
    const last = [...graphemes.segment(word.slice(-8))].pop()?.segment ?? '';
    return [...(breakBetween('a', first) ? [''] : []), ...parts, ...(breakBetween(last, 'a') ? [''] : [])];
  };
  const hyphenationCallback = (word: string): string[] => {
    let parts = known.get(word);
    if (!parts) {
      parts = split(word);
      if (word.length <= 200 && known.size < 20_000) known.set(word, parts);
    }
    return [...parts];
  };
  return { hyphenationCallback, hyphenationPenalty: 10_000 };
}
