/**
 * The fields of works (docs/product.md §2 "Works", §3 names the form's fields), one entry each
 * (docs/decisions/0240-a-field-is-one-entry.md), in the form's order: schemas, default, control,
 * words in English and Spanish, card and CV places and JSON Resume keys (decision 0004; location and
 * highlights decision 0033). Plain data: the visitor's card reads it without zod (decision 0021).
 */
import { fieldEntries } from './field-entries.js';

export const WORK_FIELDS = fieldEntries({
  company: {
    kind: 'title',
    label: { en: 'Company', es: 'Empresa' },
    card: 'heading',
    cv: 'at',
    resume: 'name',
  },
  linkCompany: {
    kind: 'link',
    label: { en: 'Company Link', es: 'Enlace de la empresa' },
    card: 'fact',
    cv: 'link',
    resume: 'url',
  },
  jobTitle: {
    kind: 'title',
    label: { en: 'Job Title', es: 'Puesto' },
    card: 'role',
    cv: 'title',
    resume: 'position',
  },
  employmentType: {
    kind: 'choice',
    optional: true,
    label: { en: 'Employment Type', es: 'Tipo de empleo' },
    options: {
      'full-time': { en: 'Full-time', es: 'Jornada completa' },
      'part-time': { en: 'Part-time', es: 'Media jornada' },
      contract: { en: 'Contract', es: 'Contrato' },
      freelance: { en: 'Freelance', es: 'Autónomo' },
      internship: { en: 'Internship', es: 'Prácticas' },
    },
    card: 'factIfSet',
    cv: 'detail',
  },
  location: {
    kind: 'title',
    label: { en: 'Location', es: 'Ubicación' },
    card: 'factIfSet',
    resume: 'location',
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
  // Whether the job ended: 'Present' on the card and in the CV when not (kept under x-vitae).
  finished: { kind: 'flag', label: { en: 'Finished', es: 'Terminado' } },
  thumbnails: { kind: 'image', label: { en: 'Image URL', es: 'URL de la imagen' }, card: 'image' },
  description: {
    kind: 'prose',
    label: { en: 'Description', es: 'Descripción' },
    cv: 'body',
    resume: 'summary',
  },
  highlights: {
    kind: 'lines',
    label: { en: 'Highlights', es: 'Logros' },
    card: 'list',
    cv: 'bullets',
    resume: 'highlights',
  },
});
