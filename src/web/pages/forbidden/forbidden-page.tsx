/**
 * The forbidden page (spec 2 route `/forbidden`): the text "You don't have the credentials to view
 * this page or the credentials expired." and a link back home.
 */
import { MESSAGES } from '../../../shared/messages.js';
import { StatusPage } from '../../components/status-page.js';

export function ForbiddenPage() {
  return <StatusPage code="403" message={MESSAGES.pages.forbidden} />;
}
