/**
 * Spoken languages (wire `spoken-languages`): the JSON Resume section `languages`, a list resource like the others (decision 0030).
 * Field names are the JSON Resume keys, so the import and export mapping is the identity
 * (src/server/modules/jsonresume/sections/declared.ts).
 */
import { z } from 'zod';
import { title } from '../fields.js';
import { defineResource } from './define.js';
import { spokenLanguagesTexts } from './texts.js';

export const spokenLanguages = defineResource({
  key: 'spokenLanguage',
  wire: 'spoken-languages',
  table: 'spokenLanguages',
  label: 'Spoken language',
  plural: 'Spoken languages',
  ordered: true,
  // Prose fields with a Spanish version under `i18n` (decisions/0065).
  translatable: ['language', 'fluency'],
  resumeSection: 'languages',
  fields: {
    language: title(),
    fluency: title(),
  },
  required: [],
  defaults: {
    language: '',
    fluency: '',
  },
  wireFields: {
    language: z.string(),
    fluency: z.string(),
  },
  texts: spokenLanguagesTexts,
});
