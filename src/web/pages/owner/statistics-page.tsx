/**
 * The owner's statistics page at `/statistics` (lazily loaded, admins only: anyone else goes to
 * `/forbidden`); the dashboard is the statistics feature's (features/statistics/owner-statistics.tsx).
 * Link names: wrap the dashboard in `LinkLabels` (features/statistics/link-labels.ts) once links exist.
 */
import { RequireAdmin } from '../../features/owner-kit/guards.js';
import { OwnerStatistics } from '../../features/statistics/owner-statistics.js';

export default function StatisticsPage() {
  return (
    <RequireAdmin>
      <OwnerStatistics />
    </RequireAdmin>
  );
}
