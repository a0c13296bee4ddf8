/**
 * The profile's person fields (docs/product.md §2 "Profile page"): first name, last name, DNI,
 * CUIL, birthday, job titles, city, province, country, about (the card's whole width), profile
 * images and banner images, '-' for a missing value.
 */
import type { Person } from '../../../shared/schemas.js';
import { Field } from '../../components/read-only-value.js';
import styles from '../../features/owner-kit/admin.module.css';
import { useTexts } from '../../i18n/i18n.js';
import { ProfileImages } from './profile-images.js';

/** Every person field of the signed-in user (all '-' when the user has no person). */
export function PersonFields({ person }: { person: Person | null }) {
  const { TEXTS } = useTexts();
  const P = TEXTS.person;
  const p = person;
  return (
    <dl className={styles.details}>
      <Field showEmpty label={P.firstName} value={p?.firstName} />
      <Field showEmpty label={P.lastName} value={p?.lastName} />
      <Field showEmpty label={P.dni} value={p?.dni} />
      <Field showEmpty label={P.cuil} value={p?.cuil} />
      <Field showEmpty label={P.birthday} value={p?.birthday} date />
      <Field showEmpty label={P.jobTitles} value={p?.jobTitles} />
      <Field showEmpty label={P.city} value={p?.city} />
      <Field showEmpty label={P.province} value={p?.province} />
      <Field showEmpty label={P.country} value={p?.country} />
      <Field showEmpty label={P.about} value={p?.about} className={styles.wideField} />
      <ProfileImages label={P.thumbnails} urls={p?.thumbnails ?? []} />
      <ProfileImages label={P.banners} urls={p?.banners ?? []} />
    </dl>
  );
}

/** The person's card: its heading and {@link PersonFields}. */
export function PersonCard({ person }: { person: Person | null }) {
  const { TEXTS } = useTexts();
  return (
    <section className={styles.card} aria-labelledby="profile-person">
      <h2 id="profile-person" className={styles.subheading}>
        {TEXTS.profile.personHeading}
      </h2>
      <PersonFields person={person} />
    </section>
  );
}
