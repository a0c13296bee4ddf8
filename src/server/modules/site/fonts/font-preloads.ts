/**
 * The font preloads of a rendered page (docs/decisions/0204-fonts-the-design-uses.md, docs/product.md
 * §24): the built page preloads the body font's latin file (vite.config.ts fontPreload); the server
 * writes in its place the latin files of the faces the page's font pairing uses (its text face
 * first, then its heading face when another; src/shared/designs FONT_PAIRINGS), so a page in Source
 * Serif 4 does not preload Source Sans 3 and wait for its own face; then the signature's (Dancing
 * Script 700, the header's name on every page), so that no font of the first view is found only by
 * the first layout, when it would be fetched at the highest priority ahead of the page's own bytes
 * (docs/decisions/0222-first-window-first-paint.md). Latin-extended files are never preloaded (a
 * browser fetches them only for a character in their range, src/web/app/fonts.css).
 */
import fs from 'node:fs';
import path from 'node:path';
import { FONT_PAIRINGS, resolvedSettings, type DesignSettings } from '../../../../shared/designs/index.js';

/** The family of the owner's signature (src/web/app/global.css `--font-signature`), on every design. */
export const SIGNATURE_FAMILY = 'Dancing Script';

/** The latin file's name (before its hash) of each self-hosted face by its CSS family. */
const LATIN_FILES: Readonly<Record<string, string>> = {
  'Source Sans 3 Variable': 'source-sans-3-latin-wght-normal',
  'Source Serif 4 Variable': 'source-serif-4-latin-wght-normal',
  'Space Grotesk Variable': 'space-grotesk-latin-wght-normal',
  [SIGNATURE_FAMILY]: 'dancing-script-latin-700-normal',
};

/** A built page's font preloads (vite.config.ts fontPreload writes one). */
const FONT_PRELOAD = /\s*<link rel="preload" as="font"[^>]*>/g;

/** The built latin font files by family: their addresses (`/assets/<name>-<hash>.woff2`). */
export type FontFiles = ReadonlyMap<string, string>;

/** The built latin font files of `webDist` (none when its assets folder is missing). */
export function builtFontFiles(webDist: string): FontFiles {
  const assets = path.join(webDist, 'assets');
  const names = fs.existsSync(assets) ? fs.readdirSync(assets) : [];
  const files = new Map<string, string>();
  for (const [family, base] of Object.entries(LATIN_FILES)) {
    const file = names.find((name) => name.startsWith(`${base}-`) && name.endsWith('.woff2'));
    if (file) files.set(family, `/assets/${file}`);
  }
  return files;
}

/** The first family of a CSS font-family list (`'Source Sans 3 Variable', ...` → its name). */
export function firstFamily(list: string): string {
  return list
    .split(',')[0]!
    .trim()
    .replace(/^['"]|['"]$/g, '');
}

/**
 * `html` (a whole page) with its font preloads replaced by those of the font pairing of `settings`
 * (see the module doc). A page without a font preload, or a build without the files, is unchanged.
 */
export function withFontPreloads(html: string, settings: DesignSettings, files: FontFiles): string {
  if (files.size === 0 || !html.includes('<link rel="preload" as="font"')) return html;
  const pairing = FONT_PAIRINGS[resolvedSettings(settings).fonts];
  const hrefs = [
    ...new Set(
      [firstFamily(pairing.body), firstFamily(pairing.heading), SIGNATURE_FAMILY].map((family) =>
        files.get(family),
      ),
    ),
  ].filter((href) => href !== undefined);
  const links = hrefs
    .map((href) => `\n    <link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin="">`)
    .join('');
  let first = true;
  return html.replace(FONT_PRELOAD, () => {
    if (!first) return '';
    first = false;
    return links;
  });
}
