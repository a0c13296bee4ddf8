/**
 * The names the statistics page shows for links (docs/product.md §21): the statistics know a link
 * only by its id; whoever knows the links (the links feature) provides {@link LinkLabels} around the
 * page with a lookup from id to name. Without one, or for an id the lookup does not know, the id
 * itself is shown. {@link KnownLinks} lists every link the owner has, so the page lists the links
 * nobody opened too (decision 0247).
 */
import { createContext, useContext } from 'react';

/** A link's name for its id, or undefined when unknown. */
export type LinkLabelLookup = (linkId: string) => string | undefined;

export const LinkLabels = createContext<LinkLabelLookup>(() => undefined);

/** The name to show for `linkId`. */
export function useLinkLabel(): (linkId: string) => string {
  const lookup = useContext(LinkLabels);
  return (linkId) => lookup(linkId) ?? linkId;
}

/** Every link's id the owner has (the statistics list only links with visits): none by default. */
export const KnownLinks = createContext<readonly string[]>([]);
