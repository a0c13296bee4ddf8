/**
 * The fields of social links (docs/product.md §2 "Social links", §3 the form's fields, §9 the link
 * types), one entry each (docs/decisions/0240-a-field-is-one-entry.md), in the form's order. The
 * type's values are the spec's `SOCIAL_LINK_TYPES` (src/shared/constants.ts). Their JSON Resume
 * mapping (basics' email, phone, url and profiles) is its own (src/server/modules/jsonresume/
 * sections/basics.ts), so no entry names a key. The footer's and the hero's links show the `heading`
 * and the `image` (src/web/features/social-links/social-links-list.tsx); the link and the type's
 * two lists are the spec's footer rule, drawn there. Plain data (decision 0021).
 */
import type { SocialLinkType } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { fieldEntries, type Words } from './field-entries.js';

/** The link types' words, in the order the form offers them (docs/product.md §9). */
const SOCIAL_LINK_TYPE_WORDS = {
  'Social Media': { en: 'Social Media', es: 'Red social' },
  Contact: { en: 'Contact', es: 'Contacto' },
} as const satisfies Record<SocialLinkType, Words>;

export const SOCIAL_LINK_FIELDS = fieldEntries({
  type: {
    kind: 'choice',
    label: { en: 'Type', es: 'Tipo' },
    options: SOCIAL_LINK_TYPE_WORDS,
    invalid: MESSAGES.validation.socialLinkType,
  },
  title: { kind: 'title', label: { en: 'Title', es: 'Título' }, card: 'heading' },
  linkSocial: { kind: 'link', label: { en: 'Link', es: 'Enlace' } },
  // JSON Resume basics.profiles[].username (decision 0030, decision 0033).
  username: { kind: 'title', label: { en: 'Username', es: 'Nombre de usuario' } },
  thumbnails: { kind: 'image', label: { en: 'Icon URL', es: 'URL del icono' }, card: 'image' },
});
