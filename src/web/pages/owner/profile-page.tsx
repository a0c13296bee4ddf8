/**
 * Profile page at `/profile` (docs/product.md §2 "Profile page"; docs/product.md §2.13): GET
 * users/{id}/populated?populate=person for the signed-in user; 'Loading profile...' while loading;
 * id, user name, email, role (./profile-account.tsx) and every person field (first name, last name,
 * DNI, CUIL, birthday, job titles, city, province, country, about, profile images, banner images;
 * ./profile-person.tsx), '-' for a missing value; links to `/update-user`, `/update-person` and the
 * security page (./profile-links.tsx). After personal details begun elsewhere are saved, a note
 * offers the way back there (./profile-return-note.tsx, decision 0096). Guarded: nobody signed in
 * -> `/forbidden`.
 */
import { useLocation } from 'react-router';
import { useSession } from '../../lib/session.js';
import { RequireUser } from '../../features/owner-kit/guards.js';
import { useProfile } from '../../features/owner-kit/admin-api.js';
import { returnPathOf } from '../../features/owner-kit/return-path.js';
import styles from '../../features/owner-kit/admin.module.css';
import { useTexts } from '../../i18n/i18n.js';
import { ProfileAccount } from './profile-account.js';
import { ProfileLinks } from './profile-links.js';
import { ProfileLoadFailed } from './profile-load-failed.js';
import { PersonCard } from './profile-person.js';
import { ProfileReturnNote } from './profile-return-note.js';

export function ProfilePage() {
  const { MESSAGES, TEXTS } = useTexts();
  const { user } = useSession();
  const profile = useProfile(user?._id);
  const returnTo = returnPathOf(useLocation().state);
  if (profile.isPending) {
    return (
      <p role="status" className={styles.status}>
        {MESSAGES.pages.loadingProfile}
      </p>
    );
  }
  if (profile.isError) return <ProfileLoadFailed error={profile.error} />;
  const data = profile.data;
  const person = data.person === '' ? null : data.person;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{TEXTS.profile.heading}</h1>
      {returnTo ? <ProfileReturnNote returnTo={returnTo} /> : null}
      <ProfileAccount user={data} />
      <PersonCard person={person} />
      <ProfileLinks person={person} admin={data.role === 'admin'} />
    </div>
  );
}

/** Route element for `/profile` (guarded). */
export default function ProfileRoute() {
  return (
    <RequireUser>
      <ProfilePage />
    </RequireUser>
  );
}
