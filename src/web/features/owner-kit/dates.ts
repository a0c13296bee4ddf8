/**
 * Dates on the owner's pages, in the interface's language and the browser's time zone: `dateTime`
 * ("Nov 26, 2026, 3:20 AM") for when something happened, `date` ("Nov 26, 2026") for a day. Used by
 * the history, the trash and the security page (docs/product.md §22, §23).
 */
import { useLanguage } from '../../i18n/i18n.js';

/** The two formatters for the active language; each takes an ISO 8601 time. */
export function useDates(): { dateTime: (iso: string) => string; date: (iso: string) => string } {
  const language = useLanguage();
  return {
    dateTime: (iso) =>
      new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    date: (iso) => new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso)),
  };
}
