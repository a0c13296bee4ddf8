/**
 * The history of one entry (docs/product.md §22), shown at `/history/{wire}/{id}`
 * (pages/owner/history-page.tsx): every change newest first with who made it and when, the changed
 * fields (texts word by word: ./diff.ts), and "Restore this version" on every earlier state (after
 * a confirm; the restore is recorded too). A deleted entry's last state is restored from its delete.
 */
import { Link } from 'react-router';
import type { HistoryChange } from '../../../shared/history.js';
import { HISTORY_DOCUMENTS } from '../../../shared/history-documents.js';
import { VERSIONS_PATH } from '../../i18n/version-texts.js';
import { TRASH_PATH } from '../owner-kit/history-link.js';
import { errorMessage } from '../../lib/api-client.js';
import { confirmDialog, showError, showSuccess } from '../../lib/dialogs.js';
import { useTexts } from '../../i18n/i18n.js';
import { useEntryHistory, useRestoreChange } from './api.js';
import { diffStates, withOptionWords, type FieldChange } from './diff.js';
import adminStyles from '../owner-kit/admin.module.css';
import { useDates } from '../owner-kit/dates.js';
import styles from './history.module.css';

/** The title-like field of a state, for headings. */
export function titleOfState(state: unknown): string {
  const record = (state ?? {}) as Record<string, unknown>;
  for (const key of ['title', 'company', 'name', 'institutionName', 'network', 'organization', 'language']) {
    if (typeof record[key] === 'string' && record[key]) return record[key];
  }
  return '';
}

function Change({ change, label }: { change: FieldChange; label: string }) {
  const { HISTORY_TEXTS } = useTexts();
  const name = change.language ? `${label} (${change.language})` : label;
  let value;
  if (change.kind === 'text') {
    value = change.parts.map((part, index) =>
      part.added ? (
        <ins key={index} className={styles.added}>
          {part.value}
        </ins>
      ) : part.removed ? (
        <del key={index} className={styles.removed}>
          {part.value}
        </del>
      ) : (
        <span key={index}>{part.value}</span>
      ),
    );
  } else if (change.kind === 'list') {
    value = (
      <>
        {change.removed.map((item) => (
          <del key={`-${item}`} className={styles.removed}>
            {item}{' '}
          </del>
        ))}
        {change.added.map((item) => (
          <ins key={`+${item}`} className={styles.added}>
            {item}{' '}
          </ins>
        ))}
        {change.added.length + change.removed.length === 0 ? HISTORY_TEXTS.history.reorder : null}
      </>
    );
  } else {
    value = (
      <>
        <del className={styles.removed}>{change.before || HISTORY_TEXTS.history.empty_value}</del>{' '}
        <ins className={styles.added}>{change.after || HISTORY_TEXTS.history.empty_value}</ins>
      </>
    );
  }
  return (
    <>
      <dt>{name}</dt>
      <dd>{value}</dd>
    </>
  );
}

/**
 * The changes of one entry or document, newest first, each with its fields' diff and "Restore this
 * version" on every earlier state (after a confirm). `labels` names the fields; `onRestored` gets the
 * restored value as the server answers it (a form shows it then).
 */
export function ChangeList({
  resource,
  id,
  labels,
  enabled = true,
  headingLevel = 2,
  onRestored,
}: {
  resource: string;
  id: string;
  labels: Record<string, string>;
  enabled?: boolean;
  /** The level of each change's heading: 2 on the history page, 3 in a card under its h2. */
  headingLevel?: 2 | 3;
  onRestored?: ((value: unknown) => void) | undefined;
}) {
  const { HISTORY_TEXTS, MESSAGES, RESOURCE_TEXTS } = useTexts();
  // A choice field's values read as their words (decision 0240).
  const words = RESOURCE_TEXTS[resource]?.options;
  const history = useEntryHistory(resource, id, enabled);
  const restore = useRestoreChange();
  const when = useDates().dateTime;
  const changes = history.data?.pages.flat() ?? [];
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const restoreVersion = async (change: HistoryChange, state?: 'before') => {
    const confirmed = await confirmDialog({
      title: HISTORY_TEXTS.history.restoreConfirm,
      text: HISTORY_TEXTS.history.restoreText,
      confirmText: MESSAGES.dialogs.confirm.yes,
      cancelText: MESSAGES.dialogs.confirm.no,
      danger: false,
    });
    if (!confirmed) return;
    let value: unknown;
    try {
      value = await restore.mutateAsync({ change, state });
    } catch (error) {
      void showError(errorMessage(error));
      return;
    }
    onRestored?.(value);
    void showSuccess(HISTORY_TEXTS.history.restored);
  };
  return (
    <>
      {history.isError ? (
        <p role="alert">{HISTORY_TEXTS.history.loadError + errorMessage(history.error)}</p>
      ) : null}
      {history.isSuccess && changes.length === 0 ? (
        <p className={styles.empty}>{HISTORY_TEXTS.history.empty}</p>
      ) : null}
      <ol className={styles.list}>
        {changes.map((change, index) => {
          const fields = diffStates(
            withOptionWords(change.before as Record<string, unknown> | null, words),
            withOptionWords(change.after as Record<string, unknown> | null, words),
          );
          // The newest state is the entry as it is now: nothing to restore (but a delete is).
          const restorable = index > 0 || change.after === null;
          // The oldest edit recorded of something whose creation is not (the person, a setting):
          // its earlier state is offered too (docs/product.md §30).
          const earlier =
            index === changes.length - 1 &&
            !history.hasNextPage &&
            change.before !== null &&
            change.after !== null &&
            change.action !== 'reorder';
          return (
            <li key={change._id} className={styles.card} data-history-action={change.action}>
              <div className={styles.head}>
                <Heading className={styles.action}>
                  {HISTORY_TEXTS.history.by({
                    action: HISTORY_TEXTS.history[change.action],
                    user: change.userName || HISTORY_TEXTS.history.system,
                    date: when(change.createdAt),
                  })}
                </Heading>
                {index === 0 && change.after !== null ? (
                  <span className={styles.meta}>{HISTORY_TEXTS.history.current}</span>
                ) : null}
              </div>
              {fields.length > 0 ? (
                <dl className={styles.fields}>
                  {fields.map((field) => (
                    <Change
                      key={`${field.language ?? ''}.${field.field}`}
                      change={field}
                      label={labels[field.field] ?? field.field}
                    />
                  ))}
                </dl>
              ) : (
                <p className={styles.meta}>{HISTORY_TEXTS.history.noChange}</p>
              )}
              {restorable || earlier ? (
                <div className={styles.buttons}>
                  {restorable ? (
                    <button
                      type="button"
                      className={adminStyles.secondaryButton}
                      disabled={restore.isPending}
                      onClick={() => void restoreVersion(change)}
                    >
                      {HISTORY_TEXTS.history.restoreVersion}
                    </button>
                  ) : null}
                  {earlier ? (
                    <button
                      type="button"
                      className={adminStyles.secondaryButton}
                      disabled={restore.isPending}
                      onClick={() => void restoreVersion(change, 'before')}
                    >
                      {HISTORY_TEXTS.history.restoreEarlier}
                    </button>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      {history.hasNextPage ? (
        <button
          type="button"
          className={adminStyles.secondaryButton}
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {HISTORY_TEXTS.history.older}
        </button>
      ) : null}
    </>
  );
}

export function EntryHistory({ resource, id }: { resource: string; id: string }) {
  const { HISTORY_TEXTS, RESOURCE_TEXTS } = useTexts();
  const history = useEntryHistory(resource, id);
  const texts = RESOURCE_TEXTS[resource];
  // A version's history is reached from the trash (docs/product.md §22 "Versions in the trash").
  const isVersion = resource === HISTORY_DOCUMENTS.version;
  const labels = (texts?.labels ?? (isVersion ? HISTORY_TEXTS.fields : {})) as Record<string, string>;
  const noun = texts?.noun ?? (isVersion ? HISTORY_TEXTS.trash.version : undefined);
  const changes = history.data?.pages.flat() ?? [];
  const newest = changes[0];
  const title = titleOfState(newest?.after ?? newest?.before);
  const back = isVersion
    ? newest?.after
      ? VERSIONS_PATH
      : TRASH_PATH
    : newest?.after
      ? `/${resource}/form/${id}`
      : '/';
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        {HISTORY_TEXTS.history.title}
        {noun || title ? `: ${[noun, title].filter(Boolean).join(' ')}` : ''}
      </h1>
      <p className={styles.intro}>{HISTORY_TEXTS.history.intro}</p>
      <Link className={styles.backLink} to={back}>
        {HISTORY_TEXTS.history.back}
      </Link>
      <ChangeList resource={resource} id={id} labels={labels} />
    </div>
  );
}
