/**
 * The CV's own words in English and Spanish ({@link CV_TEXTS}: the résumé's standard terms of
 * src/shared/cv-words.ts, docs/decisions/0256-cv-words.md) and the CV's data read in one language ({@link localizeCvData}).
 *
 * Source: docs/decisions/0065-content-languages.md, docs/decisions/0256-cv-words.md.
 */
import { DEFAULT_LANGUAGE, localize, type Language } from '../../../shared/i18n/languages.js';
import { CV_HEADINGS, presentWord, type CvHeadingKey } from '../../../shared/cv-words.js';
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

/** {@link CvTexts} of `language` from the résumé's standard words (src/shared/cv-words.ts). */
function textsOf(language: Language, subject: string): CvTexts {
  const words = CV_HEADINGS[language];
  return {
    language,
    aboutMe: words.about,
    works: words.works,
    projects: words.projects,
    educations: words.educations,
    skills: words.skills,
    hardSkills: words.hardSkills,
    softSkills: words.softSkills,
    present: presentWord(language),
    subject,
    sections: Object.fromEntries(
      RESUME_SECTIONS.map((resource) => [
        resource.wire,
        resource.wire in words ? words[resource.wire as CvHeadingKey] : resource.texts.heading,
      ]),
    ),
  };
}

/**
 * {@link CvTexts} per language: the résumé's standard headings in each language (decision 0256:
 * a CV is not the website, whose texts stay the product's, "Proyects:"), unless the owner renamed
 * a section (cv-sections.ts `withHeading`).
 */
export const CV_TEXTS: Record<Language, CvTexts> = {
  en: textsOf('en', 'Curriculum vitae'),
  es: textsOf('es', 'Currículum vítae'),
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
