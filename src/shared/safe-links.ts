/**
 * Which links and image URLs are safe to store and show (docs/api.md "Link fields", "Image fields"):
 * http(s) URLs, mailto:, tel:, a `www.` host or a site-relative path for links; http(s) URLs and site
 * paths for images. Pure functions without zod, so the visitor's page may use them.
 */

const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const WWW_HOST = /^www\.[^\s/]+\.[^\s]+$/i;
/** A site-relative path: starts with one `/`, never `//` or `/\` (browsers read both as another host). */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;
const MAILTO = /^mailto:[^\s@]+@[^\s@]+$/i;
const TEL = /^tel:\+?[0-9().\-\s]{3,}$/i;

/**
 * Is `value` an acceptable link? http(s) URL, mailto:, tel:, a `www.` host or a site-relative path.
 * Contract: "Link fields". Empty is handled by the schema, not here.
 */
export function isSafeLink(value: string): boolean {
  return (
    HTTP_URL.test(value) ||
    WWW_HOST.test(value) ||
    SITE_PATH.test(value) ||
    MAILTO.test(value) ||
    TEL.test(value)
  );
}

/** Is `value` an acceptable image URL? http(s) URL or a site-relative path. Contract: "Image fields". */
export function isSafeImage(value: string): boolean {
  return HTTP_URL.test(value) || SITE_PATH.test(value);
}

/** Is `value` a valid absolute http(s) URL? Used by the image-URL managers (docs/product.md §5: 'Invalid or duplicate URL!'). */
export function isAbsoluteHttpUrl(value: string): boolean {
  if (!HTTP_URL.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}
