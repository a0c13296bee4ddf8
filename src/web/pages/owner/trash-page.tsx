/**
 * The trash page at `/trash` (lazily loaded, admins only: anyone else goes to `/forbidden`); the
 * list and its actions are the history feature's (features/history/owner-trash.tsx, docs/product.md §22),
 * followed by the history's retention setting (features/history/owner-history-retention.tsx) and
 * that setting's own history card (docs/product.md §30).
 */
import { HISTORY_DOCUMENTS } from '../../../shared/history-documents.js';
import { historyKeys } from '../../features/history/api.js';
import { HistoryCard, useRemountOnRestore } from '../../features/history/owner-history-card.js';
import { HistoryRetention } from '../../features/history/owner-history-retention.js';
import { TrashList } from '../../features/history/owner-trash.js';
import { RequireAdmin } from '../../features/owner-kit/guards.js';

function RetentionWithHistory() {
  const [generation, onRestored] = useRemountOnRestore(historyKeys.retention);
  return (
    <>
      <HistoryRetention key={generation} />
      <HistoryCard resource={HISTORY_DOCUMENTS.settings} id="history" onRestored={onRestored} />
    </>
  );
}

export default function TrashPage() {
  return (
    <RequireAdmin>
      <TrashList />
      <RetentionWithHistory />
    </RequireAdmin>
  );
}
