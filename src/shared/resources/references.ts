/**
 * References (wire `references`): the JSON Resume section `references`, a list resource like the others (decision 0030).
 * Field names are the JSON Resume keys, so the import and export mapping is the identity
 * (src/server/modules/jsonresume/sections/declared.ts).
 */
import { z } from 'zod';
import { description, title } from '../fields.js';
import { defineResource } from './define.js';
import { referencesTexts } from './texts.js';

export const references = defineResource({
  key: 'reference',
  wire: 'references',
  table: 'references',
  label: 'Reference',
  plural: 'References',
  ordered: true,
  // Prose fields with a Spanish version under `i18n` (decisions/0065).
  translatable: ['reference'],
  resumeSection: 'references',
  fields: {
    name: title(),
    reference: description(),
  },
  required: [],
  defaults: {
    name: '',
    reference: '',
  },
  wireFields: {
    name: z.string(),
    reference: z.string(),
  },
  texts: referencesTexts,
});
