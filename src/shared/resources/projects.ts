/**
 * Projects (wire `proyects`): the Projects section. Skills (`languages`) and categories are links kept
 * in link tables (src/server/modules/resources/projects.ts); `linkProyect` is the column `projectLink`.
 */
import { RESOURCE } from '../paths.js';
import { defineResource, fromEntries } from './define.js';
import { PROJECT_FIELDS } from './projects-fields.js';
import { projectsTexts } from './texts.js';

export const projects = defineResource({
  key: 'project',
  wire: RESOURCE.project,
  table: 'projects',
  label: 'Proyect',
  plural: 'Proyects',
  ordered: true,
  // Prose fields with a Spanish version under `i18n` (decisions/0065).
  translatable: ['title', 'description', 'highlights', 'roles'],
  listSuffix: 'populated?populate=languages,categories',
  // Every field, one entry each: schemas, default, control, words (decision 0240).
  ...fromEntries(PROJECT_FIELDS),
  columns: { linkProyect: 'projectLink' },
  links: ['languages', 'categories'],
  texts: projectsTexts,
});
