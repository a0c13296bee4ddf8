/**
 * The footer's lists for the admin (docs/product.md §4.6; docs/product.md §4.5; docs/product.md §2 "Footer lists"): the add link to
 * `/social-medias/form/new`, and the contacts and social media lists with an edit link
 * (`/social-medias/form/{id}`), a delete button (confirm, then 'Error deleting Contact: ' /
 * 'Error deleting Social Media: ' plus the server's message on failure) and a drag handle per entry.
 * Each list reorders on its own (vertical); only the reordered type's entries are sent (the server
 * puts them back into the positions they held, docs/api.md "Reorder").
 *
 * Loaded lazily by src/web/app/footer.tsx only for an admin, in the admin home's chunk
 * (src/web/pages/owner/admin-home.ts; docs/decisions/0036-web-feature-folders.md). The footer keeps its
 * layout: this component hands it the add link and the two lists through
 * `children(addLink, contacts, social)`.
 */
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useMemo, type ReactNode } from 'react';
import type { SocialLinkType } from '../../../shared/constants.js';
import type { SocialLink } from '../../../shared/schemas.js';
import { linksOfType, useSocialLinks } from './api.js';
import { SocialLinksList } from './social-links-list.js';
import { useDeleteEntry, useSaveOrder } from '../owner-kit/actions.js';
import { AddLink, EntryControls } from '../owner-kit/controls.js';
import { KINDS, useControlTexts } from '../owner-kit/kinds.js';
import { reorderSubset } from '../owner-kit/reorder.js';
import { DragScope, restrictToVerticalAxis } from '../owner-kit/sortable.js';
import { useTexts } from '../../i18n/i18n.js';

interface AdminLinksColumnProps {
  type: SocialLinkType;
  heading: string;
  align?: 'start' | 'end';
}

function AdminLinksColumn({ type, heading, align }: AdminLinksColumnProps) {
  const query = useSocialLinks();
  const remove = useDeleteEntry();
  const save = useSaveOrder<SocialLink>(KINDS.socialMedia.queryKey, KINDS.socialMedia.wire);
  const kind = type === 'Contact' ? 'contact' : 'socialMedia';
  const all = useMemo(() => query.data ?? [], [query.data]);
  const links = useMemo(() => linksOfType(all, type), [all, type]);
  const { name } = useControlTexts();
  const nameOf = (id: string) => name(kind, links.find((link) => link._id === id)?.title ?? id);
  const onMove = (activeId: string, overId: string) => {
    const next = reorderSubset(all, (link) => link.type === type, activeId, overId);
    if (next) void save(next, linksOfType(next, type));
  };
  return (
    <DragScope nameOf={nameOf} onMove={onMove} modifiers={[restrictToVerticalAxis]}>
      <SortableContext
        id={`links-${type}`}
        items={links.map((link) => link._id)}
        strategy={verticalListSortingStrategy}
      >
        <SocialLinksList
          heading={heading}
          links={links}
          align={align}
          renderControls={(link) => (
            <EntryControls
              kind={kind}
              id={link._id}
              title={link.title || link.linkSocial}
              row
              reveal
              onDelete={() => void remove(kind, { _id: link._id, title: link.title })}
            />
          )}
        />
      </SortableContext>
    </DragScope>
  );
}

export interface AdminFooterLinksProps {
  /** Places the parts: `children(addLink, contactsList, socialMediaList)`. */
  children: (addLink: ReactNode, contacts: ReactNode, socialMedia: ReactNode) => ReactNode;
}

/** The admin's footer lists; see the module doc. */
export function AdminFooterLinks({ children }: AdminFooterLinksProps) {
  const { LABELS } = useTexts();
  const CONTROL_TEXTS = useControlTexts();
  return (
    <>
      {children(
        <AddLink kind="socialMedia" label={CONTROL_TEXTS.addSocial} />,
        <AdminLinksColumn type="Contact" heading={LABELS.contactsHeading} />,
        <AdminLinksColumn type="Social Media" heading={LABELS.socialHeading} align="end" />,
      )}
    </>
  );
}
