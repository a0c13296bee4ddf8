/**
 * The owner's Design page at `/design` (lazily loaded, admins only: anyone else goes to
 * `/forbidden`); the form and previews are the designs feature's (features/designs/owner-design.tsx).
 * Under it, the design's history card (docs/product.md §30): a restore shows the form again with
 * the restored design. Source: docs/product.md §26.
 */
import { HISTORY_DOCUMENTS } from '../../../shared/history-documents.js';
import { designKeys } from '../../features/designs/api.js';
import { OwnerDesign } from '../../features/designs/owner-design.js';
import { HistoryCard, useRemountOnRestore } from '../../features/history/owner-history-card.js';
import { RequireAdmin } from '../../features/owner-kit/guards.js';

function DesignWithHistory() {
  const [generation, onRestored] = useRemountOnRestore(designKeys.settings);
  return (
    <>
      <OwnerDesign key={generation} />
      <HistoryCard resource={HISTORY_DOCUMENTS.settings} id="design" onRestored={onRestored} />
    </>
  );
}

export default function DesignPage() {
  return (
    <RequireAdmin>
      <DesignWithHistory />
    </RequireAdmin>
  );
}
