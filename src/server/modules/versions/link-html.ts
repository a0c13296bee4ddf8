/**
 * The link pages' own HTML (docs/product.md §20): the polite page of a link that shows no version
 * ({@link statusPage}: 400, 404, 410, 403 or 429) and the plain page of a version's content for a server
 * without the built web app ({@link plainPage}). Both carry `noindex`.
 */
import type { Language } from '../../../shared/i18n/languages.js';
import { LINK_PAGE_TEXTS } from '../../../shared/link-page-texts.js';
import { type VersionContent } from '../../../shared/versions.js';
import { escapeHtml } from '../site/head-data.js';
import { SECTION_PATHS } from './content.js';
import { plainControls } from './link-page-form.js';

/**
 * Which polite page: malformed (400: not a token's shape), missing (404), revoked or expired (410),
 * paused (403), throttled (429).
 */
export type LinkStatusPage = keyof (typeof LINK_PAGE_TEXTS)['en'];

/** The polite page of a link that shows no version. */
export function statusPage(language: Language, kind: LinkStatusPage): string {
  const { title, text } = LINK_PAGE_TEXTS[language][kind];
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#f7f7f8;color:#1d1d1f}@media (prefers-color-scheme:dark){body{background:#161618;color:#ececef}}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.5rem;margin:0 0 .75rem}p{margin:0;line-height:1.5}</style></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main></body></html>`;
}

/**
 * A plain page of the content, for a server without the built web app (its section titles and
 * entries); `pinnedLanguage`: the version pins its language, so the page has no language link.
 */
export function plainPage(content: VersionContent, language: Language, pinnedLanguage = false): string {
  const items = Object.entries(SECTION_PATHS)
    .map(([wire, listPath]) => {
      const list = (content[listPath] ?? []) as Record<string, unknown>[];
      if (list.length === 0) return '';
      const names = list.map((entry) => {
        const name = [
          entry.title,
          entry.company,
          entry.institution,
          entry.name,
          entry.organization,
          entry.language,
        ].find((value) => typeof value === 'string' && value !== '');
        return `<li>${escapeHtml(String(name ?? ''))}</li>`;
      });
      return `<section><h2>${escapeHtml(wire)}</h2><ul>${names.join('')}</ul></section>`;
    })
    .join('');
  const person = (Object.values(content)[0]?.[0] ?? {}) as Record<string, string>;
  const name = `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim();
  const controls = plainControls(language, pinnedLanguage);
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><title>${escapeHtml(name)}</title></head><body>${controls.header}<main><h1>${escapeHtml(name)}</h1><p>${escapeHtml(person.jobTitles ?? '')}</p>${items}${controls.contact}</main></body></html>`;
}
