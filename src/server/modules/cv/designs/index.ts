/**
 * The PDF CV of each design (docs/product.md §26, docs/decisions/0172-pdf-designs.md): one
 * {@link CvDesign} per layout kind of src/shared/designs/designs.ts, built from the shared parts of
 * the CV (cv-styles.ts, cv-layout.ts, cv-sections.ts) by cv-document.ts. Every design keeps one text
 * flow in reading order (the sidebar's column is read before the main column, each whole), real
 * links, and the owner's accent made readable on white paper (src/shared/designs/contrast.ts).
 */
import {
  designOf,
  onAccentOf,
  readableAccent,
  resolvedSettings,
  type CvLayoutKind,
  type DesignSettings,
  type PhotoShape,
} from '../../../../shared/designs/index.js';
import { DEFAULT_LOOK, PHOTO_SIZE, type CvLook } from '../cv-styles.js';

/** How one design draws the CV. */
export interface CvDesign {
  kind: CvLayoutKind;
  look: CvLook;
  /** CV section keys (cv-sections.ts) drawn first, before the others in the site's order. */
  first: readonly string[];
  /** For `sidebar`: the sections drawn in the side column. */
  side: readonly string[];
  /** For `banner`: the header's background and text colours. */
  banner?: { background: string; text: string };
  /** Font face of the text: Source Sans 3 or Source Serif 4 (fonts.ts). */
  face: 'sans' | 'serif';
}

const PAPER = '#ffffff';

const PHOTO_RADIUS: Record<PhotoShape, number> = { circle: PHOTO_SIZE / 2, rounded: 14, square: 2 };

/** The look of each layout kind, before the owner's accent and photo shape. */
const LOOKS: Record<CvLayoutKind, Partial<CvLook>> = {
  'one-column': {},
  sidebar: { fontSize: 10, nameSize: 24, sectionTitleSize: 11.5, upperCaseTitles: true, marginX: 40 },
  minimal: {
    ink: '#1a1a1a',
    muted: '#55514a',
    rule: '#ffffff',
    nameSize: 26,
    sectionTitleSize: 10.5,
    sectionGap: 20,
    headerAlign: 'center',
    upperCaseTitles: true,
    marginX: 64,
  },
  banner: { nameSize: 28, sectionTitleSize: 13.5, rule: '#e4e0ea', marginX: 44 },
  compact: {
    fontSize: 9.5,
    nameSize: 18,
    sectionTitleSize: 11,
    sectionGap: 10,
    marginX: 44,
    rule: '#cfc8b8',
  },
};

/** The CV design of `settings` (the site's, or a version's). */
export function cvDesignOf(settings: DesignSettings): CvDesign {
  const resolved = resolvedSettings(settings);
  const declaration = designOf(resolved.design);
  const accent = readableAccent(resolved.accent, [PAPER], 'light');
  const look: CvLook = {
    ...DEFAULT_LOOK,
    ...LOOKS[declaration.cv],
    accent,
    photoRadius: PHOTO_RADIUS[resolved.photoShape],
  };
  const face = resolved.fonts === 'serif' ? 'serif' : 'sans';
  switch (declaration.cv) {
    case 'sidebar':
      return {
        kind: 'sidebar',
        look,
        first: [],
        side: ['skills', 'spoken-languages', 'interests', 'certificates', 'awards'],
        face,
      };
    case 'banner':
      return {
        kind: 'banner',
        look,
        first: ['about', 'projects'],
        side: [],
        banner: { background: accent, text: onAccentOf(accent, '#111111') },
        face,
      };
    case 'compact':
      return { kind: 'compact', look, first: ['about', 'publications'], side: [], face };
    default:
      return { kind: declaration.cv, look, first: [], side: [], face };
  }
}

/** The default design's CV (today's look). */
export const DEFAULT_CV_DESIGN: CvDesign = cvDesignOf({
  design: 'vitae',
  accent: null,
  fonts: null,
  photoShape: null,
});
