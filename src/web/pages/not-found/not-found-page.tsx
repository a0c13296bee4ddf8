/**
 * The not-found page for any unknown path (spec 2: "Not-found page saying the page does not exist"):
 * the text MESSAGES.pages.notFound and a link back home.
 */
import { MESSAGES } from '../../../shared/messages.js';
import { StatusPage } from '../../components/status-page.js';

export function NotFoundPage() {
  return <StatusPage code="404" message={MESSAGES.pages.notFound} />;
}
