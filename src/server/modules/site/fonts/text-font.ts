/**
 * A visitor's page sets its text from font files of its own letters
 * (docs/decisions/0226-text-font-subset.md): the latin file of each text face the page's font
 * pairing uses (src/shared/designs FONT_PAIRINGS: the body's, and the headings' when another) is
 * preloaded as a subset holding the characters the page shows ({@link pageCharacters}: 80 in the
 * demo's English home page; 12.6 KB against 28.7 KB for Source Sans 3), declared by a copy of the
 * stylesheet's `@font-face` for that file whose `src` is the subset and whose `unicode-range` is
 * exactly those characters, after the stylesheet's faces: for them the browser takes the subset, and
 * any other character (one an island renders later, a new language, print) still comes from the
 * whole files. Only on the pages that carry their stylesheet inline (the page of islands:
 * docs/decisions/0216-visitor-css-inline.md); the owner's application keeps the whole files.
 *
 * A subset keeps the layout features a browser applies to that text ({@link layoutFeatures}: the
 * shaper's defaults, kerning and ligatures among them, and those the page's CSS asks for), not the
 * glyphs only other features reach (fractions, figure styles): the demo's 14.6 KB become 12.6 KB,
 * which with the response's headers fit in the first round trip of a new connection (TCP's initial
 * window of ten segments, 14,600 bytes; docs/decisions/0227-text-font-first-window.md).
 *
 * The same pages declare only the faces of the families their CSS names ({@link withoutOtherFaces}):
 * a page in Source Sans 3 does not carry the `@font-face` rules of Source Serif 4 and Space Grotesk.
 *
 * Addresses: `/fonts/text/<latin file>/<key>.woff2`, the built file's name with its hash and a key of
 * 16 base64url characters, the start of the SHA-256 of the code points' and the features' lists. A
 * subset is made (in a worker thread: font-subsets.ts, half a second of CPU here) only for the lists
 * of pages this process has rendered, the last {@link WANTED_LISTS}; any other well-formed address
 * answers the whole latin file, which holds every character an address can stand for (another
 * instance's page, a page from before a restart). So nothing a client sends makes the server subset
 * anything, and the bytes behind an address always draw its characters (cached as immutable).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { FONT_PAIRINGS, resolvedSettings, type DesignSettings } from '../../../../shared/designs/index.js';
import { firstFamily, type FontFiles } from './font-preloads.js';
import { type FontFile, keptSubset, loadFontFile, unicodeRange } from './font-subsets.js';

/** Where the text subsets are served (under src/shared/signature.ts FONT_SUBSETS_PREFIX). */
export const TEXT_FONT_PREFIX = '/fonts/text/';

/** Lists a process remembers from the pages it rendered (every kind, language and design: a few). */
const WANTED_LISTS = 64;

/** Subsets kept per file (the pages' now, and a few earlier ones during an edit). */
const KEPT_SUBSETS = 8;

/** The text faces' latin files and the lists the pages name. */
export interface TextFonts {
  /** The latin file of each text family (`Source Sans 3 Variable`...) the build holds. */
  files: ReadonlyMap<string, FontFile>;
  /** What each address a rendered page named stands for, by `<file>/<key>`. */
  wanted: Map<string, SubsetOf>;
}

/** What a subset holds: code points (ascending) and the layout features kept (undefined: all). */
interface SubsetOf {
  points: readonly number[];
  features: readonly string[] | undefined;
}

/** The families whose latin files may be subset: the pairings' text and heading faces. */
function textFamilies(): string[] {
  const families = new Set<string>();
  for (const pairing of Object.values(FONT_PAIRINGS)) {
    families.add(firstFamily(pairing.body));
    families.add(firstFamily(pairing.heading));
  }
  return [...families];
}

/**
 * The text fonts of the web app built in `webDist`, whose latin files are `files`
 * (font-preloads.ts `builtFontFiles`), with their route registered on `app`
 * ({@link registerTextFontRoute}).
 */
export function registerTextFonts(app: FastifyInstance, webDist: string, files: FontFiles): TextFonts {
  const loaded = new Map<string, FontFile>();
  for (const family of textFamilies()) {
    const font = loadFontFile(webDist, files.get(family));
    if (font) loaded.set(family, font);
  }
  const fonts: TextFonts = { files: loaded, wanted: new Map() };
  registerTextFontRoute(app, fonts);
  return fonts;
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** `text` with its HTML character references decoded (named ones React writes, and numeric). */
function decoded(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const point =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return point <= 0x10ffff ? String.fromCodePoint(point) : whole;
  });
}

/**
 * The characters a page shows, as code points (ascending, without repeats): the text of `body` (its
 * HTML, without scripts, styles and templates), the values of its `placeholder` and `value`
 * attributes, the strings of `css`'s `content` declarations, and, when `css` transforms a text's case
 * (`text-transform`), each letter in both cases. Characters below U+0020 and the C1 controls are left
 * out, U+0020 itself kept.
 */
export function pageCharacters(body: string, css: string): number[] {
  const shown = body.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ');
  const parts = [shown.replace(/<[^>]*>/g, ' ')];
  for (const match of shown.matchAll(/\s(?:placeholder|value)="([^"]*)"/g)) parts.push(match[1]!);
  for (const match of css.matchAll(/content:\s*(?:"([^"]*)"|'([^']*)')/g)) parts.push(match[1] ?? match[2]!);
  const cases = /text-transform:\s*(?:uppercase|lowercase|capitalize)/.test(css);
  const points = new Set<number>();
  for (const character of decoded(parts.join(' '))) {
    const forms = cases ? [character, character.toLowerCase(), character.toUpperCase()] : [character];
    for (const form of new Set(forms)) {
      // One character only: 'ß'.toUpperCase() is 'SS', already there when it matters.
      if ([...form].length !== 1) continue;
      const point = form.codePointAt(0)!;
      if (point >= 0x20 && !(point >= 0x7f && point < 0xa0)) points.add(point);
    }
  }
  return [...points].sort((a, b) => a - b);
}

/**
 * The OpenType features HarfBuzz (Chrome's and Firefox's shaper) applies to horizontal text in a
 * left-to-right script unasked: hb-ot-shape.cc's common and horizontal features, `rand` and the
 * direction's `ltra`/`ltrm`. Automatic fractions (`frac`, `numr`, `dnom`) apply around U+2044 only.
 */
const SHAPER_FEATURES =
  'abvm blwm calt ccmp clig curs dist kern liga locl ltra ltrm mark mkmk rand rclt rlig rvrn'.split(' ');
const FRACTION_FEATURES = ['frac', 'numr', 'dnom'];

/** The features a CSS keyword turns on (font-variant-numeric, -caps, -ligatures, -position). */
const KEYWORD_FEATURES: Readonly<Record<string, readonly string[]>> = {
  'lining-nums': ['lnum'],
  'oldstyle-nums': ['onum'],
  'proportional-nums': ['pnum'],
  'tabular-nums': ['tnum'],
  'diagonal-fractions': FRACTION_FEATURES,
  'stacked-fractions': ['afrc'],
  ordinal: ['ordn'],
  'slashed-zero': ['zero'],
  'small-caps': ['smcp'],
  'all-small-caps': ['smcp', 'c2sc'],
  'petite-caps': ['pcap'],
  'all-petite-caps': ['pcap', 'c2pc'],
  unicase: ['unic'],
  'titling-caps': ['titl'],
  'discretionary-ligatures': ['dlig'],
  'historical-ligatures': ['hlig'],
  sub: ['subs'],
  super: ['sups'],
};

/**
 * The layout features a subset for `points` (code points) must keep so that `css` (the page's
 * stylesheets) sets its text exactly as the whole file does: {@link SHAPER_FEATURES}, the fraction
 * features when U+2044 is shown, every feature a keyword of `css`'s `font-variant-*` (or `font`'s
 * `small-caps`) turns on and every tag its `font-feature-settings` name (ascending, without
 * repeats). Undefined (keep every feature) when `css` uses what this list cannot follow:
 * `font-variant-alternates` or `font-variant-east-asian`.
 */
export function layoutFeatures(css: string, points: readonly number[]): string[] | undefined {
  if (/font-variant-(?:alternates|east-asian)\s*:\s*(?!normal\b)/.test(css)) return undefined;
  const features = new Set(SHAPER_FEATURES);
  if (points.includes(0x2044)) for (const tag of FRACTION_FEATURES) features.add(tag);
  for (const [, value] of css.matchAll(/(?<![\w-])font(?:-variant(?:-[a-z]+)?)?\s*:([^;}]*)/g))
    for (const word of value!.trim().split(/\s+/))
      for (const tag of KEYWORD_FEATURES[word] ?? []) features.add(tag);
  for (const [, value] of css.matchAll(/font-feature-settings\s*:([^;}]*)/g))
    for (const [, tag] of value!.matchAll(/["']([\x20-\x7e]{4})["']/g)) features.add(tag!);
  return [...features].sort();
}

/** The key of a subset: its code points and features (see the module doc). */
function keyOf({ points, features }: SubsetOf): string {
  return createHash('sha256')
    .update(`${points.join(',')}|${features?.join(',') ?? '*'}`)
    .digest('base64url')
    .slice(0, 16);
}

/** The page's stylesheets' text: every `<style>` element's. */
function stylesOf(html: string): string {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n');
}

/** A font family's name as an `@font-face` rule gives it, unquoted. */
function faceFamily(rule: string): string | undefined {
  const match = /font-family:\s*(?:"([^"]+)"|'([^']+)'|([^;}]+))/.exec(rule);
  return (match?.[1] ?? match?.[2] ?? match?.[3])?.trim();
}

const FONT_FACE = /@font-face\s*\{[^}]*\}/g;

/**
 * `html` (a whole page carrying its stylesheet inline) without the `@font-face` rules of families no
 * other rule of its stylesheets names (see the module doc). A page without inline styles is unchanged.
 */
export function withoutOtherFaces(html: string): string {
  const named = stylesOf(html).replace(FONT_FACE, '');
  return html.replace(
    /(<style id="vitae-css">)([\s\S]*?)(<\/style>)/,
    (_whole, open: string, css: string, close: string) => {
      const kept = css.replace(FONT_FACE, (rule) => {
        const family = faceFamily(rule);
        return family === undefined || named.includes(family) ? rule : '';
      });
      return `${open}${kept}${close}`;
    },
  );
}

/**
 * `html` (a whole page) with the text subsets of its pairing (`settings`) for the characters of
 * `body` (its root's HTML): for each text face, the preload of its latin file pointed at the subset
 * and a copy of its `@font-face` rule for the subset, in a `<style id="vitae-text-font">` at the end
 * of the head; the subsets start being made now. Unchanged for a page without its stylesheet inline,
 * or a face whose rule (with its `unicode-range`) or file the build lacks.
 */
export function withTextSubsets(
  html: string,
  settings: DesignSettings,
  fonts: TextFonts | undefined,
  body: string,
): string {
  const inline = /<style id="vitae-css">([\s\S]*?)<\/style>/.exec(html)?.[1];
  if (!fonts || inline === undefined) return html;
  const pairing = FONT_PAIRINGS[resolvedSettings(settings).fonts];
  const css = stylesOf(html);
  const shown = pageCharacters(body, css);
  let page = html;
  const faces: string[] = [];
  for (const family of new Set([firstFamily(pairing.body), firstFamily(pairing.heading)])) {
    const font = fonts.files.get(family);
    const rule = font && inline.match(FONT_FACE)?.find((face) => face.includes(`${font.href})`));
    // Without a range of its own, the copy would claim every character for the subset.
    if (!font || !rule || !rule.includes('unicode-range:')) continue;
    const points = shown.filter((point) => font.characters.has(point));
    if (!points.some((point) => point > 0x20)) continue;
    const subset: SubsetOf = { points, features: layoutFeatures(css, points) };
    const key = keyOf(subset);
    const href = `${TEXT_FONT_PREFIX}${font.file}/${key}.woff2`;
    want(fonts, `${font.file}/${key}`, subset);
    setImmediate(() => void keptSubset(font, key, subset.points, KEPT_SUBSETS, subset.features));
    faces.push(
      rule
        .replace(/src:[^;}]*/, `src:url(${href}) format("woff2")`)
        .replace(/unicode-range:[^;}]*/, `unicode-range:${unicodeRange(points)}`),
    );
    page = page.replace(`<link rel="preload" as="font" type="font/woff2" href="${font.href}"`, () => {
      return `<link rel="preload" as="font" type="font/woff2" href="${href}"`;
    });
  }
  if (faces.length === 0) return page;
  return page.replace('</head>', () => `  <style id="vitae-text-font">${faces.join('')}</style>\n  </head>`);
}

/** Remember what `address` (`<file>/<key>`) stands for, the last {@link WANTED_LISTS}. */
function want(fonts: TextFonts, address: string, subset: SubsetOf): void {
  fonts.wanted.delete(address);
  fonts.wanted.set(address, subset);
  if (fonts.wanted.size > WANTED_LISTS) fonts.wanted.delete(fonts.wanted.keys().next().value!);
}

/**
 * Registers `GET /fonts/text/<file>/<key>.woff2` (see the module doc): 404 for another file or a
 * malformed key, else the subset when a page this process rendered named it, else the whole latin
 * file; `font/woff2`, cached for a year as immutable.
 */
export function registerTextFontRoute(app: FastifyInstance, fonts: TextFonts): void {
  const byFile = new Map([...fonts.files.values()].map((font) => [font.file, font]));
  app.get<{ Params: { file: string; name: string } }>(
    `${TEXT_FONT_PREFIX}:file/:name`,
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const font = byFile.get(request.params.file);
      const key = /^([\w-]{16})\.woff2$/.exec(request.params.name)?.[1];
      if (!font || key === undefined) return reply.callNotFound();
      const subset = fonts.wanted.get(`${font.file}/${key}`);
      const bytes = subset
        ? await keptSubset(font, key, subset.points, KEPT_SUBSETS, subset.features)
        : font.bytes;
      return reply
        .type('font/woff2')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(bytes);
    },
  );
}
