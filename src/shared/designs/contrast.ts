/**
 * The accent colour in both themes, adjusted so that every text stays WCAG 2.2 AA
 * (docs/decisions/0171-accent-contrast.md): the owner may pick any colour; the site never trusts it.
 *
 * The accent is drawn as text (links, headings' marks) on every background of the design's palette
 * and as the background of buttons whose text is `onAccent`. For each theme the owner's hue and
 * chroma are kept and the OKLCH lightness is moved, the least possible, until the colour has a
 * contrast of at least {@link AA_TEXT} with every background of that theme (darker in light, lighter
 * in dark); `onAccent` is then white or the palette's darkest background, whichever contrasts more.
 * Contrast ratios are WCAG 2.2's (culori `wcagContrast`).
 */
import { clampChroma, converter, formatHex, parse, wcagContrast } from 'culori';
import type { Palette } from './designs.js';

/** WCAG 2.2 AA minimum contrast for normal text (success criterion 1.4.3). */
export const AA_TEXT = 4.5;
/** WCAG 2.2 AA minimum contrast for large text (18pt, or 14pt bold). */
export const AA_LARGE_TEXT = 3;

const toOklch = converter('oklch');

/** An owner's colour as `#rrggbb`, or undefined when `value` is not a CSS colour culori can read. */
export function normalizeColour(value: string): string | undefined {
  const colour = parse(value.trim());
  return colour ? formatHex(colour) : undefined;
}

/** The backgrounds a text of `palette` may stand on. */
export function backgroundsOf(palette: Palette): string[] {
  return [palette.bg, palette.surface, palette.surfaceRaised, palette.surfaceSunken];
}

/** Whether `colour` has at least `ratio` contrast with every one of `backgrounds`. */
function contrastsWithAll(colour: string, backgrounds: readonly string[], ratio: number): boolean {
  return backgrounds.every((background) => wcagContrast(colour, background) >= ratio);
}

/**
 * `pick` (any CSS colour culori reads; hex answered) made readable as text on every one of
 * `backgrounds`: unchanged when it already is, else its OKLCH lightness moved towards black
 * (`theme` 'light') or white ('dark') by bisection, in gamut, to the first lightness that reaches
 * {@link AA_TEXT}. Falls back to black or white, which reach it on the palettes of designs.ts.
 * @throws Error when `pick` is not a colour (validate first with {@link normalizeColour}).
 */
export function readableAccent(
  pick: string,
  backgrounds: readonly string[],
  theme: 'light' | 'dark',
): string {
  const parsed = parse(pick);
  if (!parsed) throw new Error(`Not a colour: ${pick}`);
  const start = formatHex(parsed);
  if (contrastsWithAll(start, backgrounds, AA_TEXT)) return start;
  const base = toOklch(parsed);
  const at = (l: number) => formatHex(clampChroma({ ...base, l }, 'oklch'));
  // Bisection between the owner's lightness (fails) and the end (black or white, passes).
  let failing = base.l;
  let passing = theme === 'light' ? 0 : 1;
  if (!contrastsWithAll(at(passing), backgrounds, AA_TEXT)) return theme === 'light' ? '#000000' : '#ffffff';
  for (let step = 0; step < 24; step += 1) {
    const middle = (failing + passing) / 2;
    if (contrastsWithAll(at(middle), backgrounds, AA_TEXT)) passing = middle;
    else failing = middle;
  }
  return at(passing);
}

/** The text colour on an accent background: white or `dark`, whichever contrasts more with `accent`. */
export function onAccentOf(accent: string, dark: string): string {
  return wcagContrast('#ffffff', accent) >= wcagContrast(dark, accent) ? '#ffffff' : dark;
}

/** The accent and the text on it, for one theme. */
export interface AccentColours {
  accent: string;
  onAccent: string;
}

/** The darkest of `palette`'s backgrounds (relative luminance), the dark text on an accent. */
function darkest(palette: Palette): string {
  return backgroundsOf(palette).reduce((a, b) =>
    wcagContrast(a, '#ffffff') >= wcagContrast(b, '#ffffff') ? a : b,
  );
}

/**
 * The accent colours of a design for the owner's `pick`, in the light and dark palettes: each accent
 * at least {@link AA_TEXT} against every background of its theme, and its `onAccent` at least
 * {@link AA_TEXT} against it.
 */
export function accentColours(
  pick: string,
  light: Palette,
  dark: Palette,
): { light: AccentColours; dark: AccentColours } {
  const lightAccent = readableAccent(pick, backgroundsOf(light), 'light');
  const darkAccent = readableAccent(pick, backgroundsOf(dark), 'dark');
  return {
    light: { accent: lightAccent, onAccent: onAccentOf(lightAccent, light.text) },
    dark: { accent: darkAccent, onAccent: onAccentOf(darkAccent, darkest(dark)) },
  };
}
