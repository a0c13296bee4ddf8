/**
 * The data page's static site card (docs/product.md §25): "Download static site" downloads the
 * public site as a zip of static files (`GET /api/admin/static-site`), the same as
 * `npm run cli -- publish --zip` with the server's public URL. A plain download link: the browser
 * shows its progress and saves `vitae-static-site.zip`.
 */
import { paths } from '../../../shared/paths.js';
import styles from '../../features/owner-kit/admin.module.css';
import { useTexts } from '../../i18n/i18n.js';

export function StaticSiteCard() {
  const T = useTexts().PUBLISH_TEXTS.card;
  return (
    <section className={styles.card} aria-labelledby="data-static-site">
      <h2 id="data-static-site" className={styles.subheading}>
        {T.heading}
      </h2>
      <p className={styles.muted}>{T.intro}</p>
      <div className={styles.actions}>
        <a className={styles.secondaryButton} href={paths.data.staticSite} download>
          {T.download}
        </a>
      </div>
    </section>
  );
}
