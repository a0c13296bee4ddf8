/**
 * The entry an entry form edits (docs/product.md §2 "Entry forms", §8 messages): `new` renders the
 * form at once with no entity; any other id loads the entry (GET {resource}/{id}); while loading it
 * shows 'Loading...'; a failed load shows the spec's 'Error loading … by Id' error dialog
 * (`MESSAGES.formLoad`) and, on the page, the server's message and Go Back.
 */
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { showError } from '../../lib/dialogs.js';
import { NEW_ID, useEntry } from './entry-api.js';
import { serverMessage } from './errors.js';
import { useFormTexts, type FormResource } from './entry-form-texts.js';
import { ADMIN_PATHS } from '../../i18n/admin-texts.js';
import styles from './admin.module.css';
import { useTexts } from '../../i18n/i18n.js';

export interface EntryLoaderProps<TEntity> {
  resource: FormResource;
  id: string;
  /** Renders the form with the loaded entity, or null for `new`. */
  children: (entity: TEntity | null) => ReactNode;
}

export function EntryLoader<TEntity>({ resource, id, children }: EntryLoaderProps<TEntity>) {
  const { TEXTS } = useTexts();
  const texts = useFormTexts(resource);
  const navigate = useNavigate();
  const query = useEntry<TEntity>(resource, id, () => {
    void showError(texts.loadError);
  });
  if (id === NEW_ID) return <>{children(null)}</>;
  if (query.isPending) {
    return (
      <p role="status" className={styles.status}>
        {TEXTS.loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>{texts.heading.edit}</h1>
        <p className={styles.pageError}>{serverMessage(query.error, texts.loadError)}</p>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.secondaryButton}
            onClick={() => void navigate(ADMIN_PATHS.home)}
          >
            {TEXTS.goBack}
          </button>
        </div>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
