/**
 * The font preloads of a page follow its font pairing (src/server/modules/site/fonts/font-preloads.ts,
 * docs/decisions/0204-fonts-the-design-uses.md): the latin files of the faces it uses, text face
 * first, never a latin-extended file; a build without the files leaves the page as built.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DESIGN_SETTINGS, type DesignSettings } from '../../../../shared/designs/index.js';
import { builtFontFiles, withFontPreloads, type FontFiles } from './font-preloads.js';

const SANS = '/assets/source-sans-3-latin-wght-normal-AAAA1111.woff2';
const SERIF = '/assets/source-serif-4-latin-wght-normal-BBBB2222.woff2';
const GROTESK = '/assets/space-grotesk-latin-wght-normal-CCCC3333.woff2';
const SIGNATURE = '/assets/dancing-script-latin-700-normal-EEEE5555.woff2';
const PAGE = `<html><head><link rel="stylesheet" href="/assets/index.css">\n    <link rel="preload" as="font" type="font/woff2" href="${SANS}" crossorigin=""><title>x</title></head><body></body></html>`;

/** The font files a page preloads, in order. */
const preloaded = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="font"[^>]*href="([^"]+)"/g)].map((match) => match[1]);

describe('font preloads by font pairing', () => {
  let dist: string;
  let files: FontFiles;
  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-fonts-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    for (const file of [
      SANS,
      SERIF,
      GROTESK,
      SIGNATURE,
      '/assets/source-serif-4-latin-ext-wght-normal-DDDD4444.woff2',
      '/assets/dancing-script-latin-ext-700-normal-FFFF6666.woff2',
    ])
      fs.writeFileSync(path.join(dist, file), '');
    files = builtFontFiles(dist);
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  const page = (settings: Partial<DesignSettings>) =>
    preloaded(withFontPreloads(PAGE, { ...DEFAULT_DESIGN_SETTINGS, ...settings }, files));

  it("preloads the latin files of the pairing's text and heading faces, then the signature's, only", () => {
    expect(page({})).toEqual([SANS, SIGNATURE]);
    expect(page({ fonts: 'source-sans' })).toEqual([SANS, SIGNATURE]);
    expect(page({ fonts: 'serif' })).toEqual([SERIF, SIGNATURE]);
    expect(page({ fonts: 'serif-sans' })).toEqual([SANS, SERIF, SIGNATURE]);
    expect(page({ fonts: 'grotesk' })).toEqual([SANS, GROTESK, SIGNATURE]);
    // Without a pairing of its own, the design's: Minimal typographic is in Source Serif 4.
    expect(page({ design: 'minimal' })).toEqual([SERIF, SIGNATURE]);
  });

  it('leaves the rest of the page as it was, and a page or build without fonts unchanged', () => {
    const serif = withFontPreloads(PAGE, { ...DEFAULT_DESIGN_SETTINGS, fonts: 'serif' }, files);
    expect(
      serif
        .replace(`${SERIF}" crossorigin="">`, `${SANS}" crossorigin="">`)
        .replace(/\s*<link[^>]*dancing[^>]*>/, ''),
    ).toBe(PAGE);
    expect(withFontPreloads(PAGE, { ...DEFAULT_DESIGN_SETTINGS, fonts: 'serif' }, new Map())).toBe(PAGE);
    const bare = '<html><head><title>x</title></head></html>';
    expect(withFontPreloads(bare, { ...DEFAULT_DESIGN_SETTINGS, fonts: 'serif' }, files)).toBe(bare);
    expect(builtFontFiles(path.join(dist, 'missing')).size).toBe(0);
  });
});
