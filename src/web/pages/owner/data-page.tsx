/**
 * The owner's data page at `/data` (decision 0040; admin only, linked from the profile):
 *
 * - import a JSON Resume (picker or drop): the server checks it and answers a preview (counts now
 *   and after, what is left out) or the problems with their paths; "Replace my portfolio" asks for
 *   confirmation, then imports (an automatic backup first);
 * - export the JSON Resume and download a whole-site backup (plain downloads);
 * - restore a backup file (preview, then confirmation);
 * - start from an empty portfolio (confirmation);
 * - the automatic backups: download or restore each with one click (confirmation).
 */
import { useState } from 'react';
import type { ImportPreview, PortfolioCounts, RestorePreview } from '../../../shared/data.js';
import type { TranslatedLanguage } from '../../../shared/i18n/languages.js';
import { paths } from '../../../shared/paths.js';
import type { ErrorIssue } from '../../../shared/schemas.js';
import { FileDrop } from '../../components/file-drop.js';
import { ApiError } from '../../lib/api-client.js';
import { confirmDialog, showError, showSuccess } from '../../lib/dialogs.js';
import { RequireAdmin } from '../../features/owner-kit/guards.js';
import { serverMessage } from '../../features/owner-kit/errors.js';
import styles from '../../features/owner-kit/admin.module.css';
import {
  previewImport,
  previewRestore,
  useBackups,
  useConfirmImport,
  useConfirmRestore,
  useReset,
  useRestoreBackup,
} from '../../features/owner-kit/data-api.js';
import { useLanguage, useTexts, type Texts } from '../../i18n/i18n.js';
import own from './data-page.module.css';

/** The file's text (FileReader: works in every browser and in the test DOM). */
function readText(file: Blob, unreadable: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(unreadable));
    reader.readAsText(file);
  });
}

/** The restore preview's line: "Backup of {date}: 2 people, 1 image." (one/other by count). */
function restorePreview(T: Texts['DATA_TEXTS'], createdAt: string, people: number, images: number): string {
  const R = T.restore;
  return R.preview({
    createdAt,
    people: (people === 1 ? R.onePerson : R.people)({ count: people }),
    images: (images === 1 ? R.oneImage : R.images)({ count: images }),
  });
}

function CountsTable({
  current,
  after,
  heads: given,
}: {
  current: PortfolioCounts;
  after: PortfolioCounts;
  /** Caption, then the two column heads. */
  heads?: readonly [string, string, string];
}) {
  const T = useTexts().DATA_TEXTS;
  const heads = given ?? [T.import.previewHeading, T.import.current, T.import.after];
  return (
    <table className={own.counts}>
      <caption className="visually-hidden">{heads[0]}</caption>
      <thead>
        <tr>
          <th scope="col" />
          <th scope="col">{heads[1]}</th>
          <th scope="col">{heads[2]}</th>
        </tr>
      </thead>
      <tbody>
        {(Object.keys(T.counts) as (keyof PortfolioCounts)[]).map((key) => (
          <tr key={key}>
            <th scope="row">{T.counts[key]}</th>
            <td>{current[key]}</td>
            <td>{after[key]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Problems({
  title,
  issues,
  notes = false,
}: {
  title: string;
  issues: readonly ErrorIssue[];
  /** Warnings (left out), not errors: no alert, a neutral frame. */
  notes?: boolean;
}) {
  return (
    <div role={notes ? undefined : 'alert'} className={notes ? own.notes : own.problems}>
      <p>{title}</p>
      <ul>
        {issues.map((issue, index) => (
          <li key={index}>
            {issue.path ? <code>{issue.path}</code> : null} {issue.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

function ImportCard() {
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

function RestoreCard() {
  const T = useTexts().DATA_TEXTS;
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<RestorePreview | null>(null);
  const [problem, setProblem] = useState<{ title: string; issues: ErrorIssue[] } | null>(null);
  const restore = useConfirmRestore();

  const onFile = async (picked: File) => {
    setPreview(null);
    setProblem(null);
    setFile(picked);
    try {
      setPreview(await previewRestore(picked));
    } catch (error) {
      setProblem({
        title: serverMessage(error, T.errors.notBackup),
        issues: error instanceof ApiError ? error.issues : [],
      });
    }
  };

  const confirmRestore = async () => {
    if (!file) return;
    const yes = await confirmDialog({
      title: T.restore.confirmTitle,
      text: T.restore.confirmText,
      confirmText: T.restore.restore,
    });
    if (!yes) return;
    try {
      await restore.mutateAsync(file);
      setPreview(null);
      void showSuccess(T.restore.done);
    } catch (error) {
      void showError(serverMessage(error, T.errors.restoreFailed));
    }
  };

  return (
    <section className={styles.card} aria-labelledby="data-restore">
      <h2 id="data-restore" className={styles.subheading}>
        {T.restore.heading}
      </h2>
      <p className={styles.muted}>{T.restore.intro}</p>
      <FileDrop
        label={T.restore.pick}
        accept=".gz,.json,application/gzip,application/json"
        hint={T.restore.hint}
        onFile={(picked) => void onFile(picked)}
      >
        {file ? <span className={own.fileName}>{file.name}</span> : null}
      </FileDrop>
      {problem ? <Problems title={problem.title} issues={problem.issues} /> : null}
      {preview ? (
        <div className={own.preview}>
          <p role="status">
            {restorePreview(
              T,
              new Date(preview.createdAt).toLocaleString(),
              preview.counts.people ?? 0,
              preview.counts.media ?? 0,
            )}
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className={own.dangerAction}
              onClick={() => void confirmRestore()}
              disabled={restore.isPending}
            >
              {T.restore.restore}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

function ResetCard() {
  const T = useTexts().DATA_TEXTS;
  const reset = useReset();
  const run = async () => {
    const yes = await confirmDialog({
      title: T.reset.confirmTitle,
      text: T.reset.confirmText,
      confirmText: T.reset.button,
    });
    if (!yes) return;
    try {
      await reset.mutateAsync();
      void showSuccess(T.reset.done);
    } catch (error) {
      void showError(serverMessage(error, T.errors.resetFailed));
    }
  };
  return (
    <section className={styles.card} aria-labelledby="data-reset">
      <h2 id="data-reset" className={styles.subheading}>
        {T.reset.heading}
      </h2>
      <p className={styles.muted}>{T.reset.intro}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={`${styles.secondaryButton} ${styles.dangerButton}`}
          onClick={() => void run()}
          disabled={reset.isPending}
        >
          {T.reset.button}
        </button>
      </div>
    </section>
  );
}

function BackupsCard() {
  const { DATA_TEXTS: T, LABELS } = useTexts();
  const language = useLanguage();
  const backups = useBackups();
  const restore = useRestoreBackup();
  const run = async (id: string) => {
    const yes = await confirmDialog({
      title: T.restore.confirmTitle,
      text: T.restore.confirmText,
      confirmText: T.backups.restore,
    });
    if (!yes) return;
    try {
      await restore.mutateAsync(id);
      void showSuccess(T.restore.done);
    } catch (error) {
      void showError(serverMessage(error, T.errors.restoreFailed));
    }
  };
  return (
    <section className={styles.card} aria-labelledby="data-backups">
      <h2 id="data-backups" className={styles.subheading}>
        {T.backups.heading}
      </h2>
      <p className={styles.muted}>{T.backups.intro}</p>
      {backups.isPending ? <p role="status">{LABELS.loading}</p> : null}
      {backups.isError ? <p role="alert">{serverMessage(backups.error, T.errors.backupsFailed)}</p> : null}
      {backups.data?.length === 0 ? <p>{T.backups.none}</p> : null}
      {backups.data && backups.data.length > 0 ? (
        <ul className={own.backupList} aria-label={T.backups.heading}>
          {backups.data.map((backup) => {
            const when = new Date(backup.createdAt).toLocaleString(language);
            return (
              <li key={backup.id} className={own.backupItem}>
                <span>
                  <strong>{when}</strong> ·{' '}
                  {T.backups.before({
                    reason:
                      T.backups.reasons[backup.reason as keyof typeof T.backups.reasons] ?? backup.reason,
                  })}{' '}
                  · {Math.ceil(backup.size / 1024)} KB
                </span>
                <span className={own.backupActions}>
                  <a
                    className={styles.smallButton}
                    href={paths.data.backupFile(backup.id)}
                    download
                    aria-label={`${T.backups.download} ${when}`}
                  >
                    {T.backups.download}
                  </a>
                  <button
                    type="button"
                    className={styles.smallButton}
                    onClick={() => void run(backup.id)}
                    aria-label={`${T.backups.restore} ${when}`}
                  >
                    {T.backups.restore}
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}

export function DataPage() {
  const T = useTexts().DATA_TEXTS;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{T.heading}</h1>
      <ImportCard />
      <ExportCard />
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
