/**
 * How the CV's paragraphs, entries and sections are laid out: the typesetting (fonts, cleaning,
 * line breaking; docs/decisions/0088-pdf-cv-text.md), an entry kept whole on a page unless it is
 * longer than one, a section title never alone at a page's foot, date ranges with "Present".
 *
 * Source: docs/decisions/0050-pdf-cv.md; dates: docs/decisions/0256-cv-words.md.
 */
import { Link, Text, View } from '@react-pdf/renderer';
import { createElement as h, isValidElement, type ReactElement, type ReactNode } from 'react';
import { formatPeriod } from '../../../shared/cv-words.js';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages.js';
import type { CvFonts } from './fonts.js';
import { cleanText, paragraphBreaks, type ParagraphBreaks } from './typesetting.js';

import { type CvStyles, pdfHref, styles } from './cv-styles.js';

/**
 * A period as the CV writes it (docs/decisions/0256-cv-words.md): month and year in the CV's
 * language, "Present"/"Actualidad" for an open end (`finished === false` and no end), through
 * src/shared/cv-words.ts `formatPeriod`; the site keeps §9's first 10 characters.
 */
export function dateRange(
  start: string,
  end: string,
  finished: boolean | undefined,
  language: Language = DEFAULT_LANGUAGE,
): string {
  return formatPeriod(start, end, finished === false, language);
}

/** `label` as a link to `href` when it is one a PDF may carry ({@link pdfHref}), else plain text. */
export function linkOrText(label: string, href: string, sheet: CvStyles = styles): ReactNode {
  const url = pdfHref(href);
  return url ? h(Link, { src: url, style: sheet.link }, label) : label;
}

/** Entries and texts longer than this many characters may break across pages (decision 0050). */
export const LONG_TEXT = 1800;

/** The number of characters of text in `node` (its strings, nested elements' too). */
export function textLength(node: ReactNode): number {
  if (typeof node === 'string') return node.length;
  if (Array.isArray(node)) return node.reduce<number>((sum, child: ReactNode) => sum + textLength(child), 0);
  if (isValidElement<{ children?: ReactNode }>(node)) return textLength(node.props.children);
  return 0;
}

/**
 * How the CV's texts are drawn (docs/decisions/0088-pdf-cv-text.md): the font families (in
 * fallback order), the text cleaning, and each paragraph's line breaking for its font size and line
 * width. {@link PLAIN_TYPESETTING} draws text as given; {@link typesetWith} follows loaded fonts.
 */
export interface CvTypesetting {
  families: string[];
  clean(text: string): string;
  paragraph(fontSize: number, width: number): Partial<ParagraphBreaks>;
}

/** Text as given, react-pdf's own fonts and line breaking: to read a document's text ({@link documentText}). */
export const PLAIN_TYPESETTING: CvTypesetting = {
  families: ['Helvetica'],
  clean: (text) => text,
  paragraph: () => ({}),
};

/** The typesetting of a CV drawn with `fonts` (fonts.ts): cleanText and paragraphBreaks (typesetting.ts). */
export function typesetWith(fonts: CvFonts): CvTypesetting {
  const paragraphs = new Map<string, ParagraphBreaks>();
  return {
    families: fonts.families,
    clean: (text) => cleanText(text, fonts.covers),
    paragraph(fontSize, width) {
      const key = `${fontSize}:${width}`;
      let breaks = paragraphs.get(key);
      if (!breaks) {
        breaks = paragraphBreaks(fonts, fontSize, width);
        paragraphs.set(key, breaks);
      }
      return breaks;
    },
  };
}

/** A paragraph's props besides its line breaking. */
export interface ParagraphProps {
  /** One of {@link styles}; its `fontSize` (else the page's) sizes the line breaking. */
  style: (typeof styles)[keyof typeof styles];
  key?: string;
  minPresenceAhead?: number;
  wrap?: boolean;
}

/** Makes the CV's paragraphs: `Text` elements that wrap on lines `width` points wide. */
export interface CvLayout {
  /** The line width, in points. */
  width: number;
  /** The design's style sheet (cv-styles.ts). */
  styles: CvStyles;
  paragraph(props: ParagraphProps, ...children: ReactNode[]): ReactElement;
}

export function layoutOf(typesetting: CvTypesetting, width: number, sheet: CvStyles = styles): CvLayout {
  return {
    width,
    styles: sheet,
    paragraph: (props, ...children) => {
      const size = 'fontSize' in props.style ? props.style.fontSize : undefined;
      const fontSize = typeof size === 'number' ? size : sheet.page.fontSize;
      // The paragraph's part of the CV (its key in the style sheet: `name`, `sectionTitle`,
      // `entryTitle`...), read by the tagged engine (cv-typst.ts) for the structure tree.
      const role = Object.keys(sheet).find((key) => sheet[key as keyof CvStyles] === props.style);
      return h(
        Text,
        { ...props, ...typesetting.paragraph(fontSize, width), ...(role ? { role } : {}) } as ParagraphProps,
        ...children,
      );
    },
  };
}

/** One entry: title line, meta line, description; kept on one page unless it is longer than one. */
export function entry(
  layout: CvLayout,
  key: string,
  title: ReactNode,
  meta: string[],
  description: string,
): ReactElement {
  const metaLine = meta.filter((part) => part !== '').join(' · ');
  const long = textLength(title) + metaLine.length + description.length > LONG_TEXT;
  return h(
    View,
    { key, style: layout.styles.entry, wrap: long, minPresenceAhead: 40 },
    layout.paragraph({ style: layout.styles.entryTitle }, ...(Array.isArray(title) ? title : [title])),
    metaLine !== '' ? layout.paragraph({ style: layout.styles.meta }, metaLine) : null,
    description.trim() !== ''
      ? layout.paragraph({ style: layout.styles.description }, description.trim())
      : null,
  );
}

/** A section: its title is kept on the page of its first entry (never alone at a page's foot). */
export function section(
  layout: CvLayout,
  key: string,
  title: string,
  children: ReactNode[],
): ReactElement | null {
  if (children.length === 0) return null;
  const [first, ...rest] = children;
  const titleText = layout.paragraph({ style: layout.styles.sectionTitle, minPresenceAhead: 80 }, title);
  // A long first entry may break across pages (entry()); then only the title's presence is asked.
  const firstBreaks = isValidElement<{ wrap?: boolean }>(first) && first.props.wrap === true;
  return h(
    View,
    { key, style: layout.styles.section },
    ...(firstBreaks ? [titleText, first] : [h(View, { wrap: false }, titleText, first)]),
    ...rest,
  );
}
