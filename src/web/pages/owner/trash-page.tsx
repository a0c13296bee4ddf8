/**
 * The trash page at `/trash` (lazily loaded, admins only: anyone else goes to `/forbidden`); the
 * list and its actions are the history feature's (features/history/owner-trash.tsx, docs/product.md §22).
 */
import { TrashList } from '../../features/history/owner-trash.js';
import { RequireAdmin } from '../../features/owner-kit/guards.js';

export default function TrashPage() {
  return (
    <RequireAdmin>
      <TrashList />
    </RequireAdmin>
  );
}
