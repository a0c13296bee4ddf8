/**
 * The limits of an import from elsewhere, checked before the work they bound: the upload, each file
 * Vitae reads from an archive, the archive's entries, and the items (the JSON Resume import's own
 * entry limits, src/server/modules/jsonresume/limits.ts, so both imports bound the portfolio alike).
 *
 * Source: docs/decisions/0080-data-limits.md, docs/decisions/0269-imports-from-linkedin-and-bibtex.md.
 */
import { RESUME_LIMITS } from '../jsonresume/limits.js';

const MiB = 1024 * 1024;

export const SOURCE_LIMITS = {
  /** The uploaded ZIP, bytes (a full LinkedIn export with messages is a few MiB). */
  zipBytes: 50 * MiB,
  /** Files listed in the archive (a LinkedIn export has about a hundred). */
  zipEntries: 10_000,
  /** One file Vitae reads (a CSV of the archive, the .bib file), bytes once unpacked. */
  fileBytes: RESUME_LIMITS.bytes,
  /** All the files Vitae reads from one archive together, bytes once unpacked. */
  readBytes: 2 * RESUME_LIMITS.bytes,
  /** Items of one section (rows of one CSV, entries of one .bib). */
  sectionEntries: RESUME_LIMITS.sectionEntries,
  /** Items in all. */
  entries: RESUME_LIMITS.entries,
} as const;

/** `1,000` */
export const count = (value: number) => value.toLocaleString('en');
