/**
 * The not-found page for any unknown path (docs/product.md §2: "Not-found page saying the page does not exist"):
 * the text MESSAGES.pages.notFound and a link back home.
 */
import { StatusPage } from '../../components/status-page.js';
import { useTexts } from '../../i18n/i18n.js';

export function NotFoundPage() {
  const { MESSAGES } = useTexts();
  return <StatusPage code="404" message={MESSAGES.pages.notFound} />;
}
