/**
 * What the home page's list of sections tells the section it renders (docs/product.md §27): the
 * heading the owner gave it (shown instead of the section's own) and, for the owner, the section's
 * menu (move, hide, rename) drawn beside the heading. Read by {@link Section} at the top level only:
 * a section nested in another (the categories strip) gets nothing.
 */
import { createContext, type ReactNode } from 'react';

export interface SectionShape {
  /** The owner's heading in the reader's language; undefined keeps the section's own. */
  heading?: string | undefined;
  /** The owner's section menu (features/sections/owner/). */
  menu?: ReactNode;
}

export const SectionShapeContext = createContext<SectionShape | null>(null);
