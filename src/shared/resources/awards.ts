/**
 * Awards (wire `awards`): the JSON Resume section `awards`, a list resource like the others (decision 0030).
 * Field names are the JSON Resume keys, so the import and export mapping is the identity
 * (src/server/modules/jsonresume/sections/declared.ts).
 */
import { z } from 'zod';
import { description, resumeDate, title } from '../fields.js';
import { defineResource } from './define.js';

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
  texts: {
    noun: 'Award',
    heading: 'Awards',
    saved: 'Award saved!',
    deleted: 'Award Deleted!',
    deleteError: 'Error deleting Award: ',
    deleteConfirm: { title: 'Delete Award:', text: 'Are you sure you want to delete the Award?' },
    reorder: { empty: 'No ordered Awards provided!', badId: 'Each Award must have a valid _id' },
    labels: {
      title: 'Title',
      date: 'Date',
      awarder: 'Awarder',
      summary: 'Summary',
    },
  },
});
