/**
 * The header's language switch (decision 0060): one link to the other language, named in that
 * language ('Español' on the English site, 'English' on the Spanish one; it shows the short code
 * 'ES' / 'EN', so the header keeps one row on a phone) and marked with its `lang` and `hreflang`.
 * Its address is `?lang=…`, relative: the page's own path with that language's query (each
 * language's URL, which the server answers in that language and remembers in the `lang` cookie), so
 * it works before the JavaScript arrives; after that a click switches in place: cookie,
 * `<html lang>` and every text, no reload (src/web/i18n/i18n.ts `switchLanguage`). In the signed-in
 * header below 1024 px it sits in the menu, which shows the language's name instead of the code: the
 * name is hidden by this module's own class, not the global `.visually-hidden` (whose `!important`
 * the menu could not undo: a blank pill).
 *
 * The link is the same on every address: no path (a `//host` one would lead off the site) or query
 * string of the address asked for is written in it, so the server renders each page once for all of
 * them and hydration matches (docs/decisions/0085-pages-built-from-what-they-are-cached-by.md).
 *
 * On a static site (docs/product.md §25) the link is the other language's folder (`/es/`,
 * `/portfolio/`) and a click is the browser's own: no request to a server, no switch in place.
 */
import type { MouseEvent } from 'react';
import { LANGUAGE_PARAM } from '../../shared/i18n/languages.js';
import { staticLanguagePath } from '../../shared/static-site.js';
import { switchLanguage, useI18n, useLanguage, useTexts } from '../i18n/i18n.js';
import { useStaticSite } from '../lib/static-site.js';
import styles from './language-switch.module.css';

export function LanguageSwitch() {
  const { UI } = useTexts();
  const i18n = useI18n();
  const language = useLanguage();
  const other = language === 'en' ? 'es' : 'en';
  // A static site has a folder per language (docs/product.md §25): the link is that folder's address,
  // which the browser follows (no server answers `?lang=` there).
  const staticSite = useStaticSite();
  const href = staticSite ? staticLanguagePath(staticSite.basePath, other) : `?${LANGUAGE_PARAM}=${other}`;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (staticSite) return;
    // A new tab or window keeps the browser's own behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void switchLanguage(other, i18n);
  };
  return (
    <nav aria-label={UI.language.label} className={styles.switch}>
      <a href={href} hrefLang={other} lang={other} onClick={onClick}>
        <span className={styles.code} aria-hidden="true">
          {other.toUpperCase()}
        </span>
        <span className={styles.name}>{UI.language[other]}</span>
      </a>
    </nav>
  );
}
