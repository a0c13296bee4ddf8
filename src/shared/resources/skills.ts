/**
 * Skills (wire `languages`, the original client's name; spec calls them Languages): the Skills
 * section and the project skill picker (docs/api.md "Entities").
 */
import { RESOURCE } from '../paths.js';
import { defineResource, fromEntries } from './define.js';
import { SKILL_FIELDS } from './skills-fields.js';
import { skillsTexts } from './texts.js';

export const skills = defineResource({
  key: 'skill',
  wire: RESOURCE.skill,
  table: 'skills',
  label: 'Language',
  plural: 'Languages',
  ordered: true,
  // Prose fields with a Spanish version under `i18n` (decisions/0065).
  translatable: ['title', 'keywords'],
  // Every field, one entry each: schemas, default, control, words (decision 0240).
  ...fromEntries(SKILL_FIELDS),
  texts: skillsTexts,
});
