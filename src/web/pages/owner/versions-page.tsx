/**
 * The owner's Versions page at `/versions` (docs/product.md §20; admins only: anyone else goes to
 * `/forbidden`); the editor is the versions feature's (features/versions/owner-versions.tsx).
 */
import { RequireAdmin } from '../../features/owner-kit/guards.js';
import { VersionsEditor } from '../../features/versions/owner-versions.js';

export default function VersionsPage() {
  return (
    <RequireAdmin>
      <VersionsEditor />
    </RequireAdmin>
  );
}
