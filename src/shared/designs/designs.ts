/**
 * The site's designs, declared in one place (docs/product.md §26, docs/decisions/0170-designs-as-data-and-css.md).
 *
 * A design is data (this declaration: names, palette for light and dark, default accent, font
 * pairing, photo shape, CV layout, section order) plus one CSS file over the site's markup
 * (src/web/designs/<id>/design.css) and one PDF layout (src/server/modules/cv/designs/). A further
 * design costs one entry here, one CSS folder and, when its PDF differs, one layout file.
 *
 * Palettes are pairs of sRGB hex colours; every text colour is at least 4.5:1 (WCAG 2.2 AA) on every
 * background of its theme (src/shared/designs/designs.test.ts checks it). The accent is not part of
 * the palette: it is the owner's pick, adjusted for contrast by contrast.ts.
 */

/** The designs' ids, in the order the Design page lists them; the first is the default. */
export const DESIGN_IDS = ['vitae', 'sidebar', 'minimal', 'showcase', 'academic'] as const;
export type DesignId = (typeof DESIGN_IDS)[number];
export const DEFAULT_DESIGN: DesignId = 'vitae';

/** The bundled font pairings (self-hosted Fontsource files, src/web/app/fonts.css). */
export const FONT_PAIRING_IDS = ['source-sans', 'serif', 'serif-sans', 'grotesk'] as const;
export type FontPairingId = (typeof FONT_PAIRING_IDS)[number];

/** The shapes of the owner's photo. */
export const PHOTO_SHAPES = ['circle', 'rounded', 'square'] as const;
export type PhotoShape = (typeof PHOTO_SHAPES)[number];

/** One theme's colours: backgrounds, border, text and muted text (hex, `#rrggbb`). */
export interface Palette {
  bg: string;
  surface: string;
  surfaceRaised: string;
  surfaceSunken: string;
  border: string;
  text: string;
  textMuted: string;
}

/** A text in both interface languages. */
export interface Bilingual {
  en: string;
  es: string;
}

/** How the PDF CV is laid out (src/server/modules/cv/designs/). */
export type CvLayoutKind = 'one-column' | 'sidebar' | 'minimal' | 'banner' | 'compact';

export interface DesignDeclaration {
  id: DesignId;
  name: Bilingual;
  description: Bilingual;
  light: Palette;
  dark: Palette;
  /** The accent when the owner has not picked one (before contrast adjustment). */
  accent: string;
  fonts: FontPairingId;
  photoShape: PhotoShape;
  cv: CvLayoutKind;
  /**
   * Home sections shown first, by their wire names (src/shared/resources), before the others in
   * their usual order; empty for the usual order.
   */
  sectionsFirst: readonly string[];
}

export interface FontPairing {
  id: FontPairingId;
  name: Bilingual;
  /** CSS font-family lists for body text and headings. */
  body: string;
  heading: string;
  /** The PDF CV's text face: Source Sans 3 or Source Serif 4 (src/server/modules/cv/font-faces.ts). */
  pdf: 'sans' | 'serif';
}

const SANS =
  "'Source Sans 3 Variable', 'Source Sans 3 Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";
const SERIF = "'Source Serif 4 Variable', Georgia, 'Times New Roman', serif";
const GROTESK = "'Space Grotesk Variable', 'Source Sans 3 Variable', system-ui, sans-serif";

export const FONT_PAIRINGS: Record<FontPairingId, FontPairing> = {
  'source-sans': {
    id: 'source-sans',
    name: { en: 'Source Sans 3', es: 'Source Sans 3' },
    body: SANS,
    heading: SANS,
    pdf: 'sans',
  },
  serif: {
    id: 'serif',
    name: { en: 'Source Serif 4', es: 'Source Serif 4' },
    body: SERIF,
    heading: SERIF,
    pdf: 'serif',
  },
  'serif-sans': {
    id: 'serif-sans',
    name: {
      en: 'Source Serif 4 headings, Source Sans 3 text',
      es: 'Títulos Source Serif 4, texto Source Sans 3',
    },
    body: SANS,
    heading: SERIF,
    pdf: 'sans',
  },
  grotesk: {
    id: 'grotesk',
    name: {
      en: 'Space Grotesk headings, Source Sans 3 text',
      es: 'Títulos Space Grotesk, texto Source Sans 3',
    },
    body: SANS,
    heading: GROTESK,
    pdf: 'sans',
  },
};

export const PHOTO_RADIUS: Record<PhotoShape, string> = { circle: '50%', rounded: '22%', square: '4px' };

/** Today's palette (src/web/app/global.css before designs). */
const VITAE_LIGHT: Palette = {
  bg: '#f5f7fb',
  surface: '#ffffff',
  surfaceRaised: '#edf1f7',
  surfaceSunken: '#eef2f8',
  border: '#c3cddb',
  text: '#111a2c',
  textMuted: '#4a5568',
};
const VITAE_DARK: Palette = {
  bg: '#0b1220',
  surface: '#131c2e',
  surfaceRaised: '#1b2740',
  surfaceSunken: '#0e1627',
  border: '#2a3a57',
  text: '#e6ecf5',
  textMuted: '#a3b1c6',
};

export const DESIGNS: readonly DesignDeclaration[] = [
  {
    id: 'vitae',
    name: { en: 'Vitae', es: 'Vitae' },
    description: {
      en: 'Cards on a soft background, one column: the original look.',
      es: 'Tarjetas sobre un fondo suave, una columna: el aspecto original.',
    },
    light: VITAE_LIGHT,
    dark: VITAE_DARK,
    accent: '#0b5fae',
    fonts: 'source-sans',
    photoShape: 'circle',
    cv: 'one-column',
    sectionsFirst: [],
  },
  {
    id: 'sidebar',
    name: { en: 'Modern sidebar', es: 'Moderno con barra lateral' },
    description: {
      en: 'Two columns on wide screens: who you are in a sidebar, your work beside it.',
      es: 'Dos columnas en pantallas anchas: quién eres en una barra lateral y tu trabajo al lado.',
    },
    light: {
      bg: '#f3f5f4',
      surface: '#ffffff',
      surfaceRaised: '#e8eeeb',
      surfaceSunken: '#eef2f0',
      border: '#bccac3',
      text: '#14201b',
      textMuted: '#475650',
    },
    dark: {
      bg: '#0d1412',
      surface: '#141f1b',
      surfaceRaised: '#1c2a25',
      surfaceSunken: '#101916',
      border: '#2c3f38',
      text: '#e4eeea',
      textMuted: '#a2b5ad',
    },
    accent: '#0f766e',
    fonts: 'grotesk',
    photoShape: 'rounded',
    cv: 'sidebar',
    sectionsFirst: [],
  },
  {
    id: 'minimal',
    name: { en: 'Minimal typographic', es: 'Tipográfico mínimo' },
    description: {
      en: 'Type, white space and thin rules; no cards, no shadows.',
      es: 'Tipografía, espacio en blanco y filetes finos; sin tarjetas ni sombras.',
    },
    light: {
      bg: '#fdfcfa',
      surface: '#fdfcfa',
      surfaceRaised: '#f3f1ec',
      surfaceSunken: '#f6f4f0',
      border: '#d5d0c6',
      text: '#1a1a1a',
      textMuted: '#55514a',
    },
    dark: {
      bg: '#121212',
      surface: '#121212',
      surfaceRaised: '#1d1d1d',
      surfaceSunken: '#171717',
      border: '#3a3a3a',
      text: '#ededed',
      textMuted: '#b0aca4',
    },
    accent: '#9a3412',
    fonts: 'serif',
    photoShape: 'circle',
    cv: 'minimal',
    sectionsFirst: [],
  },
  {
    id: 'showcase',
    name: { en: 'Bold showcase', es: 'Escaparate audaz' },
    description: {
      en: 'Large project images and a big name: for designers and photographers.',
      es: 'Imágenes grandes de proyectos y un nombre grande: para diseñadores y fotógrafos.',
    },
    light: {
      bg: '#f4f2f7',
      surface: '#ffffff',
      surfaceRaised: '#ebe7f1',
      surfaceSunken: '#efecf4',
      border: '#c4bcd2',
      text: '#17111f',
      textMuted: '#51475f',
    },
    dark: {
      bg: '#0c0a10',
      surface: '#16131d',
      surfaceRaised: '#211c2b',
      surfaceSunken: '#110e16',
      border: '#362f44',
      text: '#f1edf7',
      textMuted: '#b3a9c4',
    },
    accent: '#b5179e',
    fonts: 'grotesk',
    photoShape: 'rounded',
    cv: 'banner',
    sectionsFirst: ['proyects'],
  },
  {
    id: 'academic',
    name: { en: 'Compact academic', es: 'Académico compacto' },
    description: {
      en: 'Dense and sober, publications first: for researchers and teachers.',
      es: 'Denso y sobrio, primero las publicaciones: para investigadores y docentes.',
    },
    light: {
      bg: '#fbfaf6',
      surface: '#ffffff',
      surfaceRaised: '#f1eee6',
      surfaceSunken: '#f5f3ec',
      border: '#cfc8b8',
      text: '#1b1812',
      textMuted: '#514b3f',
    },
    dark: {
      bg: '#13120f',
      surface: '#1a1915',
      surfaceRaised: '#25231d',
      surfaceSunken: '#171612',
      border: '#3b382f',
      text: '#ece8df',
      textMuted: '#b2ab9c',
    },
    accent: '#1e40af',
    fonts: 'serif-sans',
    photoShape: 'square',
    cv: 'compact',
    sectionsFirst: ['publications'],
  },
];

/** The declaration of `id` (the default design's for an unknown id). */
export function designOf(id: string | null | undefined): DesignDeclaration {
  return DESIGNS.find((design) => design.id === id) ?? DESIGNS[0]!;
}

/** Whether `value` is a design id. */
export function isDesignId(value: unknown): value is DesignId {
  return typeof value === 'string' && (DESIGN_IDS as readonly string[]).includes(value);
}
