/**
 * What makes a link's page work like the site without the app's scripts (docs/product.md §20;
 * docs/decisions/0188-link-pages-like-the-site.md): the page's contact form posts to the link
 * (`POST /for/<token>/message`, multipart/form-data, with a signed form token), so a message is
 * counted and shown under the link; the theme button posts the other theme to
 * `POST /for/<token>/theme`, which stores the theme cookie as the site's button does; the language
 * switch is already a link (`?lang=`). After a send the page says so; after a refused send it
 * shows why, with everything the visitor wrote still in the form.
 *
 * {@link withLinkControls} rewrites the page the site renders (modules/site) or the plain page:
 * the first theme button (class `…_toggle_…`), the form with `noValidate=""` and the fields named
 * `name`, `email`, `message`. A page without them is left as it is.
 */
import type { Language } from '../../../shared/i18n/languages.js';
import type { Theme } from '../../../shared/theme.js';
import { LINK_FORM_TEXTS } from '../../../shared/link-page-texts.js';
import { VERSION_PATHS } from '../../../shared/versions.js';
import { escapeHtml } from '../site/head-data.js';

/** What the visitor wrote, put back into the form after a refused send. */
export interface FormValues {
  name: string;
  email: string;
  message: string;
}

export interface LinkControls {
  token: string;
  language: Language;
  /** The theme cookie's value (undefined: the system's). */
  theme: Theme | undefined;
  /** A fresh signed form token (modules/messages). */
  formToken: string;
  notice?: { kind: 'sent' } | { kind: 'error'; text: string } | undefined;
  values?: FormValues | undefined;
}

const FORM_STYLE =
  '#contact{display:grid;gap:.75rem;max-width:40rem}#contact label{display:grid;gap:.25rem}' +
  '#contact input,#contact textarea{font:inherit;padding:.5rem .625rem;border:1px solid currentColor;border-radius:.5rem;background:transparent;color:inherit;width:100%;box-sizing:border-box}' +
  '#contact button[type=submit]{justify-self:start;font:inherit;font-weight:600;padding:.5rem 1.25rem;border-radius:999px;border:1px solid currentColor;background:transparent;color:inherit;cursor:pointer}' +
  '[data-link-notice]{margin:0 0 1rem;padding:.75rem 1rem;border-radius:.5rem;border:1px solid currentColor;max-width:40rem}';
const THEME_BUTTON = /<button type="button" class="([^"]*_toggle_[^"]*)"[^>]*>([\s\S]*?)<\/button>/;
const CONTACT_FORM = /<form class="([^"]*)" noValidate="">/;

/** `html` with the link's working theme button and contact form (see the module's comment). */
export function withLinkControls(html: string, controls: LinkControls): string {
  const texts = LINK_FORM_TEXTS[controls.language];
  const lang = `?lang=${controls.language}`;
  const next: Theme = controls.theme === 'dark' ? 'light' : 'dark';
  let page = html.replace(
    THEME_BUTTON,
    (_match, className: string, inner: string) =>
      `<form method="post" action="${VERSION_PATHS.theme(controls.token)}${lang}" enctype="multipart/form-data" style="display:contents"><input type="hidden" name="theme" value="${next}"/><button type="submit" class="${className}" aria-label="${escapeHtml(next === 'dark' ? texts.darkTheme : texts.lightTheme)}">${inner}</button></form>`,
  );
  const notice =
    controls.notice?.kind === 'sent'
      ? `<div role="status" data-link-notice="sent"><strong>${escapeHtml(texts.sentTitle)}</strong> <span>${escapeHtml(texts.sent)}</span></div>`
      : controls.notice?.kind === 'error'
        ? `<div role="alert" data-link-notice="error"><strong>${escapeHtml(texts.errorTitle)}</strong> <span>${escapeHtml(controls.notice.text)}</span></div>`
        : '';
  page = page.replace(
    CONTACT_FORM,
    (_match, className: string) =>
      `${notice}<form class="${className}" id="contact" method="post" action="${VERSION_PATHS.message(controls.token)}${lang}" enctype="multipart/form-data"><input type="hidden" name="token" value="${escapeHtml(controls.formToken)}"/>`,
  );
  // The site styles its contact form from a chunk only its scripts load: without them the link
  // page styles it here, and the honeypot field stays hidden (else a visitor may fill it in).
  page = page
    .replace(
      /<div class="([^"]*_honeypot_[^"]*)"/,
      (_match, className: string) => `<div class="${className}" hidden`,
    )
    .replace('</head>', () => `<style>${FORM_STYLE}</style></head>`);
  const values = controls.values;
  if (values) {
    page = page
      .replace(/name="name" value=""/, () => `name="name" value="${escapeHtml(values.name)}"`)
      .replace(/name="email" value=""/, () => `name="email" value="${escapeHtml(values.email)}"`)
      .replace(
        /(<textarea[^>]*name="message"[^>]*>)<\/textarea>/,
        (_match, open: string) => `${open}${escapeHtml(values.message)}</textarea>`,
      );
  }
  return page;
}

/**
 * The plain page's header and contact section (a server without the built web app): the language
 * link, the theme button and the form, in the shapes {@link withLinkControls} rewrites.
 */
export function plainControls(
  language: Language,
  pinnedLanguage = false,
): { header: string; contact: string } {
  const texts = LINK_FORM_TEXTS[language];
  const other = language === 'en' ? 'es' : 'en';
  const switchLink = pinnedLanguage
    ? ''
    : `<nav aria-label="Language"><a href="?lang=${other}" hreflang="${other}" lang="${other}">${escapeHtml(texts.otherLanguage)}</a></nav>`;
  return {
    header: `<header>${switchLink}<button type="button" class="plain_toggle_" aria-label="${escapeHtml(texts.darkTheme)}">◐</button></header>`,
    contact: `<section id="contact-section"><h2>${escapeHtml(texts.contact)}</h2><p>${escapeHtml(texts.intro)}</p><form class="contact" noValidate=""><label>${escapeHtml(texts.name)} <input name="name" value=""/></label><label>${escapeHtml(texts.email)} <input type="email" name="email" value=""/></label><label>${escapeHtml(texts.message)} <textarea name="message" rows="6"></textarea></label><input name="website" value="" tabindex="-1" aria-hidden="true" style="display:none"/><button type="submit">${escapeHtml(texts.send)}</button></form></section>`,
  };
}
