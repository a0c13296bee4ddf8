/**
 * What an import would make, before it is made: the counts now and after by section (headed for
 * the portfolio or for its Spanish version), what is left out, and the button that imports (after
 * a confirmation, src/web/pages/owner/data-import-card.tsx).
 *
 * Source: docs/decisions/0040-owner-data-and-images.md; docs/decisions/0065-content-languages.md (the Spanish version).
 */
import type { ImportPreview } from '../../../shared/data.js';
import type { TranslatedLanguage } from '../../../shared/i18n/languages.js';
import styles from '../../features/owner-kit/admin.module.css';
import { useTexts } from '../../i18n/i18n.js';
import own from './data-page.module.css';
import { CountsTable, Problems } from './data-parts.js';

export interface ImportPreviewPanelProps {
  preview: ImportPreview;
  /** The file is the portfolio (undefined) or the Spanish version of its entries. */
  language: TranslatedLanguage | undefined;
  /** Ask for the confirmation, then import. */
  onImport: () => void;
  /** An import is under way (the button is disabled). */
  importing: boolean;
}

/** The preview's counts and notes, and the import button. */
export function ImportPreviewPanel({ preview, language, onImport, importing }: ImportPreviewPanelProps) {
  const T = useTexts().DATA_TEXTS;
  return (
    <div className={own.preview}>
      <h3 className={own.smallHeading}>{language ? T.import.spanishHeading : T.import.previewHeading}</h3>
      <CountsTable
        current={preview.current}
        after={preview.counts}
        {...(language
          ? { heads: [T.import.spanishHeading, T.import.spanishCurrent, T.import.spanishAfter] as const }
          : {})}
      />
      {preview.warnings.length > 0 ? (
        <Problems
          title={language ? T.import.spanishNotes : T.import.warnings}
          issues={preview.warnings}
          notes
        />
      ) : null}
      <div className={styles.actions}>
        <button
          type="button"
          className={language ? styles.primaryButton : own.dangerAction}
          onClick={onImport}
          disabled={importing}
        >
          {language ? T.import.spanishImport : T.import.replace}
        </button>
      </div>
    </div>
  );
}
