/**
 * The owner's inbox page at `/inbox` (lazily loaded, admins only: anyone else goes to `/forbidden`);
 * the messages and their actions are the inbox feature's (features/inbox/owner-inbox.tsx).
 */
import { OwnerInbox } from '../../features/inbox/owner-inbox.js';
import { RequireAdmin } from '../../features/owner-kit/guards.js';

export default function InboxPage() {
  return (
    <RequireAdmin>
      <OwnerInbox />
    </RequireAdmin>
  );
}
