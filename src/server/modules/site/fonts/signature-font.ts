/**
 * The owner's signature set from a font file of its own letters
 * (docs/decisions/0225-signature-font-subset.md): the signature (src/shared/signature.ts, the owner's
 * name in the header and the footer) is the only text in Dancing Script, so a page preloads a subset
 * of the signature font's latin file holding the signature's characters only (about 3 KB against
 * 25 KB), declared by an `@font-face` whose `unicode-range` lists exactly those characters, after
 * the stylesheet's faces (src/web/app/fonts.css): for them the browser takes the subset; any other
 * character in the signature font (the owner typing a new name) still comes from the whole files.
 *
 * Addresses: `/fonts/signature/<latin file>/<code points>.woff2`, the built latin file's name with
 * its hash (`dancing-script-latin-700-normal-CX8AaSVl`) and the signature's code points in that file,
 * ascending, lowercase hexadecimal joined by `-` (`20-52-61-…`). Any instance answers any address
 * ({@link registerSignatureFontRoute}): the subset when the code points are the current signature's,
 * made once per process and signature with subset-font (HarfBuzz's subsetter) in a worker thread
 * (font-subsets.ts); otherwise the whole latin file, which holds every character such an address can
 * name. So nothing a client sends makes the server subset anything but the owner's name, and the
 * bytes behind an address always draw its characters (cached as immutable).
 */
import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../shared/paths.js';
import type { Person } from '../../../../shared/schemas.js';
import { SIGNATURE_FONT_PREFIX, signatureOf } from '../../../../shared/signature.js';
import { type FontFiles, SIGNATURE_FAMILY } from './font-preloads.js';
import { type FontFile, keptSubset, loadFontFile } from './font-subsets.js';
import { loadLists } from '../lists.js';

/** Most code points an address may name (a name has far fewer distinct letters). */
const MAX_CODE_POINTS = 256;

/** Subsets kept per process (the current signature's, and a few earlier ones during a rename). */
const KEPT_SUBSETS = 4;

/** The subset a page names for its signature. */
export interface SignatureSubset {
  /** Its address (see the module doc). */
  href: string;
  /** The `@font-face` rule that gives the signature's characters to it. */
  fontFace: string;
}

/** The signature font's latin file, read once (font-subsets.ts). */
export type SignatureFont = FontFile;

/**
 * The signature font of the web app built in `webDist`, whose built latin files are `files`
 * (font-preloads.ts `builtFontFiles`), with its route registered on `app`
 * ({@link registerSignatureFontRoute}); undefined without the file, or when fontkit cannot read it
 * (then pages keep preloading the whole file).
 */
export function registerSignatureFont(
  app: FastifyInstance,
  webDist: string,
  files: FontFiles,
): SignatureFont | undefined {
  const font = loadFontFile(webDist, files.get(SIGNATURE_FAMILY));
  if (font) registerSignatureFontRoute(app, font);
  return font;
}

/** The code points of `signature` that `font`'s file holds, ascending, without repeats. */
function codePointsOf(font: SignatureFont, signature: string): number[] {
  const points = new Set<number>();
  for (const character of signature) {
    const point = character.codePointAt(0)!;
    if (font.characters.has(point)) points.add(point);
  }
  return [...points].sort((a, b) => a - b);
}

const keyOf = (points: readonly number[]) => points.map((point) => point.toString(16)).join('-');

/**
 * The subset for `signature` (see the module doc), or null when no letter of it is in the latin file
 * (an empty signature, or one in another script, spaces aside: the stylesheet's faces draw it as before).
 */
export function subsetFor(font: SignatureFont, signature: string): SignatureSubset | null {
  const points = codePointsOf(font, signature);
  if (!points.some((point) => /\S/u.test(String.fromCodePoint(point)))) return null;
  const href = `${SIGNATURE_FONT_PREFIX}${font.file}/${keyOf(points)}.woff2`;
  const range = points.map((point) => `U+${point.toString(16).toUpperCase()}`).join(',');
  return {
    href,
    fontFace:
      `@font-face{font-family:'${SIGNATURE_FAMILY}';font-display:swap;font-weight:700;` +
      `src:url(${href}) format('woff2');unicode-range:${range}}`,
  };
}

/**
 * `html` (a whole page) with the subset of `signature`: its `@font-face` in a `<style>` at the end
 * of the head (after the stylesheets' faces, so the browser looks at it first for its characters)
 * and the signature font's preload (font-preloads.ts) pointed at it. Unchanged without a subset.
 */
export function withSignatureSubset(
  html: string,
  font: SignatureFont | undefined,
  signature: string,
): string {
  const subset = font && subsetFor(font, signature);
  if (!subset) return html;
  return html
    .replace(`<link rel="preload" as="font" type="font/woff2" href="${font.href}"`, () => {
      return `<link rel="preload" as="font" type="font/woff2" href="${subset.href}"`;
    })
    .replace('</head>', () => `  <style id="vitae-signature-font">${subset.fontFace}</style>\n  </head>`);
}

/** The code points an address's last segment names, or null when it is no such address. */
export function parseSubsetName(font: SignatureFont, name: string): number[] | null {
  const match = /^([0-9a-f]{1,6}(?:-[0-9a-f]{1,6})*)\.woff2$/.exec(name);
  if (!match) return null;
  const points = match[1]!.split('-').map((hex) => parseInt(hex, 16));
  if (points.length > MAX_CODE_POINTS) return null;
  for (const [index, point] of points.entries()) {
    if (!font.characters.has(point) || (index > 0 && point <= points[index - 1]!)) return null;
  }
  // One spelling per set: `0061` and `61` are the same letter, only the short one is an address.
  return keyOf(points) === match[1] ? points : null;
}

/** The owner's signature now, from the people list (through the list cache, lists.ts). */
async function currentSignature(app: FastifyInstance): Promise<string> {
  const people = (await loadLists(app, [paths.list('people')]))[paths.list('people')] as Person[] | undefined;
  return signatureOf(people?.[0]);
}

/**
 * Registers `GET /fonts/signature/<file>/<code points>.woff2` (see the module doc): 404 for another
 * file or a malformed list, else the subset when the list is the owner's signature's now, else the
 * whole latin file; `font/woff2`, cached for a year as immutable. Pages start making their subset
 * before the browser asks ({@link prepareSubset}).
 */
export function registerSignatureFontRoute(app: FastifyInstance, font: SignatureFont): void {
  // A wildcard, not two parameters: Fastify matches a parameter of 100 characters at most, and a
  // long name's list is longer.
  app.get<{ Params: { '*': string } }>(
    `${SIGNATURE_FONT_PREFIX}*`,
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const [file, name = '', ...rest] = request.params['*'].split('/');
      const points = file === font.file && rest.length === 0 ? parseSubsetName(font, name) : null;
      if (!points) return reply.callNotFound();
      const key = keyOf(points);
      const signature = keyOf(codePointsOf(font, await currentSignature(app)));
      const bytes = key === signature ? await keptSubset(font, key, points, KEPT_SUBSETS) : font.bytes;
      return reply
        .type('font/woff2')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(bytes);
    },
  );
}

/**
 * Make the subset of `signature` now, off the request that named it (a page's), so it is ready when
 * the browser asks for it; errors are the route's to meet (it answers the whole file).
 */
export function prepareSubset(font: SignatureFont | undefined, signature: string): void {
  if (!font) return;
  const points = codePointsOf(font, signature);
  const key = keyOf(points);
  if (!subsetFor(font, signature) || font.subsets.has(key)) return;
  setImmediate(() => void keptSubset(font, key, points, KEPT_SUBSETS));
}
