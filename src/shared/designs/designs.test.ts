import fc from 'fast-check';
import { wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';
import {
  AA_TEXT,
  accentColours,
  backgroundsOf,
  DESIGN_IDS,
  DESIGNS,
  designSettingsSchema,
  designTokensCss,
  normalizeColour,
  readableAccent,
} from './index.js';

const hex = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map(([r, g, b]) => `#${[r, g, b].map((n) => n.toString(16).padStart(2, '0')).join('')}`);

describe('designs', () => {
  it('declares at least five designs, each once, in the order of DESIGN_IDS', () => {
    expect(DESIGNS.map((design) => design.id)).toEqual([...DESIGN_IDS]);
    expect(DESIGNS.length).toBeGreaterThanOrEqual(5);
  });

  it("keeps every palette's text and muted text at least 4.5:1 on every background of its theme", () => {
    for (const design of DESIGNS) {
      for (const palette of [design.light, design.dark]) {
        for (const background of backgroundsOf(palette)) {
          for (const text of [palette.text, palette.textMuted]) {
            expect(
              wcagContrast(text, background),
              `${design.id} ${text} on ${background}`,
            ).toBeGreaterThanOrEqual(AA_TEXT);
          }
        }
      }
    }
  });

  it('keeps every text/background pair AA for 500 random accents in every design and both themes', () => {
    fc.assert(
      fc.property(hex, (pick) => {
        for (const design of DESIGNS) {
          const colours = accentColours(pick, design.light, design.dark);
          for (const [palette, theme] of [
            [design.light, colours.light],
            [design.dark, colours.dark],
          ] as const) {
            for (const background of backgroundsOf(palette)) {
              if (wcagContrast(theme.accent, background) < AA_TEXT) return false;
            }
            if (wcagContrast(theme.onAccent, theme.accent) < AA_TEXT) return false;
          }
        }
        return true;
      }),
      { numRuns: 500 },
    );
  });

  it("leaves a readable pick unchanged and moves an unreadable one's lightness only", () => {
    expect(readableAccent('#0b5fae', backgroundsOf(DESIGNS[0]!.light), 'light')).toBe('#0b5fae');
    const yellow = readableAccent('#ffff00', backgroundsOf(DESIGNS[0]!.light), 'light');
    expect(yellow).not.toBe('#ffff00');
    expect(wcagContrast(yellow, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
    const navy = readableAccent('#000080', backgroundsOf(DESIGNS[0]!.dark), 'dark');
    expect(wcagContrast(navy, DESIGNS[0]!.dark.bg)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('reads the settings strictly and writes the tokens of the chosen design', () => {
    expect(
      designSettingsSchema.parse({ design: 'minimal', accent: '#ABC', fonts: null, photoShape: 'square' }),
    ).toEqual({
      design: 'minimal',
      accent: '#aabbcc',
      fonts: null,
      photoShape: 'square',
    });
    expect(
      designSettingsSchema.safeParse({ design: 'nope', accent: null, fonts: null, photoShape: null }).success,
    ).toBe(false);
    expect(
      designSettingsSchema.safeParse({ design: 'vitae', accent: 'red;}', fonts: null, photoShape: null })
        .success,
    ).toBe(false);
    expect(normalizeColour('rebeccapurple')).toBe('#663399');
    const css = designTokensCss({ design: 'minimal', accent: null, fonts: null, photoShape: null });
    expect(css).toContain('--bg:light-dark(#fdfcfa, #121212)');
    expect(css).toContain("--font-heading:'Source Serif 4 Variable'");
  });
});
