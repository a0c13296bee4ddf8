/**
 * The fields of projects (docs/product.md §2 "Projects", §3 the form's fields), one entry each
 * (docs/decisions/0240-a-field-is-one-entry.md), in the form's order: card and CV places and JSON
 * Resume keys (decision 0004) included. Skills (`languages`) and categories are kept in link tables
 * and drawn in the form by the project's chip pickers (src/web/features/projects/form.tsx); their
 * JSON Resume rules (keywords by skill title, the first category as `type`) are
 * src/server/modules/jsonresume/sections/projects.ts's own. Plain data (decision 0021).
 */
import { fieldEntries } from './field-entries.js';

export const PROJECT_FIELDS = fieldEntries({
  title: {
    kind: 'title',
    label: { en: 'Title', es: 'Título' },
    card: 'heading',
    cv: 'title',
    resume: 'name',
  },
  company: {
    kind: 'title',
    label: { en: 'Company', es: 'Empresa' },
    card: 'role',
    cv: 'detail',
    resume: 'entity',
  },
  linkCompany: { kind: 'link', label: { en: 'Company Link', es: 'Enlace de la empresa' }, card: 'fact' },
  linkProyect: {
    kind: 'link',
    label: { en: 'Project Link', es: 'Enlace del proyecto' },
    card: 'fact',
    cv: 'link',
    resume: 'url',
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
  description: {
    kind: 'prose',
    label: { en: 'Description', es: 'Descripción' },
    cv: 'body',
    resume: 'description',
  },
  // JSON Resume projects[].roles and highlights (decision 0030, decision 0033).
  highlights: {
    kind: 'lines',
    label: { en: 'Highlights', es: 'Logros' },
    card: 'list',
    resume: 'highlights',
  },
  roles: {
    kind: 'lines',
    label: { en: 'Roles', es: 'Funciones' },
    hint: { en: 'one per line', es: 'una por línea' },
    card: 'list',
    resume: 'roles',
  },
  // The skill and category chip pickers and the `All` rule: src/web/features/projects/form.tsx.
  languages: {
    kind: 'skills',
    label: { en: 'Skills', es: 'Habilidades' },
    cv: 'tags',
    resume: 'keywords',
  },
  categories: { kind: 'categories', label: { en: 'Categories', es: 'Categorías' }, resume: 'type' },
  thumbnails: { kind: 'images', label: { en: 'Images', es: 'Imágenes' }, card: 'image' },
});
