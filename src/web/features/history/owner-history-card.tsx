/**
 * The history card of a document edited on its own page (docs/product.md §30): the person, a user,
 * the design, the statistics and history settings. A closed "History" disclosure under the form;
 * opened, it loads the changes (./owner-history.tsx `ChangeList`: who, when, the fields' diff, and
 * "Restore this version", itself recorded). Admins only: the history's routes are the owner's.
 * Resource names and setting ids: src/shared/history-documents.ts.
 */
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useTexts } from '../../i18n/i18n.js';
import adminStyles from '../owner-kit/admin.module.css';
import { ChangeList } from './owner-history.js';
import styles from './history.module.css';

export function HistoryCard({
  resource,
  id,
  labels = {},
  onRestored,
}: {
  resource: string;
  id: string;
  /** Names of the fields (the form's labels); the card's own names fill the rest. */
  labels?: Record<string, string>;
  /** Called with the restored document as the server answers it. */
  onRestored?: ((value: unknown) => void) | undefined;
}) {
  const { HISTORY_TEXTS } = useTexts();
  const [open, setOpen] = useState(false);
  const headingId = `history-card-${resource}-${id}`;
  return (
    <section className={styles.page} aria-labelledby={headingId} data-history-card={`${resource}/${id}`}>
      <details
        className={styles.disclosure}
        onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}
      >
        <summary className={styles.summary}>
          <h2 id={headingId} className={adminStyles.subheading}>
            {HISTORY_TEXTS.card.heading}
          </h2>
        </summary>
        <div className={styles.disclosureBody}>
          <p className={styles.intro}>{HISTORY_TEXTS.card.intro}</p>
          {open ? (
            <ChangeList
              resource={resource}
              id={id}
              labels={{ ...HISTORY_TEXTS.fields, ...labels }}
              headingLevel={3}
              onRestored={onRestored}
            />
          ) : null}
        </div>
      </details>
    </section>
  );
}

/**
 * For a page whose form keeps what it loaded: after a restore, refetch `queryKey` and then give the
 * form a new key (it mounts again with the restored values).
 * @returns the key to give the form and the card's `onRestored`.
 */
export function useRemountOnRestore(queryKey: QueryKey): [number, () => void] {
  const client = useQueryClient();
  const [generation, setGeneration] = useState(0);
  const onRestored = () => {
    void client.invalidateQueries({ queryKey }).then(() => setGeneration((value) => value + 1));
  };
  return [generation, onRestored];
}
