/**
 * Honorifics: the titles written before a name ('Dr.', 'Prof.', 'Sra.') and the split that takes them
 * off a full name before it is cut into first and last name (names.ts).
 *
 * Source: docs/decisions/0102-honorifics-in-names.md.
 */

/**
 * Titles written before a name (lower case, as written with or without their dot), in the languages
 * resumes come in here: academic and professional (Dr., Prof., Ing., Lic., Arq., Mtro., Mag., Dipl.-Ing.)
 * and forms of address (Mr., Mrs., Ms., Mx., Sr., Sra., Srta., Sir, Dame, Mme, Herr, Frau).
 * Words that are also given names or initials ('Ing', 'Lic' without their dot, 'M.') are left out.
 * Source: docs/decisions/0102-honorifics-in-names.md.
 */
export const HONORIFICS: ReadonlySet<string> = new Set([
  'dr.',
  'dr',
  'dra.',
  'dra',
  'prof.',
  'prof',
  'profa.',
  'ing.',
  'lic.',
  'arq.',
  'abg.',
  'mtro.',
  'mtra.',
  'mag.',
  'dipl.-ing.',
  'mr.',
  'mr',
  'mrs.',
  'mrs',
  'ms.',
  'ms',
  'mx.',
  'sr.',
  'sra.',
  'srta.',
  'sir',
  'dame',
  'mme',
  'mme.',
  'herr',
  'frau',
]);

/**
 * The leading honorifics of a full name and the name after them: 'Dr. Lena Vasquez' →
 * `{ honorific: 'Dr.', rest: 'Lena Vasquez' }` (spaces between honorifics kept to one); `honorific`
 * is '' when there is none or when nothing would be left of the name.
 */
export function splitHonorific(name: string): { honorific: string; rest: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  let count = 0;
  while (count < words.length - 1 && HONORIFICS.has(words[count]!.toLowerCase())) count += 1;
  if (count === 0) return { honorific: '', rest: name };
  return { honorific: words.slice(0, count).join(' '), rest: words.slice(count).join(' ') };
}
