/**
 * The data page's JSON Resume import: pick or drop a file, the server's preview (counts now and
 * after, what is left out) or its problems by path (src/web/pages/owner/data-import-file.ts), then
 * "Replace my portfolio" after a confirmation (src/web/pages/owner/data-import-replace.ts).
 *
 * Source: docs/decisions/0040-owner-data-and-images.md; docs/decisions/0080-data-limits.md.
 */
import { FileDrop } from '../../components/file-drop.js';
import styles from '../../features/owner-kit/admin.module.css';
import { useTexts } from '../../i18n/i18n.js';
import own from './data-page.module.css';
import { ImportAs } from './data-import-as.js';
import { useImportFile } from './data-import-file.js';
import { ImportPreviewPanel } from './data-import-preview.js';
import { useReplacePortfolio } from './data-import-replace.js';
import { Problems } from './data-parts.js';

/** The import card: pick or drop a JSON Resume, read its preview or problems, then replace the portfolio. */
export function ImportCard() {
  const T = useTexts().DATA_TEXTS;
  const { resume, preview, setPreview, problems, fileName, language, onFile, choose } = useImportFile();
  const { replace, importing } = useReplacePortfolio(resume, language, () => setPreview(null));

  return (
    <section className={styles.card} aria-labelledby="data-import">
      <h2 id="data-import" className={styles.subheading}>
        {T.import.heading}
      </h2>
      <p className={styles.muted}>{T.import.intro}</p>
      <ImportAs language={language} onChoose={choose} />
      <FileDrop
        label={T.import.pick}
        accept=".json,application/json"
        hint={T.import.hint}
        onFile={(file) => void onFile(file)}
      >
        {fileName ? <span className={own.fileName}>{fileName}</span> : null}
      </FileDrop>
      {problems ? <Problems title={problems.title} issues={problems.issues} /> : null}
      {preview ? (
        <ImportPreviewPanel
          preview={preview}
          language={language}
          onImport={() => void replace()}
          importing={importing}
        />
      ) : null}
    </section>
  );
}
