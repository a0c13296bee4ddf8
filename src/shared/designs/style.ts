/**
 * The design tokens of a page as CSS (docs/decisions/0170-designs-as-data-and-css.md): the chosen
 * design's palette, the accent pair computed for contrast (contrast.ts), the font pairing and the
 * photo shape, as custom properties on `:root` that global.css and the design's CSS read. The server
 * writes it in each page's head beside the design's own CSS (src/server/modules/designs/page-style.ts).
 */
import { accentColours } from './contrast.js';
import { designOf, FONT_PAIRINGS, PHOTO_RADIUS, type Palette } from './designs.js';
import { resolvedSettings, type DesignSettings } from './settings.js';

const pair = (light: string, dark: string) => `light-dark(${light}, ${dark})`;

/** The hex colour `hex` at `alpha` opacity, as `rgb(r g b / a)`. */
function withAlpha(hex: string, alpha: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255} ${(n >> 8) & 255} ${n & 255} / ${alpha})`;
}

/** The custom properties of `settings` by name (without the leading `--`). */
export function designTokens(settings: DesignSettings): Record<string, string> {
  const resolved = resolvedSettings(settings);
  const design = designOf(resolved.design);
  const accent = accentColours(resolved.accent, design.light, design.dark);
  const fonts = FONT_PAIRINGS[resolved.fonts];
  const palette = (key: keyof Palette) => pair(design.light[key], design.dark[key]);
  return {
    bg: palette('bg'),
    surface: palette('surface'),
    'surface-raised': palette('surfaceRaised'),
    'surface-sunken': palette('surfaceSunken'),
    border: palette('border'),
    text: palette('text'),
    'text-muted': palette('textMuted'),
    accent: pair(accent.light.accent, accent.dark.accent),
    'on-accent': pair(accent.light.onAccent, accent.dark.onAccent),
    'glow-a': pair(withAlpha(accent.light.accent, 0.07), withAlpha(accent.dark.accent, 0.08)),
    'font-sans': fonts.body,
    'font-heading': fonts.heading,
    'photo-radius': PHOTO_RADIUS[resolved.photoShape],
  };
}

/** {@link designTokens} as one CSS rule on `:root`, plus headings in the heading font. */
export function designTokensCss(settings: DesignSettings): string {
  const declarations = Object.entries(designTokens(settings))
    .map(([name, value]) => `--${name}:${value}`)
    .join(';');
  return `:root{${declarations}}h1,h2,h3{font-family:var(--font-heading)}`;
}
