/**
 * The fields of projects (docs/product.md §2 "Projects", §3 the form's fields), one entry each
 * (docs/decisions/0240-a-field-is-one-entry.md), in the form's order. Skills (`languages`) and
 * categories are kept in link tables and drawn in the form by the project's chip pickers
 * (src/web/features/projects/form.tsx). Their visitor card, CV entry and JSON Resume mapping are
 * their own (src/web/features/projects/, src/server/modules/cv/cv-sections.ts,
 * src/server/modules/jsonresume/sections/projects.ts), so no entry names a place or key. Plain data
 * (decision 0021).
 */
import { fieldEntries } from './field-entries.js';

export const PROJECT_FIELDS = fieldEntries({
  title: { kind: 'title', label: { en: 'Title', es: 'Título' } },
  company: { kind: 'title', label: { en: 'Company', es: 'Empresa' } },
  linkCompany: { kind: 'link', label: { en: 'Company Link', es: 'Enlace de la empresa' } },
  linkProyect: { kind: 'link', label: { en: 'Project Link', es: 'Enlace del proyecto' } },
  dateStart: { kind: 'date', label: { en: 'Start Date', es: 'Fecha de inicio' } },
  dateEnd: { kind: 'date', label: { en: 'End Date', es: 'Fecha de fin' } },
  description: { kind: 'prose', label: { en: 'Description', es: 'Descripción' } },
  // JSON Resume projects[].roles and highlights (decision 0030, decision 0033).
  highlights: { kind: 'lines', label: { en: 'Highlights', es: 'Logros' } },
  roles: {
    kind: 'lines',
    label: { en: 'Roles', es: 'Funciones' },
    hint: { en: 'one per line', es: 'una por línea' },
  },
  // The skill and category chip pickers and the `All` rule: src/web/features/projects/form.tsx.
  languages: { kind: 'skills', label: { en: 'Skills', es: 'Habilidades' } },
  categories: { kind: 'categories', label: { en: 'Categories', es: 'Categorías' } },
  thumbnails: { kind: 'images', label: { en: 'Images', es: 'Imágenes' } },
});
