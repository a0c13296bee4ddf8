/**
 * A full name ↔ first and last name: splitName cuts a JSON Resume `name` into Vitae's two fields,
 * joinName writes them back as one (family name first for CJK names).
 *
 * Source: docs/decisions/0004-json-resume-mapping.md, docs/decisions/0031-lossless-json-resume.md,
 * docs/decisions/0102-honorifics-in-names.md.
 */
import { splitHonorific } from './honorifics.js';
import { PARTICLES } from './name-particles.js';

/** Han, kana and hangul: names written family name first (太田 浩一). */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * Split a full name into first and last name (decision 0030; docs/decisions/0031-lossless-json-resume.md):
 * - CJK names are family name first: '太田 浩一' → first 浩一, last 太田; without a space the name is
 *   kept whole as the first name (unsure);
 * - one word: first name only; two words: first / last;
 * - three or more: the family name starts at the first particle after the first word ('Ludwig van
 *   Beethoven' → Ludwig / van Beethoven), at the latest after two given names: with four or more
 *   words the first two are given names ('Miguel Ignacio Cabrera San Gil' → Miguel Ignacio / Cabrera San Gil, the Spanish
 *   two-surname pattern); else the last word is the last name ('Mary Ann Smith' → Mary Ann / Smith);
 * - leading honorifics ({@link HONORIFICS}: 'Dr. Lena Vasquez', 'Prof. Dr. Hans Weber') are not part
 *   of the first name: they are given back as `honorific` ('Dr.' / Lena / Vasquez), only when a name
 *   follows them (docs/decisions/0102-honorifics-in-names.md).
 */
export function splitName(name: string): { firstName: string; lastName: string; honorific?: string } {
  const { honorific, rest } = splitHonorific(name);
  const split = splitPlainName(rest);
  return honorific === '' ? split : { ...split, honorific };
}

function splitPlainName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstName: words[0] ?? '', lastName: '' };
  if (CJK.test(name)) return { firstName: words.slice(1).join(' '), lastName: words[0]! };
  if (words.length === 2) return { firstName: words[0]!, lastName: words[1]! };
  const particle = words.findIndex((word, index) => index > 0 && PARTICLES.has(word.toLowerCase()));
  const given = words.length >= 4 ? 2 : words.length - 1;
  const cut = particle > 0 ? Math.min(particle, given) : given;
  return { firstName: words.slice(0, cut).join(' '), lastName: words.slice(cut).join(' ') };
}

/** The full name written from first and last name (the inverse of {@link splitName} when it can be). */
export function joinName(firstName: string, lastName: string): string {
  const parts = CJK.test(firstName + lastName) ? [lastName, firstName] : [firstName, lastName];
  return parts.filter((part) => part !== '').join(' ');
}
