/**
 * Pure display rules of the visitor side (docs/product.md §2 "Read-only value display", docs/product.md §9 dates).
 *
 * - {@link isEmptyValue}: null, undefined, or text that is blank after trimming.
 * - {@link formatDate}: the first 10 characters of a date (YYYY-MM-DD); '' stays ''.
 * - {@link periodEnd}: the end of a work's or an education's period: its date, or 'Present' while
 *   it is not finished.
 * - {@link withBullets}: list lines of a description ("- DB1101") read with a bullet ("• DB1101").
 * - {@link isClickHereValue}: a value starting with `https://` or `www.` shows as a 'Click Here' link.
 * - {@link linkText}: a link written as a person reads it (the address, the number, the domain).
 * - {@link countryName}, {@link placeOf}: a person's place as one line, the country named in the
 *   page's language.
 * - {@link safeHref}: the href to render for a link value, or null when it must not be a link
 *   (anything but http(s), mailto:, tel:, `www.` hosts and site paths; never `javascript:`).
 */

/** Is the value empty for display (docs/product.md §2: a dash is shown)? */
export function isEmptyValue(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** docs/product.md §9: dates are shown as their first 10 characters (YYYY-MM-DD). */
export function formatDate(value: string | null | undefined): string {
  return value ? value.slice(0, 10) : '';
}

/**
 * The end of a period as shown (docs/product.md §2 "start and end dates (first 10 characters)"): the end date's
 * first 10 characters when there is one; `present` (the interface's 'Present', Spanish 'Actualidad',
 * the PDF CV's words) when the entry is not finished (`finished === false`) and has no end date; else
 * '' (so the read-only rule shows its dash). Source: docs/decisions/0098-what-a-visitor-reads-first.md.
 */
export function periodEnd(
  dateEnd: string | null | undefined,
  finished: boolean | undefined,
  present: string,
): string {
  if (!isEmptyValue(dateEnd)) return formatDate(dateEnd);
  return finished === false ? present : '';
}

/**
 * A description's list lines as a reader expects them: a line starting with `- ` or `* ` (how people
 * and the JSON Resume import write a list, e.g. the courses of an education) starts with `• `
 * instead, its indentation kept; other text is unchanged. On this site a lone dash means "empty"
 * (docs/product.md §2), so "- DB1101" read as a missing value. Display only: the stored text keeps its dashes.
 */
export function withBullets(text: string): string {
  return text.replace(/^([ \t]*)[-*][ \t]+(?=\S)/gm, '$1• ');
}

/** docs/product.md §2: a value starting with https:// or www. shows a 'Click Here' link opening in a new tab. */
export function isClickHereValue(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.startsWith('https://') || trimmed.startsWith('www.');
}

const SAFE_SCHEME = /^(https?:\/\/|mailto:|tel:)/i;

/**
 * The href for a link value: `www.` hosts get `https://` prepended; http(s), mailto:, tel: and site
 * paths (`/...`, not `//...`) are kept; anything else (javascript:, data:, vbscript:, relative
 * text) answers null so the caller renders plain text instead of a link.
 */
export function safeHref(value: string | null | undefined): string | null {
  if (isEmptyValue(value)) return null;
  let trimmed = value.trim();
  // Phone numbers are written with spaces ("tel:(912) 555-4321"); the dialler ignores them.
  if (/^tel:/i.test(trimmed)) trimmed = trimmed.replace(/\s+/g, '');
  // Control characters and whitespace inside a URL are how scheme checks get fooled.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\s]/.test(trimmed)) return null;
  if (/^www\./i.test(trimmed)) return `https://${trimmed}`;
  if (SAFE_SCHEME.test(trimmed)) return trimmed;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  return null;
}

/**
 * A link written as a person reads it: `mailto:ada@example.com?subject=Hi` → `ada@example.com`,
 * `tel:(912) 555-4321` → `(912) 555-4321`, `https://www.example.com/ada/` → `www.example.com/ada`
 * (scheme and trailing slash left out, as the PDF CV writes links); anything else as it is,
 * trimmed. For the contacts shown as text (docs/decisions/0098-what-a-visitor-reads-first.md).
 */
export function linkText(value: string | null | undefined): string {
  const trimmed = value?.trim() ?? '';
  const mail = /^mailto:([^?#]*)/i.exec(trimmed);
  if (mail) return decodeText(mail[1]!);
  const phone = /^tel:(.*)$/i.exec(trimmed);
  if (phone) return decodeText(phone[1]!).trim();
  return trimmed.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

function decodeText(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

// The place rules are shared with the PDF CV (src/server/modules/cv): one helper for both.
export { countryName, placeOf } from '../../shared/place.js';
