/**
 * The history page of one entry at `/history/{wire}/{id}` (lazily loaded, admins only: anyone else
 * goes to `/forbidden`); the history and its restores are the history feature's
 * (features/history/owner-history.tsx, docs/product.md §22).
 */
import { useParams } from 'react-router';
import { EntryHistory } from '../../features/history/owner-history.js';
import { RequireAdmin } from '../../features/owner-kit/guards.js';

export default function HistoryPage() {
  const { resource = '', id = '' } = useParams();
  return (
    <RequireAdmin>
      <EntryHistory resource={resource} id={id} />
    </RequireAdmin>
  );
}
