/**
 * The forbidden page (docs/product.md §2 route `/forbidden`): the text "You don't have the credentials to view
 * this page or the credentials expired." and a link back home.
 */
import { StatusPage } from '../../components/status-page.js';
import { useTexts } from '../../i18n/i18n.js';

export function ForbiddenPage() {
  const { MESSAGES } = useTexts();
  return <StatusPage code="403" message={MESSAGES.pages.forbidden} />;
}
