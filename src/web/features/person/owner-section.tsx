/**
 * The person section for the owner (docs/product.md §4.6; docs/product.md §2 route table): the visitor's
 * {@link PersonSection} with an edit link to `/update-person` carrying `{person}` as navigation
 * state (and `returnTo`, this page, so the profile shown after the save leads back here: decision
 * 0096), and, when there is no person yet, the card that creates the owner's profile
 * (src/web/features/owner-kit/create-profile-card.tsx) instead of the empty text.
 *
 * Part of the admin home's lazy chunk (src/web/pages/owner/admin-home.ts), so a visitor never downloads it
 * (docs/decisions/0036-web-feature-folders.md).
 */
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { RETURN_TO } from '../owner-kit/return-path.js';
import { CreateProfileCard } from '../owner-kit/create-profile-card.js';
import { ImportDoneBar } from '../owner-kit/source-import-card.js';
import styles from '../owner-kit/admin-home.module.css';
import { EditIcon } from '../owner-kit/icons.js';
import { UPDATE_PERSON_PATH, useControlTexts } from '../owner-kit/kinds.js';
import { PersonSection } from './person-section.js';

/** The owner's person section; see the module doc. `actions`: as the visitor's (under the name). */
export function OwnerPersonSection({ actions }: { actions?: ReactNode }) {
  const CONTROL_TEXTS = useControlTexts();
  const location = useLocation();
  return (
    <>
      {/* After an import from the create-profile card (gone once there is a person): its undo. */}
      <ImportDoneBar />
      <PersonSection
        actions={actions}
        renderEmpty={() => <CreateProfileCard />}
        renderControls={(person) => (
          <Link
            to={UPDATE_PERSON_PATH}
            state={{ person, [RETURN_TO]: `${location.pathname}${location.search}` }}
            className={styles.iconButton}
            aria-label={CONTROL_TEXTS.editPerson}
            title={CONTROL_TEXTS.editPerson}
          >
            <EditIcon />
          </Link>
        )}
      />
    </>
  );
}
