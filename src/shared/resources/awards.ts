/**
 * Awards (wire `awards`): the JSON Resume section `awards`, a list resource like the others (decision 0030).
 * Field names are the JSON Resume keys, so the import and export mapping is the identity
 * (src/server/modules/jsonresume/sections/declared.ts).
 */
import { z } from 'zod';
import { description, resumeDate, title } from '../fields.js';
import { defineResource } from './define.js';
import { awardsTexts } from './texts.js';

export const awards = defineResource({
  key: 'award',
  wire: 'awards',
  table: 'awards',
  label: 'Award',
  plural: 'Awards',
  ordered: true,
  // Prose fields with a Spanish version under `i18n` (decisions/0065).
  translatable: ['title', 'summary'],
  resumeSection: 'awards',
  fields: {
    title: title(),
    date: resumeDate(),
    awarder: title(),
    summary: description(),
  },
  required: [],
  defaults: {
    title: '',
    date: '',
    awarder: '',
    summary: '',
  },
  wireFields: {
    title: z.string(),
    date: z.string(),
    awarder: z.string(),
    summary: z.string(),
  },
  texts: awardsTexts,
});
