/**
 * The site's address for the absolute URLs of its pages, robots.txt and sitemap.xml (canonical URL,
 * `hreflang` alternates, `og:url`, `og:image`, the JSON-LD ids): `PUBLIC_URL` when it is set (the
 * `Host` header is then never read), else the request's own origin in its normal form, or none when
 * the `Host` header is not a host name (the caller answers 400).
 *
 * Source: docs/decisions/0085-pages-built-from-what-they-are-cached-by.md.
 */

/**
 * `PUBLIC_URL` as the site's base: origin and path, repeated slashes made one, no trailing slash,
 * no query or fragment (`https://Cv.Example.com/cv/?x=1` → `https://cv.example.com/cv`). Throws a
 * TypeError for a string that is not a URL (config.ts only lets http(s) URLs through).
 */
export function siteBase(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.origin}${url.pathname.replace(/\/{2,}/g, '/').replace(/\/+$/, '')}`;
}

/**
 * A host name (letters, digits, `-`, `.`, `_`) or an IP literal (`[::1]`), with an optional port:
 * what an HTTP `Host` header holds (RFC 9110 7.2), without user information, path, query or spaces.
 */
const HOST = /^(?:[a-z0-9_.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin `protocol://host` of a request, in its normal form (lower case, IPv4 numbers in dotted
 * decimal, the scheme's default port left out), or undefined when `host` is not a host name with an
 * optional port ({@link HOST}; e.g. `evil.example/phish`, `a b`, `user@host`, port 99999).
 * `protocol` is Fastify's `request.protocol`: anything but `https` counts as `http`.
 */
export function requestOrigin(protocol: string, host: string): string | undefined {
  if (!HOST.test(host)) return undefined;
  try {
    return new URL(`${protocol === 'https' ? 'https' : 'http'}://${host}`).origin;
  } catch {
    return undefined;
  }
}

/** The answer to a `Host` header that is not a host name (only read when PUBLIC_URL is unset). */
export const BAD_HOST_MESSAGE =
  'The Host header must be a host name or address with an optional port, such as cv.example.com:8080.';
