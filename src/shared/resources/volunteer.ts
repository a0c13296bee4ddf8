/**
 * Volunteer (wire `volunteer`): the JSON Resume section `volunteer`, a list resource like the others (decision 0030).
 * Field names are the JSON Resume keys, so the import and export mapping is the identity
 * (src/server/modules/jsonresume/sections/declared.ts).
 */
import { z } from 'zod';
import { description, link, resumeDate, textList, title } from '../fields.js';
import { defineResource } from './define.js';
import { volunteerTexts } from './texts.js';

export const volunteer = defineResource({
  key: 'volunteer',
  wire: 'volunteer',
  table: 'volunteer',
  label: 'Volunteer',
  plural: 'Volunteer',
  ordered: true,
  // Prose fields with a Spanish version under `i18n` (decisions/0065).
  translatable: ['position', 'summary', 'highlights'],
  resumeSection: 'volunteer',
  // `position` is the list order's column: the volunteer's position is the column `role`.
  columns: { position: 'role' },
  fields: {
    organization: title(),
    position: title(),
    url: link(),
    startDate: resumeDate(),
    endDate: resumeDate(),
    summary: description(),
    highlights: textList(),
  },
  required: [],
  defaults: {
    organization: '',
    position: '',
    url: '',
    startDate: '',
    endDate: '',
    summary: '',
    highlights: [],
  },
  wireFields: {
    organization: z.string(),
    position: z.string(),
    url: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    summary: z.string(),
    highlights: z.array(z.string()),
  },
  texts: volunteerTexts,
});
