/**
 * The header's auth buttons (spec 2 "Header buttons"): Login for visitors; Profile and Signout when
 * signed in; Users for admins too. Owned by the admin area (issue 4); this first version shows Login.
 */
import { Link } from 'react-router';

export function AuthButtons() {
  return (
    <nav aria-label="Account">
      <Link to="/login">Login</Link>
    </nav>
  );
}
