/**
 * The profile's account card (docs/product.md §2 "Profile page"): the user's id, user name, email
 * and role.
 */
import type { User } from '../../../shared/schemas.js';
import { Field } from '../../components/read-only-value.js';
import styles from '../../features/owner-kit/admin.module.css';
import { useTexts } from '../../i18n/i18n.js';

/** The account card of `user`. */
export function ProfileAccount({ user }: { user: Pick<User, '_id' | 'user' | 'email' | 'role'> }) {
  const { TEXTS } = useTexts();
  return (
    <section className={styles.card} aria-labelledby="profile-user">
      <h2 id="profile-user" className={styles.subheading}>
        {TEXTS.profile.accountHeading}
      </h2>
      <dl className={styles.details}>
        <Field showEmpty label={TEXTS.profile.id} value={user._id} />
        <Field showEmpty label={TEXTS.profile.user} value={user.user} />
        <Field showEmpty label={TEXTS.profile.email} value={user.email} />
        <Field showEmpty label={TEXTS.profile.role} value={user.role} />
      </dl>
    </section>
  );
}
