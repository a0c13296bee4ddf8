/**
 * The CV as a react-pdf document: one column, real text in reading order, clickable links, page
 * numbers, entries kept whole on a page. Its parts: the look (cv-styles.ts), the words (cv-texts.ts),
 * the layout (cv-layout.ts) and the sections in the site's home order (cv-sections.ts); this file
 * draws the header and the pages. Source: docs/decisions/0050-pdf-cv.md.
 *
 * Languages (docs/decisions/0065-content-languages.md): {@link cvDocument} takes the CV's `language`; the entries are read in
 * it (`localize`: the Spanish version where the owner wrote one, the English one elsewhere) and the
 * headings and fixed words come from {@link CV_TEXTS}. English is the spec's wording, unchanged.
 *
 * Written with `createElement` (no JSX) so the server's TypeScript settings stay as they are.
 */
import { Document, type DocumentProps, Image, Link, Page, Text, View } from '@react-pdf/renderer';
import {
  Children,
  cloneElement,
  createElement as h,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from 'react';
import { contactTitle } from '../../../shared/i18n/contact-titles.js';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages.js';
import { placeOf } from '../../../shared/place.js';
import type { Person } from '../../../shared/schemas.js';
import type { CvData } from './cv-data.js';
import { CV_FORMATS, ownerName, type CvFormat } from './cv-names.js';

import { type CvStyles, PAGE_WIDTH, PHOTO_GAP, PHOTO_SIZE, pdfHref, stylesOf } from './cv-styles.js';
import { CV_TEXTS, localizeCvData } from './cv-texts.js';
import { type CvLayout, type CvTypesetting, layoutOf, PLAIN_TYPESETTING } from './cv-layout.js';
import { cvSectionsInOrder } from './cv-sections.js';
import { type CvDesign, DEFAULT_CV_DESIGN } from './designs/index.js';

export { CV_FORMATS, ownerName, type CvFormat };
export { typesetWith } from './cv-layout.js';

/**
 * The header: photo (when given), name, job titles, place, and the social links (clickable), each
 * link on its own line when `stacked` (the sidebar's narrow column).
 */
function header(
  person: Person,
  data: CvData,
  photo: Buffer | undefined,
  layout: CvLayout,
  language: Language,
  stacked = false,
): ReactElement {
  const styles = layout.styles;
  // The place as the site writes it, the country named in the CV's language (src/shared/place.ts).
  const place = placeOf(person, language);
  const links = data.socialLinks.filter((link) => pdfHref(link.linkSocial) !== null);
  const linkText = (link: (typeof links)[number]) =>
    h(
      Link,
      { key: link._id, src: pdfHref(link.linkSocial)!, style: styles.link },
      `${contactTitle(link.title, language) || link.type}: ${displayUrl(link.linkSocial)}`,
    );
  const linkLines = stacked
    ? links.map((link) => layout.paragraph({ key: link._id, style: styles.contact }, linkText(link)))
    : links.length > 0
      ? [
          layout.paragraph(
            { key: 'links', style: styles.contact },
            ...links.flatMap((link, index) => [index > 0 ? ' · ' : null, linkText(link)]),
          ),
        ]
      : [];
  const text = h(
    View,
    { style: styles.headerText },
    layout.paragraph({ style: styles.name }, ownerName(person)),
    person.jobTitles.trim() !== ''
      ? layout.paragraph({ style: styles.jobTitles }, person.jobTitles.trim())
      : null,
    place !== '' ? layout.paragraph({ style: styles.contact }, place) : null,
    ...linkLines,
  );
  return h(
    View,
    { key: 'header', style: stacked ? { flexDirection: 'column' } : styles.headerRow },
    photo ? h(Image, { src: photo, style: [styles.photo, stacked ? { marginBottom: 10 } : {}] }) : null,
    text,
  );
}

/** A link shown as text: without the scheme and a trailing slash. */
function displayUrl(value: string): string {
  return value
    .trim()
    .replace(/^(https?:\/\/|mailto:|tel:)/i, '')
    .replace(/\/$/, '');
}

/** `node` with `clean` applied to every string in it (the texts of every element). */
function cleanTree(node: ReactNode, clean: (text: string) => string): ReactNode {
  if (typeof node === 'string') return clean(node);
  if (Array.isArray(node)) return node.map((child: ReactNode) => cleanTree(child, clean));
  if (!isValidElement<{ children?: ReactNode }>(node) || node.props.children === undefined) return node;
  return cloneElement(
    node,
    undefined,
    ...Children.toArray(node.props.children).map((child) => cleanTree(child, clean)),
  );
}

/** Every string of `node`'s texts, one per line: what the document's fonts must cover. */
export function documentText(node: ReactNode): string {
  if (typeof node === 'string') return `${node}\n`;
  if (Array.isArray(node)) return node.map((child: ReactNode) => documentText(child)).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return documentText(node.props.children);
  return '';
}

/** `text` without lone UTF-16 surrogates (each becomes U+FFFD), for the PDF's metadata. */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/**
 * The whole CV document for `data` (which must have a person) on `format` paper in `language`
 * (decisions 0060 and 0065: the entries' versions in that language, {@link CV_TEXTS} headings); `photo` is the
 * owner's picture (PNG or JPEG bytes), left out when undefined. `typesetting` draws its texts: the
 * renderer first builds the document with {@link PLAIN_TYPESETTING} to read its text
 * ({@link documentText}), loads the fonts that text needs, then builds it with {@link typesetWith}.
 */
export function cvDocument(
  data: CvData & { person: Person },
  format: CvFormat,
  photo?: Buffer,
  language: Language = DEFAULT_LANGUAGE,
  typesetting: CvTypesetting = PLAIN_TYPESETTING,
  design: CvDesign = DEFAULT_CV_DESIGN,
): ReactElement<DocumentProps> {
  data = localizeCvData(data, language);
  const texts = CV_TEXTS[language];
  const name = wellFormed(ownerName(data.person));
  const styles = stylesOf(design.look);
  const width = PAGE_WIDTH[format] - 2 * design.look.marginX;
  const sections = cvSectionsInOrder(data.layout, design.id);
  const render = (keys: readonly string[], layout: CvLayout) =>
    sections.filter((item) => keys.includes(item.key)).map((item) => item.render(data, texts, layout));
  const main = sections.map((item) => item.key).filter((key) => !design.side.includes(key));
  let body: ReactNode[];
  if (design.kind === 'sidebar') {
    // Two columns: the side column (photo, contact, short lists) first in reading order, then the main one.
    const sideWidth = 150;
    const gap = 22;
    const side = layoutOf(typesetting, sideWidth, styles);
    const mainWidth = width - sideWidth - gap;
    const mainLayout = layoutOf(typesetting, mainWidth, styles);
    body = [
      h(
        View,
        { key: 'columns', style: { flexDirection: 'row' } },
        h(
          View,
          { key: 'side', style: { width: sideWidth, marginRight: gap } },
          header(data.person, data, photo, side, language, true),
          ...render(design.side, side),
        ),
        h(View, { key: 'main', style: { width: mainWidth } }, ...render(main, mainLayout)),
      ),
    ];
  } else {
    const layout = layoutOf(typesetting, width, styles);
    const headerWidth = photo && design.look.headerAlign === 'left' ? width - PHOTO_SIZE - PHOTO_GAP : width;
    body = [
      bannerOrHeader(data, photo, design, styles, typesetting, headerWidth, language),
      ...render(main, layout),
    ];
  }
  const page = h(
    Page,
    { size: CV_FORMATS[format], style: [styles.page, { fontFamily: typesetting.families }] },
    ...body,
    h(Text, {
      style: styles.pageNumber,
      fixed: true,
      render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) =>
        `${pageNumber} / ${totalPages}`,
    }),
  );
  return h(
    Document,
    {
      title: `${name} — CV`,
      author: name,
      subject: texts.subject,
      language,
      creator: 'Vitae',
      producer: 'Vitae',
      // The content's date, not the clock's: the same content gives the same bytes (decision 0167).
      creationDate: lastEdit(data),
    },
    cleanTree(page, typesetting.clean),
  );
}

/**
 * The header of a one-column design; the `banner` design's stands on a band of its accent colour,
 * its texts and links in the colour readable on it.
 */
function bannerOrHeader(
  data: CvData & { person: Person },
  photo: Buffer | undefined,
  design: CvDesign,
  styles: CvStyles,
  typesetting: CvTypesetting,
  width: number,
  language: Language,
): ReactElement {
  if (!design.banner) {
    const layout = layoutOf(typesetting, width, styles);
    const centered = design.look.headerAlign === 'center';
    // A centred header puts the photo above the name; the texts keep the whole width, each line centred.
    return centered
      ? h(
          View,
          { key: 'header' },
          photo
            ? h(
                View,
                { style: { alignItems: 'center' } },
                h(Image, { src: photo, style: [styles.photo, { marginRight: 0, marginBottom: 10 }] }),
              )
            : null,
          header(data.person, data, undefined, layout, language),
        )
      : header(data.person, data, photo, layout, language);
  }
  const { background, text } = design.banner;
  const padding = 16;
  const onBand = stylesOf({ ...design.look, ink: text, muted: text, accent: text });
  const layout = layoutOf(typesetting, width - 2 * padding, onBand);
  return h(
    View,
    { key: 'banner', style: { backgroundColor: background, color: text, padding, borderRadius: 6 } },
    header(data.person, data, photo, layout, language),
  );
}

/**
 * The latest `updatedAt` of the person and of every entry of `data`, or the Unix epoch when none
 * has one: the PDF's creation date (docs/decisions/0167-reproducible-static-site.md).
 */
export function lastEdit(data: object): Date {
  let latest = 0;
  const visit = (value: unknown) => {
    const time =
      value && typeof value === 'object' && 'updatedAt' in value && typeof value.updatedAt === 'string'
        ? Date.parse(value.updatedAt)
        : Number.NaN;
    if (!Number.isNaN(time) && time > latest) latest = time;
  };
  for (const value of Object.values(data)) {
    if (Array.isArray(value)) value.forEach(visit);
    else visit(value);
  }
  return new Date(latest);
}
