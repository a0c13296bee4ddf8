/**
 * The CV as a react-pdf document: one column, real text in reading order, clickable links, page
 * numbers, entries kept whole on a page. Sections follow the site's home order ({@link CV_SECTIONS});
 * a section added to the site gets an entry there. Source: issue 10; docs/decisions/0050-pdf-cv.md.
 *
 * Languages (issue 11 item 4): {@link cvDocument} takes the CV's `language`; the entries are read in
 * it (`localize`: the Spanish version where the owner wrote one, the English one elsewhere) and the
 * headings and fixed words come from {@link CV_TEXTS}. English is the spec's wording, unchanged.
 *
 * Written with `createElement` (no JSX) so the server's TypeScript settings stay as they are.
 */
import { Document, type DocumentProps, Image, Link, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import {
  Children,
  cloneElement,
  createElement as h,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from 'react';
import { EDUCATION_TYPES, type EducationType } from '../../../shared/constants.js';
import { contactTitle } from '../../../shared/i18n/contact-titles.js';
import { DEFAULT_LANGUAGE, localize, type Language } from '../../../shared/i18n/languages.js';
import { placeOf } from '../../../shared/place.js';
import { MESSAGES } from '../../../shared/messages.js';
import { entryView } from '../../../shared/resources/entry-view.js';
import { RESUME_SECTIONS } from '../../../shared/resources/index.js';
import type { Person } from '../../../shared/schemas.js';
import type { CvData } from './cv-data.js';
import type { CvFonts } from './fonts.js';
import { CV_FORMATS, ownerName, type CvFormat } from './cv-names.js';
import { cleanText, paragraphBreaks, type ParagraphBreaks } from './typesetting.js';

export { CV_FORMATS, ownerName, type CvFormat };

const INK = '#1f2328';
const MUTED = '#57606a';
const ACCENT = '#0b5cad';

/** Page widths in points (react-pdf's A4 and LETTER) and the page's side margins. */
const PAGE_WIDTH: Record<CvFormat, number> = { a4: 595.28, letter: 612 };
const MARGIN_X = 52;
const FONT_SIZE = 10.5;
const PHOTO_SIZE = 72;
const PHOTO_GAP = 16;

const styles = StyleSheet.create({
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
 * mailto: and tel: are kept, `www.` hosts get `https://` (as the site, spec 2 "Click Here" rule);
 * anything else (javascript:, relative text, control characters) is not a link.
 */
export function pdfHref(value: string): string | null {
  const trimmed = value.trim();
  // eslint-disable-next-line no-control-regex
  if (trimmed === '' || /[\u0000-\u001f\s]/.test(trimmed)) return null;
  if (/^www\./i.test(trimmed)) return `https://${trimmed}`;
  return /^(https?:\/\/|mailto:|tel:)/i.test(trimmed) ? trimmed : null;
}

const heading = (text: string) => text.replace(/:\s*$/, '');

/** The CV's own words in one language: section headings, "Present", education types, metadata. */
export interface CvTexts {
  /** The language these words are in (also how the JSON Resume sections' dates are written). */
  language: Language;
  aboutMe: string;
  works: string;
  projects: string;
  educations: string;
  skills: string;
  hardSkills: string;
  softSkills: string;
  /** The end of a date range still going on. */
  present: string;
  /** Document subject (PDF metadata). */
  subject: string;
  /** Headings of the JSON Resume sections, by wire name. */
  sections: Record<string, string>;
  educationTypes: Record<EducationType, string>;
}

/**
 * {@link CvTexts} per language. English is the site's (spec) wording; Spanish is this CV's own
 * translation (issue 11: "section headings in Spanish").
 */
export const CV_TEXTS: Record<Language, CvTexts> = {
  en: {
    language: 'en',
    aboutMe: MESSAGES.headings.aboutMe,
    works: 'Works',
    projects: heading(MESSAGES.headings.projects),
    educations: heading(MESSAGES.headings.educations),
    skills: heading(MESSAGES.headings.skills),
    hardSkills: heading(MESSAGES.headings.hardSkills),
    softSkills: heading(MESSAGES.headings.softSkills),
    present: 'Present',
    subject: 'Curriculum vitae',
    sections: Object.fromEntries(RESUME_SECTIONS.map((resource) => [resource.wire, resource.texts.heading])),
    educationTypes: Object.fromEntries(EDUCATION_TYPES.map((type) => [type, type])) as Record<
      EducationType,
      string
    >,
  },
  es: {
    language: 'es',
    aboutMe: 'Sobre mí',
    works: 'Experiencia',
    projects: 'Proyectos',
    educations: 'Educación',
    skills: 'Habilidades',
    hardSkills: 'Habilidades técnicas',
    softSkills: 'Habilidades blandas',
    present: 'Actualidad',
    subject: 'Currículum vítae',
    sections: {
      volunteer: 'Voluntariado',
      awards: 'Premios',
      certificates: 'Certificados',
      publications: 'Publicaciones',
      'spoken-languages': 'Idiomas',
      interests: 'Intereses',
      references: 'Referencias',
    },
    educationTypes: {
      'Primary School': 'Educación primaria',
      'High School': 'Educación secundaria',
      University: 'Universidad',
      Course: 'Curso',
      Conference: 'Conferencia',
      Other: 'Otro',
    },
  },
};

/**
 * The CV's data read in `language`: each entry through `localize` (projects' skills and
 * categories too), the default version where a translation is empty. Pure.
 */
export function localizeCvData<D extends CvData>(data: D, language: Language): D {
  if (language === DEFAULT_LANGUAGE) return data;
  const each = <T extends object>(list: T[]) => list.map((item) => localize(item, language));
  return {
    ...data,
    person: data.person && localize(data.person, language),
    works: each(data.works),
    projects: data.projects.map((project) => ({
      ...localize(project, language),
      languages: each(project.languages),
      categories: each(project.categories),
    })),
    educations: each(data.educations),
    skills: each(data.skills),
    sections: Object.fromEntries(Object.entries(data.sections).map(([wire, list]) => [wire, each(list)])),
  };
}

/** Spec 9: dates show as their first 10 characters; an open end reads "Present" (in the CV's language). */
function dateRange(start: string, end: string, finished: boolean | undefined, present = 'Present'): string {
  const from = start.slice(0, 10);
  const to = end.trim() !== '' ? end.slice(0, 10) : finished === false ? present : '';
  return [from, to].filter((part) => part !== '').join(' – ');
}

function linkOrText(label: string, href: string): ReactNode {
  const url = pdfHref(href);
  return url ? h(Link, { src: url, style: styles.link }, label) : label;
}

/** Entries and texts longer than this many characters may break across pages (decision 0050). */
const LONG_TEXT = 1800;

/** The number of characters of text in `node` (its strings, nested elements' too). */
function textLength(node: ReactNode): number {
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
interface ParagraphProps {
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
  paragraph(props: ParagraphProps, ...children: ReactNode[]): ReactElement;
}

function layoutOf(typesetting: CvTypesetting, width: number): CvLayout {
  return {
    width,
    paragraph: (props, ...children) => {
      const size = 'fontSize' in props.style ? props.style.fontSize : undefined;
      const fontSize = typeof size === 'number' ? size : FONT_SIZE;
      return h(Text, { ...props, ...typesetting.paragraph(fontSize, width) }, ...children);
    },
  };
}

/** One entry: title line, meta line, description; kept on one page unless it is longer than one. */
function entry(
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
    { key, style: styles.entry, wrap: long, minPresenceAhead: 40 },
    layout.paragraph({ style: styles.entryTitle }, ...(Array.isArray(title) ? title : [title])),
    metaLine !== '' ? layout.paragraph({ style: styles.meta }, metaLine) : null,
    description.trim() !== '' ? layout.paragraph({ style: styles.description }, description.trim()) : null,
  );
}

/** A section: its title is kept on the page of its first entry (never alone at a page's foot). */
function section(layout: CvLayout, key: string, title: string, children: ReactNode[]): ReactElement | null {
  if (children.length === 0) return null;
  const [first, ...rest] = children;
  const titleText = layout.paragraph({ style: styles.sectionTitle, minPresenceAhead: 80 }, title);
  // A long first entry may break across pages (entry()); then only the title's presence is asked.
  const firstBreaks = isValidElement<{ wrap?: boolean }>(first) && first.props.wrap === true;
  return h(
    View,
    { key, style: styles.section },
    ...(firstBreaks ? [titleText, first] : [h(View, { wrap: false }, titleText, first)]),
    ...rest,
  );
}

/** One CV section: its key and how it renders from the data (null when it has nothing to show). */
export interface CvSection {
  key: string;
  /** `data` is already in the CV's language; `texts` are that language's words; `layout` makes its paragraphs. */
  render(data: CvData, texts: CvTexts, layout: CvLayout): ReactElement | null;
}

/** The CV's sections below the header, in the site's home order (spec 2 "Home sections"). */
export const CV_SECTIONS: CvSection[] = [
  {
    key: 'about',
    render: ({ person }, texts, layout) => {
      const about = person?.about.trim() ?? '';
      return about !== ''
        ? section(layout, 'about', texts.aboutMe, [
            layout.paragraph(
              { key: 'text', style: styles.description, wrap: about.length > LONG_TEXT },
              about,
            ),
          ])
        : null;
    },
  },
  {
    key: 'works',
    render: ({ works }, texts, layout) =>
      section(
        layout,
        'works',
        texts.works,
        works.map((work) =>
          entry(
            layout,
            work._id,
            [work.jobTitle, work.company ? ' — ' : '', linkOrText(work.company, work.linkCompany)],
            [dateRange(work.dateStart, work.dateEnd, work.finished, texts.present)],
            // The highlights, one bullet a line, after the description (decision 0098).
            [work.description.trim(), ...(work.highlights ?? []).map((item) => `• ${item.trim()}`)]
              .filter((line) => line !== '' && line !== '•')
              .join('\n'),
          ),
        ),
      ),
  },
  {
    key: 'projects',
    render: ({ projects }, texts, layout) =>
      section(
        layout,
        'projects',
        texts.projects,
        projects.map((project) =>
          entry(
            layout,
            project._id,
            linkOrText(project.title, project.linkProyect),
            [
              project.company,
              dateRange(project.dateStart, project.dateEnd, undefined),
              project.languages.map((skill) => skill.title).join(', '),
            ],
            project.description,
          ),
        ),
      ),
  },
  {
    key: 'educations',
    render: ({ educations }, texts, layout) =>
      section(
        layout,
        'educations',
        texts.educations,
        educations.map((education) =>
          entry(
            layout,
            education._id,
            [
              education.title,
              education.institutionName ? ' — ' : '',
              linkOrText(education.institutionName, education.linkInstitution),
            ],
            [
              texts.educationTypes[education.typeEducation] ?? education.typeEducation,
              dateRange(education.dateStart, education.dateEnd, education.finished, texts.present),
            ],
            education.description,
          ),
        ),
      ),
  },
  {
    key: 'skills',
    render: ({ skills }, texts, layout) => {
      const line = (type: 'Hard' | 'Soft', title: string) => {
        const names = skills.filter((skill) => skill.type === type).map((skill) => skill.title);
        return names.length === 0
          ? null
          : layout.paragraph(
              { key: type, style: styles.skillLine, wrap: names.join(', ').length > LONG_TEXT },
              h(Text, { style: styles.entryTitle }, `${heading(title)}: `),
              names.join(', '),
            );
      };
      const lines = [line('Hard', texts.hardSkills), line('Soft', texts.softSkills)].filter(
        (item) => item !== null,
      );
      return section(layout, 'skills', texts.skills, lines);
    },
  },
  // The JSON Resume sections (issue 13), read as the home page reads them (entryView).
  ...RESUME_SECTIONS.map((resource): CvSection => ({
    key: resource.wire,
    render: ({ sections }, texts, layout) =>
      section(
        layout,
        resource.wire,
        texts.sections[resource.wire] ?? resource.texts.heading,
        (sections[resource.wire] ?? []).map((item, index) => {
          const view = entryView(resource, item, texts.language);
          const description = [
            ...view.paragraphs.map((paragraph) => paragraph.value),
            ...view.lists.map((list) => list.items.join(' · ')),
          ].join('\n');
          return entry(
            layout,
            typeof item._id === 'string' ? item._id : String(index),
            view.url ? linkOrText(view.title || view.url, view.url) : view.title,
            [...view.details.map((detail) => detail.value), view.dates],
            description,
          );
        }),
      ),
  })),
];

/** The header: photo (when given), name, job titles, place, and the social links (clickable). */
function header(
  person: Person,
  data: CvData,
  photo: Buffer | undefined,
  layout: CvLayout,
  language: Language,
): ReactElement {
  // The place as the site writes it, the country named in the CV's language (src/shared/place.ts).
  const place = placeOf(person, language);
  const links = data.socialLinks.filter((link) => pdfHref(link.linkSocial) !== null);
  const text = h(
    View,
    { style: styles.headerText },
    layout.paragraph({ style: styles.name }, ownerName(person)),
    person.jobTitles.trim() !== ''
      ? layout.paragraph({ style: styles.jobTitles }, person.jobTitles.trim())
      : null,
    place !== '' ? layout.paragraph({ style: styles.contact }, place) : null,
    links.length > 0
      ? layout.paragraph(
          { style: styles.contact },
          ...links.flatMap((link, index) => [
            index > 0 ? ' · ' : null,
            h(
              Link,
              { key: link._id, src: pdfHref(link.linkSocial)!, style: styles.link },
              `${contactTitle(link.title, language) || link.type}: ${displayUrl(link.linkSocial)}`,
            ),
          ]),
        )
      : null,
  );
  return h(
    View,
    { key: 'header', style: styles.headerRow },
    photo ? h(Image, { src: photo, style: styles.photo }) : null,
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
 * (issue 11: the entries' versions in that language, {@link CV_TEXTS} headings); `photo` is the
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
): ReactElement<DocumentProps> {
  data = localizeCvData(data, language);
  const texts = CV_TEXTS[language];
  const name = wellFormed(ownerName(data.person));
  const width = PAGE_WIDTH[format] - 2 * MARGIN_X;
  const layout = layoutOf(typesetting, width);
  const headerLayout = photo ? layoutOf(typesetting, width - PHOTO_SIZE - PHOTO_GAP) : layout;
  const page = h(
    Page,
    { size: CV_FORMATS[format], style: [styles.page, { fontFamily: typesetting.families }] },
    header(data.person, data, photo, headerLayout, language),
    ...CV_SECTIONS.map((item) => item.render(data, texts, layout)),
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
    },
    cleanTree(page, typesetting.clean),
  );
}
