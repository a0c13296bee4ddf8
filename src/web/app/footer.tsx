/**
 * The page footer (spec 1 and 2): contacts on the left, the owner's signature in the middle, social
 * media links on the right (entries of type 'Contact' and 'Social Media' of one list), each link in
 * a new tab with its icon (placeholder fallback), then the copyright line
 * '© Todos los derechos reserado. 2025' (spelled as the spec does). `actions` is the admin seam
 * (the add link to /social-medias/form/new).
 */
import type { ReactNode } from 'react';
import { COPYRIGHT_LINE } from '../../shared/constants.js';
import { LABELS } from '../components/labels.js';
import { signatureOf, useOwner } from '../features/person/api.js';
import { FooterSocialLinks, SocialLinksList } from '../features/social-links/social-links-list.js';
import styles from './footer.module.css';

export interface FooterProps {
  actions?: ReactNode;
}

export function Footer({ actions }: FooterProps) {
  const owner = useOwner();
  const signature = signatureOf(owner.data);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
        <FooterSocialLinks>
          {(contacts, socialMedia) => (
            <div className={styles.columns}>
              <SocialLinksList heading={LABELS.contactsHeading} links={contacts} />
              <p className={styles.signature}>{signature}</p>
              <SocialLinksList heading={LABELS.socialHeading} links={socialMedia} align="end" />
            </div>
          )}
        </FooterSocialLinks>
        <p className={styles.copyright}>{COPYRIGHT_LINE}</p>
      </div>
    </footer>
  );
}
