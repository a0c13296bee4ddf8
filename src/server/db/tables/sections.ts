/**
 * The sections table (migration 0120; docs/product.md §27, docs/decisions/0175-sections-the-owner-shapes.md).
 * Conventions as in ../types.ts.
 */
import type { Timestamps } from './timestamps.js';

/** A section the owner shaped (a built-in one) or added (a custom one). */
export interface SectionsTable extends Timestamps {
  /** A built-in section's wire name, or a custom section's 24-hex id. */
  key: string;
  /** 0/1: the owner's own section. */
  custom: number;
  /** The English heading; '' for the section's own. */
  heading: string;
  /** The Spanish heading; '' for the section's own. */
  headingEs: string;
  /** 0/1: not shown on the site nor in the PDF. */
  hidden: number;
  /** 0-based order among the sections. */
  position: number;
}
