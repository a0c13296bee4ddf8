/**
 * The plain-text CV (`/cv.txt`, `/for/{token}/cv.txt`): {@link CvPlain} as readable UTF-8 text for
 * forms that take text only. The name, then job titles, place and contact lines; each section under
 * its heading in capitals with a rule; entries separated by a blank line, the title's links written
 * after their text ("Initech (https://initech.example)"), highlights as "- " bullets. Lines are not
 * wrapped (a form wraps them itself); line ends are LF; the text ends with one LF.
 * Source: docs/decisions/0263-word-and-text-cv.md.
 */
import type { CvPlain, CvRun } from './cv-plain.js';

/** `runs` as text, a link as "label (url)" unless the label already is the address. */
function runText(runs: CvRun[]): string {
  return runs
    .map((run) => {
      if (!run.href) return run.text;
      const bare = run.href.replace(/^(https?:\/\/|mailto:|tel:)/i, '').replace(/\/$/, '');
      return run.text.trim() === '' || run.text.includes(bare) ? run.href : `${run.text} (${run.href})`;
    })
    .join('')
    .trim();
}

/** The CV `cv` as plain text (see the module doc). Pure. */
export function cvText(cv: CvPlain): string {
  const out: string[] = [cv.name.toUpperCase()];
  if (cv.jobTitles !== '') out.push(cv.jobTitles);
  if (cv.place !== '') out.push(cv.place);
  for (const contact of cv.contacts)
    out.push(`${contact.label}: ${contact.href.replace(/^(mailto|tel):/i, '')}`);
  for (const section of cv.sections) {
    const heading = section.heading.toUpperCase();
    out.push('', heading, '='.repeat(Math.max(3, [...heading].length)), '');
    for (const paragraph of section.paragraphs) out.push(runText(paragraph));
    section.entries.forEach((entry, index) => {
      if (index > 0 || section.paragraphs.length > 0) out.push('');
      out.push(runText(entry.title));
      if (entry.meta !== '') out.push(entry.meta);
      out.push(...entry.lines);
      out.push(...entry.bullets.map((bullet) => `- ${bullet}`));
    });
  }
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}
