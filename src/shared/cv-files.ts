/**
 * The CV's other files beside the PDF (docs/decisions/0263-word-and-text-cv.md): the Word file and
 * the plain text, at the PDF's addresses with their own extension — the master's (`/cv.docx`,
 * `/cv.txt`), a link's (`/for/{token}/cv.docx`) and, for the owner, a version's
 * (`/api/versions/{id}/cv.docx`).
 */
import { API_PREFIX } from './paths.js';
import { LINK_PAGE_PREFIX } from './versions.js';

/** A CV file kind besides the PDF. */
export type CvFileKind = 'docx' | 'txt';
export const CV_FILE_KINDS: readonly CvFileKind[] = ['docx', 'txt'];

/** Media type of each kind. */
export const CV_FILE_TYPES: Record<CvFileKind, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
};

/** The master's file of `kind`: `/cv.docx`, `/cv.txt`. */
export const cvFilePath = (kind: CvFileKind) => `/cv.${kind}`;

/** A link's file of `kind`. */
export const linkCvFilePath = (token: string, kind: CvFileKind) => `${LINK_PAGE_PREFIX}/${token}/cv.${kind}`;

/** A version's file of `kind` (admin). */
export const versionCvFilePath = (id: string, kind: CvFileKind) =>
  `${API_PREFIX}/versions/${encodeURIComponent(id)}/cv.${kind}`;

/** The address of the same CV in `kind` for a PDF address (`/cv.pdf?lang=es` → `/cv.docx?lang=es`). */
export const cvFileOf = (pdfAddress: string, kind: CvFileKind) =>
  pdfAddress.replace(/\/cv\.pdf(?=$|[?#])/, `/cv.${kind}`);
