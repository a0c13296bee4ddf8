/**
 * Interests (wire `interests`): the JSON Resume section `interests`, a list resource like the others (decision 0030).
 * Field names are the JSON Resume keys, so the import and export mapping is the identity
 * (src/server/modules/jsonresume/sections/declared.ts).
 */
import { z } from 'zod';
import { textList, title } from '../fields.js';
import { defineResource } from './define.js';
import { interestsTexts } from './texts.js';

export const interests = defineResource({
  key: 'interest',
  wire: 'interests',
  table: 'interests',
  label: 'Interest',
  plural: 'Interests',
  ordered: true,
  // Prose fields with a Spanish version under `i18n` (decisions/0065).
  translatable: ['name', 'keywords'],
  resumeSection: 'interests',
  fields: {
    name: title(),
    keywords: textList(),
  },
  required: [],
  defaults: {
    name: '',
    keywords: [],
  },
  wireFields: {
    name: z.string(),
    keywords: z.array(z.string()),
  },
  texts: interestsTexts,
});
