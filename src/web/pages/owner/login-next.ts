/**
 * Where the login page goes after signing in (docs/product.md §2; decision 0070): a site-relative
 * `?next=`, else the home page.
 */
import { ADMIN_PATHS } from '../../i18n/admin-texts.js';

/**
 * Where to go after signing in: `?next=` when it is a path on this site (`/...`, never `//host` or
 * `/\\host`, which a browser reads as another site), else `/` (docs/product.md §2). Decision 0110 §9: the
 * update-user page sends the user here to sign in again and come back.
 */
export function nextPath(next: string | null): string {
  return next && /^\/(?![/\\])/.test(next) ? next : ADMIN_PATHS.home;
}
