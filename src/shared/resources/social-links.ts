/**
 * Social links (wire `social-medias`): contacts and social media of the footer and person section.
 * One resource, two nouns on the home page (Contact, Social Media; src/web/features/owner-kit/kinds.ts).
 */
import { z } from 'zod';
import { SOCIAL_LINK_TYPES } from '../constants.js';
import { image, link, title } from '../fields.js';
import { MESSAGES } from '../messages.js';
import { RESOURCE } from '../paths.js';
import { defineResource } from './define.js';
import { socialLinksTexts } from './texts.js';

export const socialLinks = defineResource({
  key: 'socialLink',
  wire: RESOURCE.socialLink,
  table: 'socialLinks',
  label: 'Social Media/Contact',
  plural: 'Social Medias/Contacts',
  ordered: true,
  // The entry form: fields in the order shown, with their controls (decision 0116).
  form: { type: 'select', title: 'text', linkSocial: 'link', username: 'text', thumbnails: 'image' },
  // Prose fields with a Spanish version under `i18n` (decisions/0065).
  translatable: [],
  fields: {
    type: z.enum(SOCIAL_LINK_TYPES, { error: MESSAGES.validation.socialLinkType }),
    title: title(),
    linkSocial: link(),
    thumbnails: image(),
    // JSON Resume basics.profiles[].username (decision 0030, decision 0033).
    username: title(),
  },
  required: ['type'],
  defaults: { title: '', linkSocial: '', thumbnails: '', username: '' },
  wireFields: {
    type: z.enum(SOCIAL_LINK_TYPES),
    title: z.string(),
    linkSocial: z.string(),
    thumbnails: z.string(),
    username: z.string(),
  },
  texts: socialLinksTexts,
});
