/**
 * The "History" link of an entry's form page (docs/product.md §22): on `/{wire}/form/{id}` (an
 * existing entry, not `new`) a link to `/history/{wire}/{id}`; nothing elsewhere. It reads the
 * address itself, so the form page (./form-page.tsx) shows it without knowing the entry. In-app
 * links ask before discarding unsaved input (decision 0073).
 */
import { Link, useLocation } from 'react-router';
import { useTexts } from '../../i18n/i18n.js';
import styles from './admin.module.css';

/** The trash page. */
export const TRASH_PATH = '/trash';

const FORM_PATH = /^\/([a-z-]+)\/form\/([0-9a-f]{24})\/?$/;

/** `/history/{wire}/{id}`: the history page of an entry. */
export function entryHistoryPath(wire: string, id: string): string {
  return `/history/${wire}/${id}`;
}

export function HistoryLink() {
  const { HISTORY_TEXTS } = useTexts();
  const match = FORM_PATH.exec(useLocation().pathname);
  if (!match) return null;
  return (
    <Link className={styles.smallButton} to={entryHistoryPath(match[1]!, match[2]!)} data-history-link="">
      {HISTORY_TEXTS.history.link}
    </Link>
  );
}
