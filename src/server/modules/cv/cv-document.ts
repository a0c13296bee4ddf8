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
import { createElement as h, isValidElement, type ReactElement, type ReactNode } from 'react';
import { EDUCATION_TYPES, type EducationType } from '../../../shared/constants.js';
import { contactTitle } from '../../../shared/i18n/contact-titles.js';
import { DEFAULT_LANGUAGE, localize, type Language } from '../../../shared/i18n/languages.js';
import { MESSAGES } from '../../../shared/messages.js';
import { entryView } from '../../../shared/resources/entry-view.js';
import { RESUME_SECTIONS } from '../../../shared/resources/index.js';
import type { Person } from '../../../shared/schemas.js';
import type { CvData } from './cv-data.js';
import { CV_FONT_FAMILIES } from './fonts.js';

import { CV_FORMATS, ownerName, type CvFormat } from './cv-names.js';

export { CV_FORMATS, ownerName, type CvFormat };

const INK = '#1f2328';
const MUTED = '#57606a';
const ACCENT = '#0b5cad';

const styles = StyleSheet.create({
  page: {
    fontFamily: CV_FONT_FAMILIES as unknown as string,
    // No lineHeight here: on the Page it hides the page numbers (react-pdf 4.9). Texts set their own,
    // in points: a unitless lineHeight is taken against react-pdf's default size, not the inherited one.
    fontSize: 10.5,
    color: INK,
    paddingTop: 48,
    paddingBottom: 56,
    paddingHorizontal: 52,
  },
  headerRow: { flexDirection: 'row', alignItems: 'center' },
  photo: { width: 72, height: 72, borderRadius: 36, marginRight: 16, objectFit: 'cover' },
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

/** One entry: title line, meta line, description; kept on one page unless it is longer than one. */
function entry(key: string, title: ReactNode, meta: string[], description: string): ReactElement {
  const long = description.length > 1800;
  return h(
    View,
    { key, style: styles.entry, wrap: long, minPresenceAhead: 40 },
    h(Text, { style: styles.entryTitle }, ...(Array.isArray(title) ? title : [title])),
    meta.some((part) => part !== '')
      ? h(Text, { style: styles.meta }, meta.filter((part) => part !== '').join(' · '))
      : null,
    description.trim() !== '' ? h(Text, { style: styles.description }, description.trim()) : null,
  );
}

/** A section: its title is kept on the page of its first entry (never alone at a page's foot). */
function section(key: string, title: string, children: ReactNode[]): ReactElement | null {
  if (children.length === 0) return null;
  const [first, ...rest] = children;
  const titleText = h(Text, { style: styles.sectionTitle, minPresenceAhead: 80 }, title);
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
  /** `data` is already in the CV's language; `texts` are that language's words. */
  render(data: CvData, texts: CvTexts): ReactElement | null;
}

/** The CV's sections below the header, in the site's home order (spec 2 "Home sections"). */
export const CV_SECTIONS: CvSection[] = [
  {
    key: 'about',
    render: ({ person }, texts) =>
      person && person.about.trim() !== ''
        ? section('about', texts.aboutMe, [
            h(Text, { key: 'text', style: styles.description }, person.about.trim()),
          ])
        : null,
  },
  {
    key: 'works',
    render: ({ works }, texts) =>
      section(
        'works',
        texts.works,
        works.map((work) =>
          entry(
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
    render: ({ projects }, texts) =>
      section(
        'projects',
        texts.projects,
        projects.map((project) =>
          entry(
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
    render: ({ educations }, texts) =>
      section(
        'educations',
        texts.educations,
        educations.map((education) =>
          entry(
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
    render: ({ skills }, texts) => {
      const line = (type: 'Hard' | 'Soft', title: string) => {
        const names = skills.filter((skill) => skill.type === type).map((skill) => skill.title);
        return names.length === 0
          ? null
          : h(
              Text,
              { key: type, style: styles.skillLine },
              h(Text, { style: styles.entryTitle }, `${heading(title)}: `),
              names.join(', '),
            );
      };
      const lines = [line('Hard', texts.hardSkills), line('Soft', texts.softSkills)].filter(
        (item) => item !== null,
      );
      return section('skills', texts.skills, lines);
    },
  },
  // The JSON Resume sections (issue 13), read as the home page reads them (entryView).
  ...RESUME_SECTIONS.map((resource): CvSection => ({
    key: resource.wire,
    render: ({ sections }, texts) =>
      section(
        resource.wire,
        texts.sections[resource.wire] ?? resource.texts.heading,
        (sections[resource.wire] ?? []).map((item, index) => {
          const view = entryView(resource, item, texts.language);
          const description = [
            ...view.paragraphs.map((paragraph) => paragraph.value),
            ...view.lists.map((list) => list.items.join(' · ')),
          ].join('\n');
          return entry(
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
function header(person: Person, data: CvData, photo: Buffer | undefined, language: Language): ReactElement {
  const place = [person.city, person.province, person.country].filter((part) => part.trim() !== '');
  const links = data.socialLinks.filter((link) => pdfHref(link.linkSocial) !== null);
  const text = h(
    View,
    { style: styles.headerText },
    h(Text, { style: styles.name }, ownerName(person)),
    person.jobTitles.trim() !== '' ? h(Text, { style: styles.jobTitles }, person.jobTitles.trim()) : null,
    place.length > 0 ? h(Text, { style: styles.contact }, place.join(', ')) : null,
    links.length > 0
      ? h(
          Text,
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

/**
 * The whole CV document for `data` (which must have a person) on `format` paper in `language`
 * (issue 11: the entries' versions in that language, {@link CV_TEXTS} headings); `photo` is the
 * owner's picture (PNG or JPEG bytes), left out when undefined.
 */
export function cvDocument(
  data: CvData & { person: Person },
  format: CvFormat,
  photo?: Buffer,
  language: Language = DEFAULT_LANGUAGE,
): ReactElement<DocumentProps> {
  data = localizeCvData(data, language);
  const texts = CV_TEXTS[language];
  const name = ownerName(data.person);
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
    h(
      Page,
      { size: CV_FORMATS[format], style: styles.page },
      header(data.person, data, photo, language),
      ...CV_SECTIONS.map((item) => item.render(data, texts)),
      h(Text, {
        style: styles.pageNumber,
        fixed: true,
        render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) =>
          `${pageNumber} / ${totalPages}`,
      }),
    ),
  );
}
