/**
 * What sits under the owner's name, in the first screen of the home page: the primary contacts as
 * text and the Download CV button (docs/decisions/0098-what-a-visitor-reads-first.md). Composes two
 * features (features never import each other), for the visitor's home page and the owner's.
 */
import { CvDownload } from '../../features/cv/cv-download.js';
import { PrimaryContacts } from '../../features/social-links/social-links-list.js';

export function HeroActions() {
  return (
    <>
      <PrimaryContacts />
      <CvDownload variant="home" />
    </>
  );
}
