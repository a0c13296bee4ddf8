/**
 * The static site's settings in React (src/shared/static-site.ts; docs/product.md §25): null on a
 * page a Vitae server sends, the page's {@link StaticSite} on a page `publish` wrote out. The server
 * entry provides what it renders with, the visitor's islands (src/web/visitor-runtime.tsx) what
 * the page's `<html>` says, so both render the same HTML.
 */
import { createContext, useContext } from 'react';
import type { StaticSite } from '../../shared/static-site.js';

export const StaticSiteContext = createContext<StaticSite | null>(null);

/** The page's static site settings, or null when a Vitae server sent the page. */
export function useStaticSite(): StaticSite | null {
  return useContext(StaticSiteContext);
}
