/**
 * Projects (wire `proyects`): the Projects section. Skills (`languages`) and categories are links kept
 * in link tables (src/server/modules/resources/projects.ts); `linkProyect` is the column `projectLink`.
 */
import { z } from 'zod';
import { dateText, description, idSchema, imageList, link, textList, title } from '../fields.js';
import { RESOURCE } from '../paths.js';
import { defineResource } from './define.js';
import { projectsTexts } from './texts.js';

export const projects = defineResource({
  key: 'project',
  wire: RESOURCE.project,
  table: 'projects',
  label: 'Proyect',
  plural: 'Proyects',
  ordered: true,
  // The entry form: fields in the order shown, with their controls (decision 0116).
  form: {
    title: 'text',
    company: 'text',
    linkCompany: 'link',
    linkProyect: 'link',
    dateStart: 'date',
    dateEnd: 'date',
    description: 'paragraph',
    highlights: 'lines',
    roles: 'lines',
    // The skill and category chip pickers and the `All` rule: src/web/features/projects/form.tsx.
    languages: 'special',
    categories: 'special',
    thumbnails: 'images',
  },
  // Prose fields with a Spanish version under `i18n` (decisions/0065).
  translatable: ['title', 'description', 'highlights', 'roles'],
  listSuffix: 'populated?populate=languages,categories',
  fields: {
    title: title(),
    company: title(),
    linkCompany: link(),
    linkProyect: link(),
    dateStart: dateText(),
    dateEnd: dateText(),
    description: description(),
    languages: z.array(idSchema, { error: 'must be a list of skill ids' }).max(500),
    categories: z.array(idSchema, { error: 'must be a list of category ids' }).max(500),
    thumbnails: imageList(),
    // JSON Resume projects[].roles and highlights (decision 0030, decision 0033).
    roles: textList(),
    highlights: textList(),
  },
  required: [],
  defaults: {
    title: '',
    company: '',
    linkCompany: '',
    linkProyect: '',
    dateStart: '',
    dateEnd: '',
    description: '',
    languages: [],
    categories: [],
    thumbnails: [],
    roles: [],
    highlights: [],
  },
  wireFields: {
    title: z.string(),
    company: z.string(),
    linkCompany: z.string(),
    linkProyect: z.string(),
    dateStart: z.string(),
    dateEnd: z.string(),
    description: z.string(),
    thumbnails: z.array(z.string()),
    languages: z.array(z.string()),
    categories: z.array(z.string()),
    roles: z.array(z.string()),
    highlights: z.array(z.string()),
  },
  columns: { linkProyect: 'projectLink' },
  links: ['languages', 'categories'],
  texts: projectsTexts,
});
