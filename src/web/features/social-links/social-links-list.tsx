/**
 * One footer list of social links (spec 1 and 2 "Footer lists": contacts on the left, social medias
 * on the right). Each entry: its icon (fallback to the placeholder, spec 9) and its title as a link
 * opening in a new tab with `rel="noopener noreferrer"`; an entry whose link is empty or unsafe shows
 * its title as text. The list is a `nav`-less `ul` under a visually hidden heading.
 *
 * {@link FooterSocialLinks} loads the list once and renders both columns through a render prop, so
 * the footer places them left and right of the signature. Admin seam: `renderControls(link)`.
 */
import type { ReactNode } from 'react';
import type { SocialLinkType } from '../../../shared/constants.js';
import type { SocialLink } from '../../../shared/schemas.js';
import { ExternalLink } from '../../components/external-link.js';
import { FallbackImage } from '../../components/fallback-image.js';
import { linksOfType, useSocialLinks } from './api.js';
import styles from './social-links-list.module.css';

export interface SocialLinksListProps {
  heading: string;
  links: SocialLink[];
  align?: 'start' | 'end';
  renderControls?: (link: SocialLink) => ReactNode;
}

export function SocialLinksList({ heading, links, align = 'start', renderControls }: SocialLinksListProps) {
  return (
    <div className={align === 'end' ? `${styles.column} ${styles.end}` : styles.column}>
      <h2 className="visually-hidden">{heading}</h2>
      {links.length === 0 ? null : (
        <ul className={styles.list}>
          {links.map((link) => (
            <li key={link._id} className={styles.item}>
              <ExternalLink href={link.linkSocial} className={styles.link}>
                <FallbackImage src={link.thumbnails} alt="" className={styles.icon} width={24} height={24} />
                <span>{link.title || link.linkSocial || '-'}</span>
              </ExternalLink>
              {renderControls ? renderControls(link) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export interface FooterSocialLinksProps {
  /** Places the two lists: `render(contacts, socialMedia)`. */
  children: (contacts: SocialLink[], socialMedia: SocialLink[]) => ReactNode;
}

/** Loads the social links (not a tracked load) and splits them by type; errors show as empty lists. */
export function FooterSocialLinks({ children }: FooterSocialLinksProps) {
  const query = useSocialLinks();
  const links = query.data ?? [];
  const contact: SocialLinkType = 'Contact';
  const social: SocialLinkType = 'Social Media';
  return <>{children(linksOfType(links, contact), linksOfType(links, social))}</>;
}
