/**
 * The site's design settings (docs/product.md §26, docs/decisions/0170-designs-as-data-and-css.md).
 * Conventions as in ../types.ts.
 */

/** The owner's design settings: one row, id 'site' (migration 0110). */
export interface DesignSettingsTable {
  id: string;
  /** A design id of src/shared/designs/designs.ts. */
  design: string;
  /** `#rrggbb`, or null for the design's own accent. */
  accent: string | null;
  /** A font pairing id, or null for the design's own. */
  fonts: string | null;
  /** `circle`, `rounded` or `square`, or null for the design's own. */
  photoShape: string | null;
  updatedAt: string;
}
