/**
 * The fields of educations (docs/product.md §2 "Education", §3 the form's fields, §9 the education
 * types), one entry each (docs/decisions/0240-a-field-is-one-entry.md), in the form's order. The
 * type's option words are the CV's and the form's in both languages; its values are the spec's
 * `EDUCATION_TYPES` (src/shared/constants.ts). JSON Resume keys as decision 0004 maps them (the
 * mapping itself is src/server/modules/jsonresume/sections/education.ts). Plain data (decision 0021).
 */
import type { EducationType } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { fieldEntries, type Words } from './field-entries.js';

/** The education types' words, in the order the form offers them (docs/product.md §9). */
const EDUCATION_TYPE_WORDS = {
  'Primary School': { en: 'Primary School', es: 'Educación primaria' },
  'High School': { en: 'High School', es: 'Educación secundaria' },
  University: { en: 'University', es: 'Universidad' },
  Course: { en: 'Course', es: 'Curso' },
  Conference: { en: 'Conference', es: 'Conferencia' },
  Other: { en: 'Other', es: 'Otro' },
} as const satisfies Record<EducationType, Words>;

export const EDUCATION_FIELDS = fieldEntries({
  institutionName: {
    kind: 'title',
    label: { en: 'Institution Name', es: 'Institución' },
    card: 'heading',
    cv: 'at',
    resume: 'institution',
  },
  linkInstitution: {
    kind: 'link',
    label: { en: 'Institution Link', es: 'Enlace de la institución' },
    card: 'fact',
    cv: 'link',
    resume: 'url',
  },
  iconInstitution: {
    kind: 'image',
    label: { en: 'Institution Icon URL', es: 'URL del icono de la institución' },
    card: 'image',
  },
  title: {
    kind: 'title',
    label: { en: 'Title', es: 'Título' },
    card: 'subtitle',
    cv: 'title',
    resume: 'area',
  },
  linkCertificate: {
    kind: 'link',
    label: { en: 'Certificate Link', es: 'Enlace del certificado' },
    cardLabel: { en: 'Certificate', es: 'Certificado' },
    card: 'fact',
  },
  dateStart: {
    kind: 'date',
    label: { en: 'Start Date', es: 'Fecha de inicio' },
    card: 'start',
    cv: 'start',
    resume: 'startDate',
  },
  dateEnd: {
    kind: 'date',
    label: { en: 'End Date', es: 'Fecha de fin' },
    card: 'end',
    cv: 'end',
    resume: 'endDate',
  },
  finished: { kind: 'flag', label: { en: 'Finished', es: 'Terminado' } },
  typeEducation: {
    kind: 'choice',
    label: { en: 'Type of Education', es: 'Tipo de estudio' },
    options: EDUCATION_TYPE_WORDS,
    invalid: MESSAGES.validation.educationType,
    cardLabel: { en: 'Type', es: 'Tipo' },
    card: 'plain',
    cv: 'detail',
    resume: 'studyType',
  },
  description: { kind: 'prose', label: { en: 'Description', es: 'Descripción' }, cv: 'body' },
});
