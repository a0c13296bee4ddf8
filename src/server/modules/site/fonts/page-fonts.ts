/**
 * A rendered page's fonts (docs/decisions/0204-fonts-the-design-uses.md, 0225 and 0226): the
 * preloads of its font pairing (font-preloads.ts), the signature from a subset of its own letters
 * (signature-font.ts), and, on a page carrying its stylesheet inline, the faces of the families it
 * names only and its text from subsets of the characters it shows (text-font.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { DesignSettings } from '../../../../shared/designs/index.js';
import { type FontFiles, withFontPreloads } from './font-preloads.js';
import {
  prepareSubset,
  registerSignatureFont,
  type SignatureFont,
  withSignatureSubset,
} from './signature-font.js';
import { registerTextFonts, type TextFonts, withoutOtherFaces, withTextSubsets } from './text-font.js';

/** The built fonts a page's head names, read once per server. */
export interface PageFonts {
  /** The built latin files by family (font-preloads.ts `builtFontFiles`). */
  files: FontFiles;
  /** The signature's latin file, when the build has it and fontkit reads it. */
  signature: SignatureFont | undefined;
  /** The text faces' latin files. */
  text: TextFonts | undefined;
}

/** No built web app: pages keep their fonts as built. */
export const NO_PAGE_FONTS: PageFonts = { files: new Map(), signature: undefined, text: undefined };

/**
 * The page fonts of the web app built in `webDist` whose latin files are `files`, with the routes of
 * their subsets registered on `app`.
 */
export function registerPageFonts(app: FastifyInstance, webDist: string, files: FontFiles): PageFonts {
  return {
    files,
    signature: registerSignatureFont(app, webDist, files),
    text: registerTextFonts(app, webDist, files),
  };
}

/**
 * `html` (the page's top: its head, not yet its root) with the fonts of `settings` (see the module
 * doc): `signature` is the owner's (src/shared/signature.ts), `body` the HTML the page's root will
 * hold, whose characters the text subsets carry. The subsets start being made now.
 */
export function withPageFonts(
  html: string,
  settings: DesignSettings,
  fonts: PageFonts,
  signature: string,
  body: string,
): string {
  prepareSubset(fonts.signature, signature);
  const preloaded = withSignatureSubset(
    withFontPreloads(html, settings, fonts.files),
    fonts.signature,
    signature,
  );
  return withTextSubsets(withoutOtherFaces(preloaded), settings, fonts.text, body);
}
