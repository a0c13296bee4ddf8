/**
 * The profile's image lists (docs/product.md §2 "Profile page"): a person's profile or banner
 * images as a strip of thumbnails, '-' when there is none.
 */
import { FallbackImage } from '../../components/fallback-image.js';
import styles from '../../features/owner-kit/admin.module.css';

/** One image list as a term and its thumbnails (each named `{label} {n}`). */
export function ProfileImages({ label, urls }: { label: string; urls: readonly string[] }) {
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
