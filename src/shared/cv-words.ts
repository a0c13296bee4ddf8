/**
 * A CV's own words, shared by every CV Vitae writes (the PDF, src/server/modules/cv/; the Word and
 * text CVs): the résumé's standard section headings per language, month-and-year dates in the
 * reader's language and the word for an open end. The website keeps the product's texts
 * (docs/product.md §2: "Proyects:", "Educations:"); a CV is not that page, and a recruiter or an
 * applicant tracking system reads the standard terms. Source: docs/decisions/0256-cv-words.md.
 *
 * Pure and free of Node or browser APIs: `Intl.DateTimeFormat` is in every supported runtime.
 */
import type { Language } from './i18n/languages.js';

/** The CV's built-in sections (the keys of src/server/modules/cv/cv-sections.ts), and the Word and text CVs' contact block. */
export type CvHeadingKey =
  | 'about'
  | 'works'
  | 'projects'
  | 'educations'
  | 'skills'
  | 'hardSkills'
  | 'softSkills'
  | 'volunteer'
  | 'awards'
  | 'certificates'
  | 'publications'
  | 'spoken-languages'
  | 'interests'
  | 'references'
  | 'contact';

/**
 * The standard heading of each section in each language: the terms résumé parsers look for
 * (docs/decisions/0256-cv-words.md lists the sources). An owner's renamed heading replaces these.
 */
export const CV_HEADINGS: Record<Language, Record<CvHeadingKey, string>> = {
  en: {
    about: 'Summary',
    works: 'Experience',
    projects: 'Projects',
    educations: 'Education',
    skills: 'Skills',
    hardSkills: 'Technical skills',
    softSkills: 'Soft skills',
    volunteer: 'Volunteering',
    awards: 'Awards',
    certificates: 'Certifications',
    publications: 'Publications',
    'spoken-languages': 'Languages',
    interests: 'Interests',
    references: 'References',
    contact: 'Contact',
  },
  es: {
    about: 'Perfil',
    works: 'Experiencia',
    projects: 'Proyectos',
    educations: 'Educación',
    skills: 'Habilidades',
    hardSkills: 'Habilidades técnicas',
    softSkills: 'Habilidades blandas',
    volunteer: 'Voluntariado',
    awards: 'Premios',
    certificates: 'Certificaciones',
    publications: 'Publicaciones',
    'spoken-languages': 'Idiomas',
    interests: 'Intereses',
    references: 'Referencias',
    contact: 'Contacto',
  },
};

/** The heading of section `key` in `language` (see {@link CV_HEADINGS}). */
export function cvHeading(key: CvHeadingKey, language: Language): string {
  return CV_HEADINGS[language][key];
}

/** The end of a period still going on: "Present" / "Actualidad". */
export function presentWord(language: Language): string {
  return language === 'es' ? 'Actualidad' : 'Present';
}

const MONTH_YEAR = new Map<Language, Intl.DateTimeFormat>();

/**
 * `date` (an ISO date or date-time string, "2013-12-01" or "2013-12-01T00:00:00.000Z", or a Date)
 * as month and year in `language` through Intl: "Dec 2013" / "dic 2013". The calendar date is read
 * in UTC (an ISO date names a day, not an instant). A value that is not a date comes back trimmed,
 * as written (a JSON Resume "2013" or a free text): never "Invalid Date".
 */
export function formatMonthYear(date: string | Date, language: Language): string {
  const value = typeof date === 'string' ? date.trim() : date;
  if (typeof value === 'string') {
    // A year alone or a year and month are written as given, in the reader's month name when known.
    if (/^\d{4}$/.test(value)) return value;
    if (!/^\d{4}-\d{2}(-\d{2})?([T ].*)?$/.test(value)) return value;
  }
  const parsed = typeof value === 'string' ? new Date(value.length === 7 ? `${value}-01` : value) : value;
  if (Number.isNaN(parsed.getTime())) return typeof value === 'string' ? value : '';
  let format = MONTH_YEAR.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' });
    MONTH_YEAR.set(language, format);
  }
  // Spanish abbreviations come with a full stop ("dic. 2013") in some ICU versions and not in
  // others: one form on every Node major, without it.
  return format.format(parsed).replace('.', '');
}

/**
 * A period as a CV writes it: "Dec 2013 – Dec 2014", "Dec 2013 – Present" when `ongoing` and no
 * end, the start alone when neither. Empty parts are left out; no start and no end give "".
 */
export function formatPeriod(start: string, end: string, ongoing: boolean, language: Language): string {
  const from = start.trim() !== '' ? formatMonthYear(start, language) : '';
  const to = end.trim() !== '' ? formatMonthYear(end, language) : ongoing ? presentWord(language) : '';
  return [from, to].filter((part) => part !== '').join(' – ');
}
