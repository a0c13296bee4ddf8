/**
 * One footer list of social links (docs/product.md §2 and §1 "Footer lists": contacts on the left, social medias
 * on the right). Each entry (its `image` and `heading` places, src/shared/resources/social-links-fields.ts):
 * its icon (the letter mark of its title when it has none, the placeholder when it fails to load,
 * docs/product.md §9) and its title as a link opening in a new tab with
 * `rel="noopener noreferrer"`; an entry whose link is empty or unsafe shows its title as text. The
 * list is a `nav`-less `ul` under a visually hidden heading.
 *
 * A contact (type 'Contact') also shows where it leads as text under its title, so a reader can read
 * and copy it without hovering: the address, the number, the domain (`linkText`); the link is named
 * "Email ada@example.com". Generic contact
 * titles ("Email", "Phone", "Website") read in the page's language (`contactTitle`). Links are at
 * least 44 px tall on touch screens. Source: docs/decisions/0098-what-a-visitor-reads-first.md.
 *
 * {@link FooterSocialLinks} loads the list once and renders both columns through a render prop, so
 * the footer places them left and right of the signature; {@link PrimaryContacts} shows the first
 * contacts under the owner's name. Admin seam: `renderControls(link)`.
 */
import { Fragment, type ReactNode } from 'react';
import type { SocialLinkType } from '../../../shared/constants.js';
import { contactTitle } from '../../../shared/i18n/contact-titles.js';
import type { SocialLink } from '../../../shared/schemas.js';
import { SOCIAL_LINK_FIELDS } from '../../../shared/resources/social-links-fields.js';
import { cardText } from '../../../shared/resources/field-entries.js';
import { linkText } from '../../components/display.js';
import { ExternalLink } from '../../components/external-link.js';
import { FallbackImage } from '../../components/fallback-image.js';
import { useLanguage, useTexts } from '../../i18n/i18n.js';
import { linksOfType, useSocialLinks } from './api.js';
import styles from './social-links-list.module.css';

const CONTACT: SocialLinkType = 'Contact';
const SOCIAL_MEDIA: SocialLinkType = 'Social Media';

/** How many contacts show under the owner's name (the footer lists them all). */
export const PRIMARY_CONTACTS = 3;

export interface SocialLinksListProps {
  heading: string;
  links: SocialLink[];
  align?: 'start' | 'end';
  renderControls?: (link: SocialLink) => ReactNode;
}

export function SocialLinksList({ heading, links, align = 'start', renderControls }: SocialLinksListProps) {
  const language = useLanguage();
  return (
    <div className={align === 'end' ? `${styles.column} ${styles.end}` : styles.column}>
      <h2 className="visually-hidden">{heading}</h2>
      {links.length === 0 ? null : (
        <ul className={styles.list}>
          {links.map((link) => {
            const title = contactTitle(cardText(SOCIAL_LINK_FIELDS, link, 'heading'), language);
            const address = link.type === CONTACT ? linkText(link.linkSocial) : '';
            return (
              <li key={link._id} className={styles.item}>
                <ExternalLink href={link.linkSocial} className={styles.link}>
                  <FallbackImage
                    src={cardText(SOCIAL_LINK_FIELDS, link, 'image')}
                    alt=""
                    name={title}
                    className={styles.icon}
                    width={24}
                    height={24}
                  />
                  <span className={styles.text}>
                    {address && title ? (
                      // Named "Email ada@example.com" (the space keeps the words apart in the name).
                      <>
                        <span className={styles.label}>{title}</span>{' '}
                        <span className={styles.address}>
                          <Breakable text={address} />
                        </span>
                      </>
                    ) : (
                      <span>{title || address || '-'}</span>
                    )}
                  </span>
                </ExternalLink>
                {renderControls ? renderControls(link) : null}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/**
 * The owner's first {@link PRIMARY_CONTACTS} contacts as a row of links under the name (the hero):
 * icon and address, number or domain as text; the link's name is "title text" ('Email
 * ada@example.com', the title visually hidden), so assistive technology hears what it is. Nothing while loading, on error or without contacts.
 */
export function PrimaryContacts() {
  const query = useSocialLinks();
  const language = useLanguage();
  const { LABELS } = useTexts();
  const contacts = linksOfType(query.data ?? [], CONTACT)
    .filter((link) => linkText(link.linkSocial) !== '')
    .slice(0, PRIMARY_CONTACTS);
  if (contacts.length === 0) return null;
  return (
    <ul className={styles.primary} aria-label={LABELS.contactsHeading}>
      {contacts.map((link) => {
        const title = contactTitle(cardText(SOCIAL_LINK_FIELDS, link, 'heading'), language);
        return (
          <li key={link._id}>
            <ExternalLink href={link.linkSocial} className={styles.primaryLink}>
              <FallbackImage
                src={cardText(SOCIAL_LINK_FIELDS, link, 'image')}
                alt=""
                name={title}
                className={styles.primaryIcon}
                width={20}
                height={20}
              />
              {title ? <span className="visually-hidden">{title}</span> : null}{' '}
              <span>
                <Breakable text={linkText(link.linkSocial)} />
              </span>
            </ExternalLink>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * An address, number or domain that may wrap after its dots, `@` and slashes
 * ("richardhendricks.<wbr>example.com") rather than inside a word when its column is narrow.
 */
function Breakable({ text }: { text: string }) {
  return (
    <>
      {text.split(/(?<=[.@/])/).map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
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
  return <>{children(linksOfType(links, CONTACT), linksOfType(links, SOCIAL_MEDIA))}</>;
}
