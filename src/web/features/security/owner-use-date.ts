/** The security cards' date and time, in the page's language (medium date, short time). */
import { useLanguage } from '../../i18n/i18n.js';

export function useDate() {
  const language = useLanguage();
  return (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
