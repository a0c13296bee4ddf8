/**
 * Skills (wire `languages`, the original client's name; spec calls them Languages): the Skills
 * section and the project skill picker (docs/api.md "Entities").
 */
import { z } from 'zod';
import { SKILL_TYPES } from '../constants.js';
import { image, textList, title, wholeNumber } from '../fields.js';
import { MESSAGES } from '../messages.js';
import { RESOURCE } from '../paths.js';
import { defineResource } from './define.js';
import { skillsTexts } from './texts.js';

const percent = 'must be a whole number from 0 to 100';

export const skills = defineResource({
  key: 'skill',
  wire: RESOURCE.skill,
  table: 'skills',
  label: 'Language',
  plural: 'Languages',
  ordered: true,
  // The entry form: fields in the order shown, with their controls (decision 0116).
  form: { title: 'text', percent: 'percent', type: 'select', thumbnails: 'image' },
  // Prose fields with a Spanish version under `i18n` (decisions/0065).
  translatable: ['title', 'keywords'],
  fields: {
    title: title(),
    percent: wholeNumber(0, 100, percent),
    type: z.enum(SKILL_TYPES, { error: MESSAGES.validation.skillType }),
    thumbnails: image(),
    /** JSON Resume `skills[].keywords`: kept on the skill, not turned into skills (decision 0030). */
    keywords: textList(),
  },
  required: ['type'],
  defaults: { title: '', percent: 0, thumbnails: '', keywords: [] },
  wireFields: {
    title: z.string(),
    percent: z.number().int(),
    type: z.enum(SKILL_TYPES),
    thumbnails: z.string(),
    keywords: z.array(z.string()).optional(),
  },
  texts: skillsTexts,
});
