/**
 * Custom entries (wire `custom-entries`): the entries of the owner's own sections ("Talks", "Open
 * source", "Patents"; docs/product.md §27, docs/decisions/0175-sections-the-owner-shapes.md). One list
 * resource for every custom section, each entry naming its section by id (`section`); a list of one
 * section is the list filtered by it, in the list's order. Declared here, so the API, backups,
 * history and trash come from the declaration (decision 0116); its JSON Resume keys are the owner's
 * own (docs/decisions/0176-custom-sections-in-json-resume.md). No `form`: edited in place.
 */
import { z } from 'zod';
import { description, idSchema, image, link, resumeDate, title } from '../fields.js';
import { defineResource } from './define.js';
import { customEntriesTexts } from './texts.js';

export const customEntries = defineResource({
  key: 'customEntry',
  wire: 'custom-entries',
  table: 'customEntries',
  label: 'Entry',
  plural: 'Entries',
  ordered: true,
  // Prose fields with a Spanish version under `i18n` (decisions/0065).
  translatable: ['title', 'subtitle', 'summary'],
  fields: {
    title: title(),
    subtitle: title(),
    startDate: resumeDate(),
    endDate: resumeDate(),
    url: link(),
    summary: description(),
    image: image(),
    section: idSchema,
  },
  required: ['section'],
  defaults: {
    title: '',
    subtitle: '',
    startDate: '',
    endDate: '',
    url: '',
    summary: '',
    image: '',
  },
  wireFields: {
    title: z.string(),
    subtitle: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    url: z.string(),
    summary: z.string(),
    image: z.string(),
    section: z.string(),
  },
  texts: customEntriesTexts,
});
