/**
 * Pure display rules of the visitor side (spec 2 "Read-only value display", spec 9 dates).
 *
 * - {@link isEmptyValue}: null, undefined, or text that is blank after trimming.
 * - {@link formatDate}: the first 10 characters of a date (YYYY-MM-DD); '' stays ''.
 * - {@link isClickHereValue}: a value starting with `https://` or `www.` shows as a 'Click Here' link.
 * - {@link safeHref}: the href to render for a link value, or null when it must not be a link
 *   (anything but http(s), mailto:, tel:, `www.` hosts and site paths; never `javascript:`).
 */

/** Is the value empty for display (spec 2: a dash is shown)? */
export function isEmptyValue(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** Spec 9: dates are shown as their first 10 characters (YYYY-MM-DD). */
export function formatDate(value: string | null | undefined): string {
  return value ? value.slice(0, 10) : '';
}

/** Spec 2: a value starting with https:// or www. shows a 'Click Here' link opening in a new tab. */
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
