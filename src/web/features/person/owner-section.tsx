/**
 * The person section for the owner (issue 4 item 5; spec 2 route table): the visitor's
 * {@link PersonSection} with an edit link to `/update-person` carrying `{person}` as navigation
 * state, and, when there is no person yet, the card that creates the owner's profile
 * (src/web/admin/data/create-profile-card.tsx) instead of the empty text.
 *
 * Part of the admin home's lazy chunk (src/web/admin/home/index.ts), so a visitor never downloads it
 * (docs/decisions/0036-web-feature-folders.md).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CreateProfileCard } from '../../admin/data/create-profile-card.js';
import styles from '../../admin/home/admin-home.module.css';
import { EditIcon } from '../../admin/home/icons.js';
import { UPDATE_PERSON_PATH, useControlTexts } from '../../admin/home/kinds.js';
import { PersonSection } from './person-section.js';

/** The owner's person section; see the module doc. `actions`: as the visitor's (under the name). */
export function OwnerPersonSection({ actions }: { actions?: ReactNode }) {
  const CONTROL_TEXTS = useControlTexts();
  return (
    <PersonSection
      actions={actions}
      renderEmpty={() => <CreateProfileCard />}
      renderControls={(person) => (
        <Link
          to={UPDATE_PERSON_PATH}
          state={{ person }}
          className={styles.iconButton}
          aria-label={CONTROL_TEXTS.editPerson}
          title={CONTROL_TEXTS.editPerson}
        >
          <EditIcon />
        </Link>
      )}
    />
  );
}
