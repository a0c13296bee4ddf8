/**
 * The CV's own words in English and Spanish ({@link CV_TEXTS}; English is the product's wording,
 * docs/product.md §2) and the CV's data read in one language ({@link localizeCvData}).
 *
 * Source: docs/decisions/0065-content-languages.md.
 */
import { DEFAULT_LANGUAGE, localize, type Language } from '../../../shared/i18n/languages.js';
import { MESSAGES } from '../../../shared/messages.js';
import { RESUME_SECTIONS } from '../../../shared/resources/index.js';
import type { CvData } from './cv-data.js';

export const heading = (text: string) => text.replace(/:\s*$/, '');

/**
 * The CV's own words in one language: section headings, "Present", metadata. The fields' words (an
 * education's type) are the fields' own (src/shared/resources/*-fields.ts, decision 0240).
 */
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
}

/**
 * {@link CvTexts} per language. English is the site's (spec) wording; Spanish is this CV's own
 * translation (decisions 0060 and 0065: "section headings in Spanish").
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
    ...(data.customEntries ? { customEntries: each(data.customEntries) } : {}),
  };
}
