/**
 * A recruiter's link page in React (docs/product.md §20; docs/decisions/0246-a-link-page-stays-on-the-link.md):
 * null on every other page; on a link's page (`/for/<token>`, rendered by the server over the
 * version's content) its {@link LinkPage}: the header's Home leads to the link's own page, the
 * language switch is left out when the version pins a language, and nothing invites the recruiter
 * to sign in. The server entry provides what the server renders with (src/shared/ssr.ts).
 */
import { createContext, useContext } from 'react';
import type { LinkPage } from '../../shared/ssr.js';

export const LinkPageContext = createContext<LinkPage | null>(null);

/** The page's link settings, or null when the page is not a link's page. */
export function useLinkPage(): LinkPage | null {
  return useContext(LinkPageContext);
}
