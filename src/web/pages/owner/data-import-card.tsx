/**
 * The data page's JSON Resume import: pick or drop a file, the server's preview (counts now and
 * after, what is left out) or its problems by path, then "Replace my portfolio" after a confirmation
 * (an automatic backup is taken first).
 *
 * Source: docs/decisions/0040-owner-data-and-images.md; docs/decisions/0080-data-limits.md.
 */
import { useState } from 'react';
import type { ImportPreview } from '../../../shared/data.js';
import type { TranslatedLanguage } from '../../../shared/i18n/languages.js';
import type { ErrorIssue } from '../../../shared/schemas.js';
import { FileDrop } from '../../components/file-drop.js';
import { ApiError } from '../../lib/api-client.js';
import { confirmDialog, showError, showSuccess } from '../../lib/dialogs.js';
import { serverMessage } from '../../features/owner-kit/errors.js';
import styles from '../../features/owner-kit/admin.module.css';
import { previewImport, useConfirmImport } from '../../features/owner-kit/data-api.js';
import { useTexts } from '../../i18n/i18n.js';
import own from './data-page.module.css';
import { CountsTable, Problems, readText } from './data-parts.js';

/** The import card: pick or drop a JSON Resume, read its preview or problems, then replace the portfolio. */
export function ImportCard() {
  const T = useTexts().DATA_TEXTS;
  const [resume, setResume] = useState<unknown>(undefined);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [problems, setProblems] = useState<{ title: string; issues: ErrorIssue[] } | null>(null);
  const [fileName, setFileName] = useState('');
  /** Decision 0065: the file is the portfolio (undefined) or the Spanish version of its entries. */
  const [language, setLanguage] = useState<TranslatedLanguage | undefined>(undefined);
  const confirm = useConfirmImport();

  const check = async (parsed: unknown, as: TranslatedLanguage | undefined) => {
    setPreview(null);
    setProblems(null);
    try {
      setPreview(await previewImport(parsed, as));
      setResume(parsed);
    } catch (error) {
      const issues = error instanceof ApiError ? error.issues : [];
      setProblems({
        title: issues.length > 0 ? T.import.problems : serverMessage(error, T.import.notJson),
        issues,
      });
    }
  };

  const onFile = async (file: File) => {
    setPreview(null);
    setProblems(null);
    setFileName(file.name);
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readText(file, T.errors.unreadable));
    } catch {
      setProblems({ title: T.import.notJson, issues: [] });
      return;
    }
    await check(parsed, language);
  };

  const choose = (as: TranslatedLanguage | undefined) => {
    setLanguage(as);
    if (resume !== undefined) void check(resume, as);
  };

  const replace = async () => {
    const yes = await confirmDialog(
      language
        ? {
            title: T.import.spanishConfirmTitle,
            text: T.import.spanishConfirmText,
            confirmText: T.import.spanishImport,
          }
        : { title: T.import.confirmTitle, text: T.import.confirmText, confirmText: T.import.replace },
    );
    if (!yes) return;
    try {
      await confirm.mutateAsync({ resume, language });
      setPreview(null);
      void showSuccess(language ? T.import.spanishDone : T.import.done);
    } catch (error) {
      void showError(serverMessage(error, T.import.notJson));
    }
  };

  return (
    <section className={styles.card} aria-labelledby="data-import">
      <h2 id="data-import" className={styles.subheading}>
        {T.import.heading}
      </h2>
      <p className={styles.muted}>{T.import.intro}</p>
      <fieldset className={own.importAs}>
        <legend>{T.import.as}</legend>
        <label>
          <input
            type="radio"
            name="import-as"
            checked={language === undefined}
            onChange={() => choose(undefined)}
          />{' '}
          {T.import.asPortfolio}
        </label>
        <label>
          <input type="radio" name="import-as" checked={language === 'es'} onChange={() => choose('es')} />{' '}
          {T.import.asSpanish}
        </label>
      </fieldset>
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
              onClick={() => void replace()}
              disabled={confirm.isPending}
            >
              {language ? T.import.spanishImport : T.import.replace}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
