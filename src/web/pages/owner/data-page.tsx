/**
 * The owner's data page at `/data` (decision 0040; admin only, linked from the profile):
 *
 * - import a JSON Resume (picker or drop): the server checks it and answers a preview (counts now
 *   and after, what is left out) or the problems with their paths; "Replace my portfolio" asks for
 *   confirmation, then imports (an automatic backup first);
 * - import from LinkedIn or BibTeX: preview by section, tick, add or replace, undo (decision 0269);
 * - export the JSON Resume and download a whole-site backup (plain downloads);
 * - download the public site as static files (./data-static-site-card.tsx);
 * - restore a backup file (preview, then confirmation);
 * - start from an empty portfolio (confirmation);
 * - the automatic backups: download or restore each with one click (confirmation).
 */ import { paths } from '../../../shared/paths.js';
import { RequireAdmin } from '../../features/owner-kit/guards.js';
import styles from '../../features/owner-kit/admin.module.css';
import { useTexts } from '../../i18n/i18n.js';
import { ImportCard } from './data-import-card.js';
import { SourceImportCard } from '../../features/owner-kit/source-import-card.js';
import { BackupsCard } from './data-backups-card.js';
import { ResetCard } from './data-reset-card.js';
import { RestoreCard } from './data-restore-card.js';
import { StaticSiteCard } from './data-static-site-card.js';

/** The export card: the JSON Resume in each language and a whole-site backup, as plain downloads. */
function ExportCard() {
  const T = useTexts().DATA_TEXTS;
  return (
    <section className={styles.card} aria-labelledby="data-export">
      <h2 id="data-export" className={styles.subheading}>
        {T.export.heading}
      </h2>
      <p className={styles.muted}>{T.export.intro}</p>
      <div className={styles.actions}>
        <a className={styles.secondaryButton} href={paths.data.export} download>
          {T.export.resume}
        </a>
        <a className={styles.secondaryButton} href={`${paths.data.export}?lang=es`} download hrefLang="es">
          {T.export.resumeSpanish}
        </a>
        <a className={styles.primaryButton} href={paths.data.backup} download>
          {T.export.backup}
        </a>
      </div>
    </section>
  );
}

/** The data page: import, export, restore, automatic backups and reset, as cards. */
export function DataPage() {
  const T = useTexts().DATA_TEXTS;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{T.heading}</h1>
      <ImportCard />
      <SourceImportCard />
      <ExportCard />
      <StaticSiteCard />
      <RestoreCard />
      <BackupsCard />
      <ResetCard />
    </div>
  );
}

/** Route element for `/data` (admins only). */
export default function DataRoute() {
  return (
    <RequireAdmin>
      <DataPage />
    </RequireAdmin>
  );
}
