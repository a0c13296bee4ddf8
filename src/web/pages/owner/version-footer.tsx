/**
 * The footer's lists for the signed-in owner (docs/product.md §4.6 and §29): the owner's lists with
 * their controls (features/social-links/owner-links.tsx), except on the home page in version mode
 * (`/?version=<id>` naming a version), where the footer shows what the version's recipient reads:
 * the version's contacts and social media (none when the version hides the contact links), with no
 * add link and no controls (decision docs/decisions/0210-version-mode-shows-the-recipients-page.md).
 * Loaded in the admin layer's chunk (admin-home.ts), by src/web/app/footer.tsx.
 */
import { useLocation } from 'react-router';
import type { SocialLink } from '../../../shared/schemas.js';
import { SECTION_LIST_PATHS } from '../../../shared/versions.js';
import { RESOURCE } from '../../../shared/paths.js';
import { AdminFooterLinks, type AdminFooterLinksProps } from '../../features/social-links/owner-links.js';
import { linksOfType } from '../../features/social-links/api.js';
import { SocialLinksList } from '../../features/social-links/social-links-list.js';
import { useChosenVersion, useVersionView } from '../../features/versions/owner-version-mode.js';
import { useTexts } from '../../i18n/i18n.js';

/** The owner's footer lists; see the module doc. */
export function OwnerFooterLinks({ children }: AdminFooterLinksProps) {
  const { pathname } = useLocation();
  const [id] = useChosenVersion();
  // Only the home page has a version mode: elsewhere no version is read.
  if (pathname !== '/' || id === undefined) return <AdminFooterLinks>{children}</AdminFooterLinks>;
  return <VersionFooterLinks id={id}>{children}</VersionFooterLinks>;
}

function VersionFooterLinks({ id, children }: AdminFooterLinksProps & { id: string }) {
  const { view } = useVersionView(id);
  const { LABELS } = useTexts();
  // An id that is not a version shows the master (docs/product.md §29), and so does the footer.
  if (!view) return <AdminFooterLinks>{children}</AdminFooterLinks>;
  const links = (view.content[SECTION_LIST_PATHS[RESOURCE.socialLink]!] ?? []) as SocialLink[];
  const shown = links.filter((link) => !view.excluded.has(link._id));
  return (
    <>
      {children(
        null,
        <SocialLinksList heading={LABELS.contactsHeading} links={linksOfType(shown, 'Contact')} />,
        <SocialLinksList
          heading={LABELS.socialHeading}
          links={linksOfType(shown, 'Social Media')}
          align="end"
        />,
      )}
    </>
  );
}
