/**
 * The page footer (docs/product.md §1 and §2): contacts on the left, the owner's signature in the middle, social
 * media links on the right (entries of type 'Contact' and 'Social Media' of one list), each link in
 * a new tab with its icon (placeholder fallback), then the copyright line
 * '© Todos los derechos reserado. 2025' (spelled as the spec does). `actions` is an extra slot above
 * the lists.
 *
 * For an admin the lists come from the lazily loaded admin layer (src/web/pages/owner, docs/product.md §4.6
 * and 6: the add link to /social-medias/form/new, edit, delete and drag reorder), so visitors never
 * download it; the visitor's footer shows while it loads.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { signatureOf } from '../../shared/signature.js';
import { useOwner } from '../features/person/api.js';
import { FooterSocialLinks, SocialLinksList } from '../features/social-links/social-links-list.js';
import { useSession } from '../lib/session.js';
import styles from './footer.module.css';
import { useTexts } from '../i18n/i18n.js';

const AdminFooterLinks = lazy(() =>
  import('../pages/owner/admin-home.js').then((module) => ({ default: module.AdminFooterLinks })),
);

export interface FooterProps {
  actions?: ReactNode;
}

export function Footer({ actions }: FooterProps) {
  const { LABELS, UI } = useTexts();
  const owner = useOwner();
  const { isAdmin } = useSession();
  const signature = signatureOf(owner.data);
  const columns = (contacts: ReactNode, socialMedia: ReactNode) => (
    <div className={styles.columns}>
      {contacts}
      <p className={styles.signature}>{signature}</p>
      {socialMedia}
    </div>
  );
  const visitorLists = (
    <>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
      <FooterSocialLinks>
        {(contacts, socialMedia) =>
          columns(
            <SocialLinksList heading={LABELS.contactsHeading} links={contacts} />,
            <SocialLinksList heading={LABELS.socialHeading} links={socialMedia} align="end" />,
          )
        }
      </FooterSocialLinks>
    </>
  );
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {isAdmin ? (
          <Suspense fallback={visitorLists}>
            <AdminFooterLinks>
              {(addLink, contacts, socialMedia) => (
                <>
                  <div className={styles.actions}>
                    {actions}
                    {addLink}
                  </div>
                  {columns(contacts, socialMedia)}
                </>
              )}
            </AdminFooterLinks>
          </Suspense>
        ) : (
          visitorLists
        )}
        <p className={styles.copyright}>{UI.copyright}</p>
      </div>
    </footer>
  );
}
