/**
 * Social links (wire `social-medias`): contacts and social media of the footer and person section.
 * One resource, two nouns on the home page (Contact, Social Media; src/web/features/owner-kit/kinds.ts).
 */
import { RESOURCE } from '../paths.js';
import { defineResource, fromEntries } from './define.js';
import { SOCIAL_LINK_FIELDS } from './social-links-fields.js';
import { socialLinksTexts } from './texts.js';

export const socialLinks = defineResource({
  key: 'socialLink',
  wire: RESOURCE.socialLink,
  table: 'socialLinks',
  label: 'Social Media/Contact',
  plural: 'Social Medias/Contacts',
  ordered: true,
  // Prose fields with a Spanish version under `i18n` (decisions/0065).
  translatable: [],
  // Every field, one entry each: schemas, default, control, words (decision 0240).
  ...fromEntries(SOCIAL_LINK_FIELDS),
  texts: socialLinksTexts,
});
