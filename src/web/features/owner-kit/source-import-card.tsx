/**
 * Import from LinkedIn or BibTeX (docs/decisions/0269-imports-from-linkedin-and-bibtex.md), on the
 * data page and the create-profile card: pick or drop the ZIP LinkedIn sends or a `.bib`; the
 * server's preview lists what it found by section (new, already in the portfolio, skipped and why);
 * new entries are ticked, a section can be set to replace its entries; "Import N selected" takes an
 * automatic backup and imports; "Undo this import" restores that backup. A refused file shows the
 * server's message (it names the file and line).
 */
import { useId, useState, useSyncExternalStore } from 'react';
import type { SourcePreview, SourceSection } from '../../../shared/source-import.js';
import { FileDrop } from '../../components/file-drop.js';
import { useTexts } from '../../i18n/i18n.js';
import styles from './admin.module.css';
import own from './source-import.module.css';
import { previewSourceImport, useConfirmSourceImport, useRestoreBackup } from './data-api.js';
import { serverMessage } from './errors.js';

type Section = SourcePreview['sections'][number];

/**
 * The last import of this page's life: shown by {@link ImportDoneBar} wherever it is rendered (the
 * create-profile card is gone once the import made a person, so the home shows the bar instead).
 */
interface LastImport {
  created: number;
  backupId: string;
  undone: boolean;
}
let lastImport: LastImport | null = null;
const listeners = new Set<() => void>();
const setLastImport = (value: LastImport | null) => {
  lastImport = value;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const useLastImport = () =>
  useSyncExternalStore(
    subscribe,
    () => lastImport,
    () => null,
  );

/** "Imported N entries" with "Undo this import" (restores the automatic backup), after an import. */
export function ImportDoneBar() {
  const T = useTexts().SOURCE_IMPORT_TEXTS;
  const done = useLastImport();
  const restore = useRestoreBackup();
  if (!done) return null;
  return (
    <div className={own.done} role="status">
      <p>{done.undone ? T.undone : T.done({ count: done.created })}</p>
      {!done.undone ? (
        <button
          type="button"
          className={styles.secondaryButton}
          disabled={restore.isPending}
          onClick={() =>
            void restore
              .mutateAsync(done.backupId)
              .then(() => setLastImport({ ...done, undone: true }))
              .catch(() => undefined)
          }
        >
          {T.undo}
        </button>
      ) : null}
      {restore.isError ? (
        <p role="alert" className={own.problem}>
          {serverMessage(restore.error, T.undoFailed)}
        </p>
      ) : null}
    </div>
  );
}

/** One section of the preview: its counts, add or replace, and its items to tick. */
function SectionChoices({
  section,
  ticked,
  onTick,
  replacing,
  onReplace,
}: {
  section: Section;
  ticked: Set<string>;
  onTick: (key: string, on: boolean) => void;
  replacing: boolean;
  onReplace: (on: boolean) => void;
}) {
  const T = useTexts().SOURCE_IMPORT_TEXTS;
  const id = useId();
  const of = (status: string) => section.items.filter((item) => item.status === status).length;
  return (
    <fieldset className={own.section}>
      <legend>{T.sections[section.key]}</legend>
      <p className={own.counts}>
        {T.sectionCounts({ fresh: of('new'), matching: of('match'), skipped: of('skip') })}
      </p>
      {section.key !== 'basics' ? (
        <div className={own.modes} role="radiogroup" aria-label={T.sections[section.key]}>
          <label>
            <input type="radio" name={`${id}-mode`} checked={!replacing} onChange={() => onReplace(false)} />
            {T.add}
          </label>
          <label>
            <input type="radio" name={`${id}-mode`} checked={replacing} onChange={() => onReplace(true)} />
            {T.replace}
          </label>
          {replacing ? <span className={own.counts}>{T.replaceHint}</span> : null}
        </div>
      ) : null}
      <ul className={own.items}>
        {section.items.map((item) => {
          const takeable = item.status === 'new' || (item.status === 'match' && replacing);
          return (
            <li key={item.key} className={`${own.item} ${item.status === 'skip' ? own.skipped : ''}`}>
              <input
                type="checkbox"
                id={`${id}-${item.key}`}
                checked={takeable && ticked.has(item.key)}
                disabled={!takeable}
                onChange={(event) => onTick(item.key, event.target.checked)}
              />
              <label htmlFor={`${id}-${item.key}`} className={own.itemText}>
                <span className={own.itemHead}>
                  <span className={own.itemTitle}>{item.title}</span>
                  <span className={item.status === 'new' ? own.statusNew : own.status}>
                    {T.status[item.status]}
                  </span>
                </span>
                {item.authors ? (
                  <span className={own.itemDetail}>
                    {item.authors.map((author, index) => (
                      <span key={index}>
                        {index > 0 ? ', ' : ''}
                        {author.owner ? (
                          <strong className={own.owner}>
                            {author.name} {T.you}
                          </strong>
                        ) : (
                          author.name
                        )}
                      </span>
                    ))}
                  </span>
                ) : null}
                {item.detail ? <span className={own.itemDetail}>{item.detail}</span> : null}
                {item.reason ? <span className={own.itemDetail}>{item.reason}</span> : null}
                <span className={own.itemOrigin}>{item.origin}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** The import card (see the module doc); `headed` false drops its own heading (inside another card). */
export function SourceImportCard({ headed = true }: { headed?: boolean }) {
  const T = useTexts().SOURCE_IMPORT_TEXTS;
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [reading, setReading] = useState(false);
  const [preview, setPreview] = useState<SourcePreview | null>(null);
  const [problem, setProblem] = useState('');
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const [replace, setReplace] = useState<Set<SourceSection>>(new Set());
  const confirm = useConfirmSourceImport();

  const onFile = async (picked: File) => {
    setFile(picked);
    setPreview(null);
    setProblem('');
    setLastImport(null);
    setReading(true);
    try {
      const found = await previewSourceImport(picked);
      setPreview(found);
      setTicked(
        new Set(
          found.sections.flatMap((section) =>
            section.items.filter((item) => item.status === 'new').map((item) => item.key),
          ),
        ),
      );
      setReplace(new Set());
    } catch (error) {
      setProblem(serverMessage(error, T.failed));
    } finally {
      setReading(false);
    }
  };

  // The keys sent: ticked items that can be taken (a match only in a replaced section).
  const chosen = preview
    ? preview.sections.flatMap((section) =>
        section.items
          .filter(
            (item) =>
              ticked.has(item.key) &&
              (item.status === 'new' || (item.status === 'match' && replace.has(section.key))),
          )
          .map((item) => item.key),
      )
    : [];

  const submit = () => {
    if (!file || !preview) return;
    // mutateAsync: the card is gone once the import made a person, and the answer must still land.
    confirm
      .mutateAsync({ file, choices: { take: chosen, replace: [...replace] } })
      .then((result) => {
        setLastImport({ created: result.created, backupId: result.backup.id, undone: false });
        setPreview(null);
      })
      .catch((error: unknown) => setProblem(serverMessage(error, T.failed)));
  };

  const Heading = headed ? 'h2' : 'h3';
  const used = preview?.files.filter((entry) => entry.used).map((entry) => entry.name) ?? [];
  const ignored = (preview?.files.length ?? 0) - used.length;

  return (
    <section className={headed ? styles.card : undefined} aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} className={styles.subheading}>
        {T.heading}
      </Heading>
      <p className={styles.muted}>{T.intro}</p>
      <FileDrop
        label={T.pick}
        accept=".zip,application/zip,.bib,application/x-bibtex,text/x-bibtex"
        hint={T.hint}
        onFile={(picked) => void onFile(picked)}
      >
        {file ? <span className={own.files}>{file.name}</span> : null}
      </FileDrop>
      {reading ? (
        <p role="status" className={styles.muted}>
          {T.reading}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className={own.problem}>
          {problem}
        </p>
      ) : null}
      {preview ? (
        <div className={own.sections}>
          <h3 className={styles.subheading}>{T.previewHeading}</h3>
          {used.length > 0 ? <p className={own.files}>{T.filesRead({ files: used.join(', ') })}</p> : null}
          {ignored > 0 ? <p className={own.files}>{T.filesIgnored({ count: ignored })}</p> : null}
          {preview.sections.map((section) => (
            <SectionChoices
              key={section.key}
              section={section}
              ticked={ticked}
              onTick={(key, on) =>
                setTicked((previous) => {
                  const next = new Set(previous);
                  if (on) next.add(key);
                  else next.delete(key);
                  return next;
                })
              }
              replacing={replace.has(section.key)}
              onReplace={(on) =>
                setReplace((previous) => {
                  const next = new Set(previous);
                  if (on) {
                    next.add(section.key);
                    // Replacing: the section's matching entries are ticked too (they are made anew).
                    setTicked(
                      (keys) =>
                        new Set([
                          ...keys,
                          ...section.items.filter((item) => item.status === 'match').map((item) => item.key),
                        ]),
                    );
                  } else next.delete(section.key);
                  return next;
                })
              }
            />
          ))}
          {preview.warnings.length > 0 ? (
            <div className={own.files}>
              <p>{T.notes}</p>
              <ul>
                {preview.warnings.map((warning, index) => (
                  <li key={index}>
                    {warning.path}: {warning.message}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.primaryButton}
              disabled={chosen.length === 0 || confirm.isPending}
              onClick={submit}
            >
              {confirm.isPending ? T.importing : T.importButton({ count: chosen.length })}
            </button>
          </div>
        </div>
      ) : null}
      {headed ? <ImportDoneBar /> : null}
    </section>
  );
}
