/**
 * Social links query (docs/product.md §2 "Footer lists", docs/product.md §7 `GET social-medias/`: "response array; filtered
 * client-side by type 'Contact' or 'Social Media'"). Sorted by order; query key `queryKeys.socialLinks`.
 * Not a tracked load: the footer is on every page and must not raise the blocking dialog.
 */
import { useQuery } from '@tanstack/react-query';
import type { SocialLinkType } from '../../../shared/constants.js';
import { RESOURCE, paths } from '../../../shared/paths.js';
import type { SocialLink } from '../../../shared/schemas.js';
import { api } from '../../lib/api-client.js';
import { queryKeys } from '../../lib/query-keys.js';
import { sortByOrder } from '../list-query.js';

/** Fetch every social link and contact, sorted by order. Throws ApiError on failure. */
export async function fetchSocialLinks(): Promise<SocialLink[]> {
  const list = await api.get<SocialLink[]>(paths.list(RESOURCE.socialLink));
  return sortByOrder(Array.isArray(list) ? list : []);
}

/** TanStack Query hook for the list (pending, error and data states; see the module doc). */
export function useSocialLinks() {
  return useQuery({ queryKey: queryKeys.socialLinks, queryFn: fetchSocialLinks });
}

/** The entries of one type ('Contact' or 'Social Media'), order kept. */
export function linksOfType(links: SocialLink[], type: SocialLinkType): SocialLink[] {
  return links.filter((link) => link.type === type);
}
