/**
 * The owner's signature: the first person's first and last name, trimmed ('' when unknown), shown in
 * the header and the footer in the signature font (docs/product.md §1 and §2 (header)); the server
 * sets that font from the signature's own letters (src/server/modules/site/fonts/signature-font.ts).
 */
import type { Person } from './schemas.js';

/**
 * Where the server serves the signature font's subsets: `<prefix><latin file>/<code points>.woff2`
 * (src/server/modules/site/fonts/signature-font.ts); a static site writes them under the same folder.
 */
export const SIGNATURE_FONT_PREFIX = '/fonts/signature/';

/**
 * Where the server serves every font subset, the signature's and the page text's
 * (src/server/modules/site/fonts/text-font.ts: `/fonts/text/<latin file>/<key>.woff2`); a static site writes
 * them under the same folder.
 */
export const FONT_SUBSETS_PREFIX = '/fonts/';

/** The signature of `person` (see the module doc). */
export function signatureOf(person: Pick<Person, 'firstName' | 'lastName'> | null | undefined): string {
  if (!person) return '';
  return `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim();
}
