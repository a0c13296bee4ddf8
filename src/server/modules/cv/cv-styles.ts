/**
 * The CV's look: ink colours, page widths and margins, font size, photo size, and the react-pdf
 * style sheet every part of the document draws with; {@link pdfHref}, the links a PDF may carry.
 *
 * Source: docs/decisions/0050-pdf-cv.md.
 */
import { StyleSheet } from '@react-pdf/renderer';
import { type CvFormat } from './cv-names.js';

export const INK = '#1f2328';
export const MUTED = '#57606a';
export const ACCENT = '#0b5cad';

/** Page widths in points (react-pdf's A4 and LETTER) and the page's side margins. */
export const PAGE_WIDTH: Record<CvFormat, number> = { a4: 595.28, letter: 612 };
export const MARGIN_X = 52;
export const FONT_SIZE = 10.5;
export const PHOTO_SIZE = 72;
export const PHOTO_GAP = 16;

/**
 * What a CV design may change in the style sheet (src/server/modules/cv/designs/): colours, sizes,
 * the header's alignment, the section titles' case and rule, the photo's corner radius (points).
 * Colours are hex on white paper; `accent` is already readable on it (src/shared/designs/contrast.ts).
 */
export interface CvLook {
  accent: string;
  ink: string;
  muted: string;
  rule: string;
  fontSize: number;
  nameSize: number;
  sectionTitleSize: number;
  sectionGap: number;
  headerAlign: 'left' | 'center';
  upperCaseTitles: boolean;
  photoRadius: number;
  marginX: number;
}

/** Today's look (docs/decisions/0050-pdf-cv.md): the `vitae` design's. */
export const DEFAULT_LOOK: CvLook = {
  accent: ACCENT,
  ink: INK,
  muted: MUTED,
  rule: '#d0d7de',
  fontSize: FONT_SIZE,
  nameSize: 22,
  sectionTitleSize: 12.5,
  sectionGap: 16,
  headerAlign: 'left',
  upperCaseTitles: false,
  photoRadius: PHOTO_SIZE / 2,
  marginX: MARGIN_X,
};

/** The style sheet every part of the CV draws with, for `look`. */
export function stylesOf(look: CvLook) {
  return StyleSheet.create({
    page: {
      // No lineHeight here: on the Page it hides the page numbers (react-pdf 4.9). Texts set their own,
      // in points: a unitless lineHeight is taken against react-pdf's default size, not the inherited one.
      fontSize: look.fontSize,
      color: look.ink,
      paddingTop: 48,
      paddingBottom: 56,
      paddingHorizontal: look.marginX,
    },
    headerRow: {
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: look.headerAlign === 'center' ? 'center' : 'flex-start',
    },
    photo: {
      width: PHOTO_SIZE,
      height: PHOTO_SIZE,
      borderRadius: look.photoRadius,
      marginRight: PHOTO_GAP,
      objectFit: 'cover',
    },
    headerText: { flexGrow: 1, flexShrink: 1, textAlign: look.headerAlign },
    name: { fontSize: look.nameSize, fontWeight: 600, lineHeight: 1.2 },
    jobTitles: { fontSize: look.fontSize + 1.5, color: look.muted, marginTop: 2 },
    contact: { marginTop: 4, color: look.muted, lineHeight: `${look.fontSize + 3.5}pt` },
    link: { color: look.accent, textDecoration: 'none' },
    section: { marginTop: look.sectionGap },
    sectionTitle: {
      fontSize: look.sectionTitleSize,
      fontWeight: 600,
      color: look.accent,
      borderBottomWidth: 0.75,
      borderBottomColor: look.rule,
      paddingBottom: 2,
      marginBottom: 6,
      ...(look.upperCaseTitles ? { textTransform: 'uppercase' as const, letterSpacing: 1 } : {}),
    },
    entry: { marginBottom: look.fontSize < 10 ? 6 : 8 },
    entryTitle: { fontWeight: 600, lineHeight: `${look.fontSize + 3.5}pt` },
    meta: { color: look.muted, fontSize: look.fontSize - 1, lineHeight: `${look.fontSize + 2.5}pt` },
    description: { marginTop: 2, lineHeight: `${look.fontSize + 4}pt` },
    skillLine: { marginBottom: 3, lineHeight: `${look.fontSize + 4}pt` },
    pageNumber: {
      position: 'absolute',
      bottom: 24,
      left: 0,
      right: 0,
      textAlign: 'center',
      fontSize: 9,
      color: look.muted,
    },
  });
}

export type CvStyles = ReturnType<typeof stylesOf>;

/** The default look's style sheet. */
export const styles: CvStyles = stylesOf(DEFAULT_LOOK);

/**
 * The absolute URL a link value points at in the PDF, or null when it must stay plain text: http(s),
 * mailto: and tel: are kept, `www.` hosts get `https://` (as the site, docs/product.md §2 "Click Here" rule);
 * anything else (javascript:, relative text, control characters) is not a link.
 */
export function pdfHref(value: string): string | null {
  const trimmed = value.trim();
  // eslint-disable-next-line no-control-regex
  if (trimmed === '' || /[\u0000-\u001f\s]/.test(trimmed)) return null;
  if (/^www\./i.test(trimmed)) return `https://${trimmed}`;
  return /^(https?:\/\/|mailto:|tel:)/i.test(trimmed) ? trimmed : null;
}
