/**
 * The standard résumé words of the `.docx` and `.txt` CVs, per language: the section headings a
 * recruiter's parser and a reader expect ("Experience"/"Experiencia", "Projects"/"Proyectos",
 * "Education"/"Educación", "Skills"/"Habilidades"…), month-and-year dates written by `Intl`, and the
 * word of a period still going on ("Present"/"Actualidad").
 *
 * A heading the owner wrote for a section (docs/product.md §27) wins over these. Source:
 * docs/decisions/0263-word-and-text-cv.md.
 */
import type { Language } from '../../../shared/i18n/languages.js';

/** The CV's section keys with a standard heading (cv-sections.ts keys; the JSON Resume wire names). */
export type CvWordSection =
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

const HEADINGS: Record<Language, Record<CvWordSection, string>> = {
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

/** The standard heading of `section` in `language`, or undefined for a key without one (a custom section). */
export function cvHeading(section: string, language: Language): string | undefined {
  return (HEADINGS[language] as Record<string, string>)[section];
}

/**
 * `date` (an ISO date `YYYY-MM[-DD…]`, or a Date) as month and year in `language` ("Mar 2021",
 * "mar 2021"), written by `Intl.DateTimeFormat` in UTC; a year alone ("2019") stays as given; text
 * that is no date is answered unchanged.
 */
export function formatMonthYear(date: string | Date, language: Language): string {
  if (typeof date === 'string') {
    const trimmed = date.trim();
    if (/^\d{4}$/.test(trimmed)) return trimmed;
    const match = /^(\d{4})-(\d{2})/.exec(trimmed);
    if (!match) return trimmed;
    date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  }
  if (Number.isNaN(date.getTime())) return String(date);
  return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' })
    .format(date)
    .replace(/\.(?= )/, '');
}

/** The end of a period still going on, in `language`. */
export function presentWord(language: Language): string {
  return language === 'es' ? 'Actualidad' : 'Present';
}
