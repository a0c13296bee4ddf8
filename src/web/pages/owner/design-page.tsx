/**
 * The owner's Design page at `/design` (lazily loaded, admins only: anyone else goes to
 * `/forbidden`); the form and previews are the designs feature's (features/designs/owner-design.tsx).
 * Source: docs/product.md §26.
 */
import { OwnerDesign } from '../../features/designs/owner-design.js';
import { RequireAdmin } from '../../features/owner-kit/guards.js';

export default function DesignPage() {
  return (
    <RequireAdmin>
      <OwnerDesign />
    </RequireAdmin>
  );
}
