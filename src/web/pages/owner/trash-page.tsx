/**
 * The trash page at `/trash` (lazily loaded, admins only: anyone else goes to `/forbidden`); the
 * list and its actions are the history feature's (features/history/owner-trash.tsx, docs/product.md §22),
 * followed by the history's retention setting (features/history/owner-history-retention.tsx).
 */
import { HistoryRetention } from '../../features/history/owner-history-retention.js';
import { TrashList } from '../../features/history/owner-trash.js';
import { RequireAdmin } from '../../features/owner-kit/guards.js';

export default function TrashPage() {
  return (
    <RequireAdmin>
      <TrashList />
      <HistoryRetention />
    </RequireAdmin>
  );
}
