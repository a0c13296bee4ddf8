/**
 * The owner's design settings on the wire (docs/product.md §26; server: src/server/modules/designs/,
 * web: src/web/features/designs/): the chosen design, the accent colour, the font pairing and the
 * photo shape. A null accent, pairing or shape means "the design's own" (designs.ts).
 *
 * `GET /api/settings/design` (public) answers them; `PUT` (admin) saves them whole.
 */
import { z } from 'zod';
import { API_PREFIX } from '../paths.js';
import { normalizeColour } from './contrast.js';
import {
  DEFAULT_DESIGN,
  DESIGN_IDS,
  designOf,
  FONT_PAIRING_IDS,
  PHOTO_SHAPES,
  type DesignId,
  type FontPairingId,
  type PhotoShape,
} from './designs.js';

export const designPaths = {
  /** GET (public) the site's design settings; PUT (admin) saves them. */
  settings: `${API_PREFIX}/settings/design`,
} as const;

export interface DesignSettings {
  design: DesignId;
  /** `#rrggbb` as the owner picked it (before contrast adjustment), or null for the design's. */
  accent: string | null;
  fonts: FontPairingId | null;
  photoShape: PhotoShape | null;
}

export const DEFAULT_DESIGN_SETTINGS: DesignSettings = {
  design: DEFAULT_DESIGN,
  accent: null,
  fonts: null,
  photoShape: null,
};

export const DESIGN_MESSAGE = `The design must be one of ${DESIGN_IDS.join(', ')}.`;
export const ACCENT_MESSAGE = 'The accent must be a colour such as #0b5fae.';
export const FONTS_MESSAGE = `The font pairing must be one of ${FONT_PAIRING_IDS.join(', ')}.`;
export const PHOTO_SHAPE_MESSAGE = `The photo shape must be one of ${PHOTO_SHAPES.join(', ')}.`;

/** A `#rgb` or `#rrggbb` colour, answered as lower-case `#rrggbb`. */
export const accentSchema = z
  .string({ error: ACCENT_MESSAGE })
  .regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, { error: ACCENT_MESSAGE })
  .transform((value) => normalizeColour(value)!);

export const designSettingsSchema = z.strictObject({
  design: z.enum(DESIGN_IDS, { error: DESIGN_MESSAGE }),
  accent: accentSchema.nullable(),
  fonts: z.enum(FONT_PAIRING_IDS, { error: FONTS_MESSAGE }).nullable(),
  photoShape: z.enum(PHOTO_SHAPES, { error: PHOTO_SHAPE_MESSAGE }).nullable(),
});

/** The settings as answered: the accent already in `#rrggbb` form (no transform, for the API's schema). */
export const designSettingsResponseSchema = z.object({
  design: z.enum(DESIGN_IDS),
  accent: z
    .string()
    .regex(/^#[0-9a-f]{6}$/)
    .nullable(),
  fonts: z.enum(FONT_PAIRING_IDS).nullable(),
  photoShape: z.enum(PHOTO_SHAPES).nullable(),
});

/** The settings with every "design's own" (null) filled in from the design's declaration. */
export function resolvedSettings(settings: DesignSettings): {
  design: DesignId;
  accent: string;
  fonts: FontPairingId;
  photoShape: PhotoShape;
} {
  const design = designOf(settings.design);
  return {
    design: design.id,
    accent: settings.accent ?? design.accent,
    fonts: settings.fonts ?? design.fonts,
    photoShape: settings.photoShape ?? design.photoShape,
  };
}
