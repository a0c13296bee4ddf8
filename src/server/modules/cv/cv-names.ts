/**
 * The CV's paper sizes and file name, apart from the PDF renderer (docs/decisions/0050-pdf-cv.md), so
 * the `/cv.pdf` route can validate a request and name its file without loading @react-pdf/renderer,
 * which it loads on the first render (src/server/modules/cv/cv.routes.ts).
 */
import type { Person } from '../../../shared/schemas.js';

/** Paper sizes `GET /cv.pdf?format=` accepts; A4 is the default. */
export const CV_FORMATS = { a4: 'A4', letter: 'LETTER' } as const;
export type CvFormat = keyof typeof CV_FORMATS;

/** The owner's full name ("First Last"), used as the title, author and file name. */
export function ownerName(person: Pick<Person, 'firstName' | 'lastName'>): string {
  return `${person.firstName} ${person.lastName}`.replace(/\s+/g, ' ').trim() || 'CV';
}
