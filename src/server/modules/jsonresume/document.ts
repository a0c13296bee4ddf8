/**
 * The JSON Resume document as Vitae reads and writes it: its TypeScript shape (the parts the mapping
 * reads; other keys are allowed and kept by the residues), the names Vitae adds to it (`x-vitae`,
 * the `$schema` of an export) and the shape of one import problem.
 *
 * Source: the JSON Resume schema 1.0 (`@jsonresume/schema`), docs/decisions/0004-json-resume-mapping.md.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Name of the extension key on the document, on `basics` and on every item. */
export const EXTENSION_KEY = 'x-vitae';

/** The `$schema` an export declares (the one of the package's sample resume). */
export const RESUME_SCHEMA_URL =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

/** One problem, located by its JSON path in the resume (e.g. `work[0].url`). */
export interface ResumeIssue {
  path: string;
  message: string;
}

/** An extension object (`x-vitae`) or any plain JSON object of the document. */
export type Ext = Record<string, unknown>;

export interface ResumeBasics {
  name?: string;
  label?: string;
  image?: string;
  email?: string;
  phone?: string;
  url?: string;
  summary?: string;
  location?: {
    address?: string;
    postalCode?: string;
    city?: string;
    region?: string;
    countryCode?: string;
    [key: string]: unknown;
  };
  profiles?: ResumeProfile[];
  [key: string]: unknown;
}
export interface ResumeProfile {
  network?: string;
  username?: string;
  url?: string;
  [key: string]: unknown;
}
export interface ResumeWork {
  name?: string;
  position?: string;
  url?: string;
  startDate?: string;
  endDate?: string;
  summary?: string;
  location?: string;
  highlights?: string[];
  [key: string]: unknown;
}
export interface ResumeEducation {
  institution?: string;
  url?: string;
  area?: string;
  studyType?: string;
  startDate?: string;
  endDate?: string;
  score?: string;
  courses?: string[];
  [key: string]: unknown;
}
export interface ResumeSkill {
  name?: string;
  level?: string;
  keywords?: string[];
  [key: string]: unknown;
}
export interface ResumeProject {
  name?: string;
  description?: string;
  highlights?: string[];
  keywords?: string[];
  startDate?: string;
  endDate?: string;
  url?: string;
  entity?: string;
  type?: string;
  roles?: string[];
  [key: string]: unknown;
}

/** A JSON Resume document as Vitae reads and writes it (other keys are allowed and ignored). */
export interface JsonResume {
  $schema?: string;
  basics?: ResumeBasics;
  work?: ResumeWork[];
  education?: ResumeEducation[];
  skills?: ResumeSkill[];
  projects?: ResumeProject[];
  [key: string]: unknown;
}

/** The sample resume shipped in `@jsonresume/schema` (`sample.resume.json`), as parsed JSON. */
export function loadSampleResume(): unknown {
  return structuredClone(require('@jsonresume/schema/sample.resume.json') as unknown);
}
