/**
 * Profile page at `/profile` (docs/product.md §2 "Profile page"; docs/product.md §2.13): GET
 * users/{id}/populated?populate=person for the signed-in user; 'Loading profile...' while loading;
 * id, user name, email, role and every person field (first name, last name, DNI, CUIL, birthday, job
 * titles, city, province, country, about, profile images, banner images), '-' for a missing value;
 * links to `/update-user` and `/update-person` (the person passed as navigation state `{person}`),
 * named by what they change: 'Password and role', 'Personal details', and to the security page
 * (docs/product.md §23). About takes the card's whole
 * width. After personal details begun elsewhere (navigation state `returnTo`, e.g. the home page)
 * are saved, a note offers the way back there (decision 0096). Guarded: nobody signed in -> `/forbidden`.
 */
import { Link, useLocation } from 'react-router';
import type { Person } from '../../../shared/schemas.js';
import { FallbackImage } from '../../components/fallback-image.js';
import { Field } from '../../components/read-only-value.js';
import { useSession } from '../../lib/session.js';
import { RequireUser } from '../../features/owner-kit/guards.js';
import { DATA_PATH } from '../../i18n/data-texts.js';
import { TRASH_PATH } from '../../features/owner-kit/history-link.js';
import { SECURITY_PATH } from '../../i18n/security-texts.js';
import { VERSIONS_PATH } from '../../i18n/version-texts.js';
import { STATISTICS_PATH } from '../../i18n/statistics-texts.js';
import { DESIGN_PATH } from '../../i18n/design-texts.js';
import { useProfile } from '../../features/owner-kit/admin-api.js';
import { returnPathOf } from '../../features/owner-kit/return-path.js';
import { serverMessage } from '../../features/owner-kit/errors.js';
import { ADMIN_PATHS } from '../../i18n/admin-texts.js';
import styles from '../../features/owner-kit/admin.module.css';
import { useTexts } from '../../i18n/i18n.js';

function Images({ label, urls }: { label: string; urls: readonly string[] }) {
  return (
    <div className={styles.profileImages}>
      <dt className={styles.label}>{label}</dt>
      <dd>
        {urls.length === 0 ? (
          <span>-</span>
        ) : (
          <ul className={styles.imageStrip} aria-label={label}>
            {urls.map((url, index) => (
              <li key={url}>
                <FallbackImage
                  src={url}
                  alt={`${label} ${index + 1}`}
                  width={120}
                  height={80}
                  className={styles.imagePreview}
                />
              </li>
            ))}
          </ul>
        )}
      </dd>
    </div>
  );
}

function PersonFields({ person }: { person: Person | null }) {
  const { TEXTS } = useTexts();
  const P = TEXTS.person;
  const p = person;
  return (
    <dl className={styles.details}>
      <Field label={P.firstName} value={p?.firstName} />
      <Field label={P.lastName} value={p?.lastName} />
      <Field label={P.dni} value={p?.dni} />
      <Field label={P.cuil} value={p?.cuil} />
      <Field label={P.birthday} value={p?.birthday} date />
      <Field label={P.jobTitles} value={p?.jobTitles} />
      <Field label={P.city} value={p?.city} />
      <Field label={P.province} value={p?.province} />
      <Field label={P.country} value={p?.country} />
      <Field label={P.about} value={p?.about} className={styles.wideField} />
      <Images label={P.thumbnails} urls={p?.thumbnails ?? []} />
      <Images label={P.banners} urls={p?.banners ?? []} />
    </dl>
  );
}

export function ProfilePage() {
  const {
    MESSAGES,
    TEXTS,
    DATA_TEXTS,
    SECURITY_TEXTS,
    HISTORY_TEXTS,
    VERSION_TEXTS,
    STATISTICS_TEXTS,
    DESIGN_TEXTS,
  } = useTexts();
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
  if (profile.isError) {
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>{TEXTS.profile.heading}</h1>
        <p role="alert" className={styles.pageError}>
          {serverMessage(profile.error, MESSAGES.profile.userNotFound)}
        </p>
      </div>
    );
  }
  const data = profile.data;
  const person = data.person === '' ? null : data.person;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{TEXTS.profile.heading}</h1>
      {returnTo ? (
        <div className={styles.returnNote} role="status">
          <p>{TEXTS.profile.saved}</p>
          <Link className={styles.primaryButton} to={returnTo}>
            {returnTo === ADMIN_PATHS.home ? TEXTS.profile.backHome : TEXTS.goBack}
          </Link>
        </div>
      ) : null}
      <section className={styles.card} aria-labelledby="profile-user">
        <h2 id="profile-user" className={styles.subheading}>
          {TEXTS.profile.accountHeading}
        </h2>
        <dl className={styles.details}>
          <Field label={TEXTS.profile.id} value={data._id} />
          <Field label={TEXTS.profile.user} value={data.user} />
          <Field label={TEXTS.profile.email} value={data.email} />
          <Field label={TEXTS.profile.role} value={data.role} />
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="profile-person">
        <h2 id="profile-person" className={styles.subheading}>
          {TEXTS.profile.personHeading}
        </h2>
        <PersonFields person={person} />
      </section>
      <div className={styles.actions}>
        <Link className={styles.secondaryButton} to={ADMIN_PATHS.updateUser}>
          {TEXTS.profile.updateUser}
        </Link>
        <Link className={styles.primaryButton} to={ADMIN_PATHS.updatePerson} state={{ person }}>
          {TEXTS.profile.updatePerson}
        </Link>
        <Link className={styles.secondaryButton} to={SECURITY_PATH}>
          {SECURITY_TEXTS.link}
        </Link>
        {data.role === 'admin' ? (
          <>
            <Link className={styles.secondaryButton} to={DATA_PATH}>
              {DATA_TEXTS.link}
            </Link>
            <Link className={styles.secondaryButton} to={VERSIONS_PATH}>
              {VERSION_TEXTS.link}
            </Link>
          </>
        ) : null}
        {data.role === 'admin' ? (
          <Link className={styles.secondaryButton} to={TRASH_PATH}>
            {HISTORY_TEXTS.trash.link}
          </Link>
        ) : null}
        {data.role === 'admin' ? (
          <Link className={styles.secondaryButton} to={STATISTICS_PATH}>
            {STATISTICS_TEXTS.link}
          </Link>
        ) : null}
        {data.role === 'admin' ? (
          <Link className={styles.secondaryButton} to={DESIGN_PATH}>
            {DESIGN_TEXTS.link}
          </Link>
        ) : null}
      </div>
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
