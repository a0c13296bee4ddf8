/**
 * The characters a page shows, the layout features its subsets keep and the faces it keeps
 * (src/server/modules/site/fonts/text-font.ts), and the `unicode-range` of a subset (font-subsets.ts):
 * docs/decisions/0226-text-font-subset.md, docs/decisions/0227-text-font-first-window.md.
 */
import { describe, expect, it } from 'vitest';
import { unicodeRange } from './font-subsets.js';
import { DEFAULT_DESIGN_SETTINGS } from '../../../../shared/designs/index.js';
import { layoutFeatures, pageCharacters, withoutOtherFaces, withTextSubsets } from './text-font.js';

const text = (points: number[]) => String.fromCodePoint(...points);

describe('pageCharacters', () => {
  it("takes the page's text with its references decoded, not its tags, scripts, styles or templates", () => {
    const body =
      '<main class="x"><h1 title="Qq">A&amp;B &lt;c&gt; &quot;d&#x27;&#233;&#x1F600;</h1>' +
      '<script>var zz = 1</script><style>.w{}</style><template>yy</template></main>';
    expect(text(pageCharacters(body, ''))).toBe(' "&\'<>ABcdé😀');
  });

  it('adds placeholders, values and the CSS content strings', () => {
    const body = '<input placeholder="Nombre" value="ok"><button>!</button>';
    expect(text(pageCharacters(body, 'li:before{content:"·"} a:after{content: \' (\'}'))).toBe(' !(Nbekmor·');
  });

  it('adds both cases of each letter only when the CSS transforms case', () => {
    expect(text(pageCharacters('<p>ñA</p>', 'p{color:red}'))).toBe(' Añ');
    expect(text(pageCharacters('<p>ñA</p>', 'h2{text-transform: uppercase}'))).toBe(' AaÑñ');
  });

  it('leaves out control characters', () => {
    expect(text(pageCharacters('<p>a\tb\n\u0085c</p>', ''))).toBe(' abc');
  });
});

describe('layoutFeatures', () => {
  const SHAPER = 'abvm blwm calt ccmp clig curs dist kern liga locl ltra ltrm mark mkmk rand rclt rlig rvrn';
  const extra = (css: string, points: number[] = [0x41]) =>
    layoutFeatures(css, points)?.filter((tag) => !SHAPER.split(' ').includes(tag));

  it("keeps the shaper's own features, kerning and ligatures among them, and no other", () => {
    expect(layoutFeatures('p{color:red}', [0x41, 0x31])?.join(' ')).toBe(SHAPER);
  });

  it('keeps the fraction features when the page shows a fraction slash', () => {
    expect(extra('', [0x31, 0x2044, 0x32])).toEqual(['dnom', 'frac', 'numr']);
  });

  it('keeps what the CSS asks for by keyword, shorthand or tag', () => {
    expect(extra('.n{font-variant-numeric: tabular-nums slashed-zero}')).toEqual(['tnum', 'zero']);
    expect(extra('h2{font-variant-caps:all-small-caps}')).toEqual(['c2sc', 'smcp']);
    expect(extra('h2{font: small-caps 700 1rem serif}')).toEqual(['smcp']);
    expect(extra('sup{font-variant-position:super}')).toEqual(['sups']);
    expect(extra('p{font-feature-settings:"ss01" 1, \'onum\'}')).toEqual(['onum', 'ss01']);
    expect(extra('p{font-variant-numeric:normal;font-variant-alternates:normal}')).toEqual([]);
  });

  it('keeps every feature when the CSS asks for alternates or East Asian forms', () => {
    expect(layoutFeatures('p{font-variant-alternates: swash(fancy)}', [0x41])).toBeUndefined();
    expect(layoutFeatures('p{font-variant-east-asian:ruby}', [0x41])).toBeUndefined();
  });
});

describe('unicodeRange', () => {
  it('writes runs of consecutive code points as ranges', () => {
    expect(unicodeRange([0x20, 0x21, 0x25, 0x2c, 0x2d, 0x2e, 0xe9, 0x2013])).toBe(
      'U+20-21,U+25,U+2C-2E,U+E9,U+2013',
    );
    expect(unicodeRange([])).toBe('');
  });
});

describe('withoutOtherFaces', () => {
  const page = (css: string, design = '') =>
    `<html><head><style id="vitae-css">${css}</style>${design}</head><body></body></html>`;
  const face = (family: string) => `@font-face{font-family:${family};src:url(/assets/x.woff2)}`;

  it('drops the faces of families no other rule names, on the inline stylesheet only', () => {
    const css = `${face('"Source Sans 3 Variable"')}${face('Space Grotesk Variable')}${face("'Source Serif 4 Variable'")}`;
    const kept = withoutOtherFaces(page(`${css}body{font-family:"Source Sans 3 Variable"}`));
    expect(kept).toContain('Source Sans 3 Variable');
    expect(kept).not.toContain('Space Grotesk');
    expect(kept).not.toContain('Source Serif');
  });

  it("keeps a family the design's own style names", () => {
    const kept = withoutOtherFaces(
      page(
        face('Space Grotesk Variable'),
        '<style id="vitae-design">:root{--font-heading:\'Space Grotesk Variable\'}</style>',
      ),
    );
    expect(kept).toContain('@font-face{font-family:Space Grotesk Variable');
  });

  it('leaves a page without an inline stylesheet as it is', () => {
    const html = `<html><head><style>${face('Space Grotesk Variable')}</style></head></html>`;
    expect(withoutOtherFaces(html)).toBe(html);
  });
});

describe('withTextSubsets', () => {
  it("leaves the page as it is when the face's rule has no unicode-range of its own", () => {
    const href = '/assets/source-sans-3-latin-wght-normal-x1.woff2';
    const font = {
      file: 'source-sans-3-latin-wght-normal-x1',
      href,
      bytes: Buffer.alloc(0),
      characters: new Set([0x20, 0x61]),
      subsets: new Map(),
    };
    const html =
      `<html><head><style id="vitae-css">@font-face{font-family:"Source Sans 3 Variable";src:url(${href})}</style>` +
      `<link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin=""></head></html>`;
    const fonts = { files: new Map([['Source Sans 3 Variable', font]]), wanted: new Map() };
    expect(withTextSubsets(html, DEFAULT_DESIGN_SETTINGS, fonts, '<p>a</p>')).toBe(html);
    expect(fonts.wanted.size).toBe(0);
  });
});
