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

export const styles = StyleSheet.create({
  page: {
    // No lineHeight here: on the Page it hides the page numbers (react-pdf 4.9). Texts set their own,
    // in points: a unitless lineHeight is taken against react-pdf's default size, not the inherited one.
    fontSize: FONT_SIZE,
    color: INK,
    paddingTop: 48,
    paddingBottom: 56,
    paddingHorizontal: MARGIN_X,
  },
  headerRow: { flexDirection: 'row', alignItems: 'center' },
  photo: {
    width: PHOTO_SIZE,
    height: PHOTO_SIZE,
    borderRadius: PHOTO_SIZE / 2,
    marginRight: PHOTO_GAP,
    objectFit: 'cover',
  },
  headerText: { flexGrow: 1, flexShrink: 1 },
  name: { fontSize: 22, fontWeight: 600, lineHeight: 1.2 },
  jobTitles: { fontSize: 12, color: MUTED, marginTop: 2 },
  contact: { marginTop: 4, color: MUTED, lineHeight: '14pt' },
  link: { color: ACCENT, textDecoration: 'none' },
  section: { marginTop: 16 },
  sectionTitle: {
    fontSize: 12.5,
    fontWeight: 600,
    color: ACCENT,
    borderBottomWidth: 0.75,
    borderBottomColor: '#d0d7de',
    paddingBottom: 2,
    marginBottom: 6,
  },
  entry: { marginBottom: 8 },
  entryTitle: { fontWeight: 600, lineHeight: '14pt' },
  meta: { color: MUTED, fontSize: 9.5, lineHeight: '13pt' },
  description: { marginTop: 2, lineHeight: '14.5pt' },
  skillLine: { marginBottom: 3, lineHeight: '14.5pt' },
  pageNumber: {
    position: 'absolute',
    bottom: 24,
    left: 0,
    right: 0,
    textAlign: 'center',
    fontSize: 9,
    color: MUTED,
  },
});

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
