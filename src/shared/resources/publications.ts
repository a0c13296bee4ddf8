/**
 * Publications (wire `publications`): the JSON Resume section `publications`, a list resource like the others (decision 0030).
 * Field names are the JSON Resume keys, so the import and export mapping is the identity
 * (src/server/modules/jsonresume/sections/declared.ts).
 */
import { z } from 'zod';
import { description, link, resumeDate, title } from '../fields.js';
import { defineResource } from './define.js';
import { publicationsTexts } from './texts.js';

export const publications = defineResource({
  key: 'publication',
  wire: 'publications',
  table: 'publications',
  label: 'Publication',
  plural: 'Publications',
  ordered: true,
  // Prose fields with a Spanish version under `i18n` (decisions/0065).
  translatable: ['name', 'summary'],
  resumeSection: 'publications',
  fields: {
    name: title(),
    publisher: title(),
    releaseDate: resumeDate(),
    url: link(),
    summary: description(),
  },
  required: [],
  defaults: {
    name: '',
    publisher: '',
    releaseDate: '',
    url: '',
    summary: '',
  },
  wireFields: {
    name: z.string(),
    publisher: z.string(),
    releaseDate: z.string(),
    url: z.string(),
    summary: z.string(),
  },
  texts: publicationsTexts,
});
