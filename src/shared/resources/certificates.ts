/**
 * Certificates (wire `certificates`): the JSON Resume section `certificates`, a list resource like the others (decision 0030).
 * Field names are the JSON Resume keys, so the import and export mapping is the identity
 * (src/server/modules/jsonresume/sections/declared.ts).
 */
import { z } from 'zod';
import { link, resumeDate, title } from '../fields.js';
import { defineResource } from './define.js';
import { certificatesTexts } from './texts.js';

export const certificates = defineResource({
  key: 'certificate',
  wire: 'certificates',
  table: 'certificates',
  label: 'Certificate',
  plural: 'Certificates',
  ordered: true,
  // Prose fields with a Spanish version under `i18n` (decisions/0065).
  translatable: ['name'],
  resumeSection: 'certificates',
  fields: {
    name: title(),
    date: resumeDate(),
    issuer: title(),
    url: link(),
  },
  required: [],
  defaults: {
    name: '',
    date: '',
    issuer: '',
    url: '',
  },
  wireFields: {
    name: z.string(),
    date: z.string(),
    issuer: z.string(),
    url: z.string(),
  },
  texts: certificatesTexts,
});
