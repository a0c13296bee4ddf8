/**
 * The design the page is drawn in (docs/product.md §26), for what a design changes beyond CSS: the
 * order of the home page's sections (src/shared/designs/section-order.ts). The server render is
 * given it (src/web/entry-server.tsx provides {@link ActiveDesignContext} from the render's input);
 * in the browser it is read from the page's `<html data-design>` that the server wrote from the same
 * settings (the saved ones, or an admin's preview), so the hydrated page orders its sections as the
 * server's HTML does. Without either, the default design.
 */
import { createContext, useContext } from 'react';
import { DEFAULT_DESIGN, isDesignId, type DesignId } from '../../../shared/designs/designs.js';
import { DESIGN_ATTRIBUTE } from '../../../shared/designs/section-order.js';

/** The design of the render (set by the server entry); undefined: read the page's attribute. */
export const ActiveDesignContext = createContext<DesignId | undefined>(undefined);

/** The page's design: the render's, else `<html data-design>`'s, else the default. */
export function useActiveDesign(): DesignId {
  const given = useContext(ActiveDesignContext);
  if (given) return given;
  const written =
    typeof document === 'undefined' ? null : document.documentElement.getAttribute(DESIGN_ATTRIBUTE);
  return isDesignId(written) ? written : DEFAULT_DESIGN;
}
