/**
 * The ATS view's wire shapes and addresses (docs/decisions/0258-ats-view.md): what an applicant
 * tracking system's parser (pdf.js) extracts from a CV PDF, and the findings on it.
 *
 * GET /api/cv/ats[?format=&lang=&design=…]   (admin) the report on the site's CV (`GET /cv.pdf` with
 *                                             the same query, a design preview included)
 * GET /api/versions/{id}/cv/ats[?format=&lang=] (admin) the report on a version's CV
 */

/** One finding: whether the rule holds, and what was found or what to change (in the request's language). */
export interface AtsFinding {
  id: 'name' | 'email' | 'phone' | 'location' | 'headings' | 'dates' | 'columns' | 'images' | 'unicode';
  ok: boolean;
  message: string;
}

/** The report on one PDF. */
export interface AtsReport {
  /** The text pdf.js extracts, in its order (lines joined with "\n"). */
  text: string;
  /** Whether the PDF has a structure tree. */
  tagged: boolean;
  findings: AtsFinding[];
}

export const CV_ATS_PATH = '/api/cv/ats';

/** The report on version `id`'s CV. */
export const versionAtsPath = (id: string) => `/api/versions/${encodeURIComponent(id)}/cv/ats`;
