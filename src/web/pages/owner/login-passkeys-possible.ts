/**
 * Whether a passkey can sign in on the login page (docs/product.md §23; decision 0121): WebAuthn
 * refuses a site reached by its IP address, so a site opened by its address offers no passkey.
 */
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';

/** An IPv4 or IPv6 literal as `location.hostname` gives it (`127.0.0.1`, `[::1]`). */
const IP_HOSTNAME = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;

/**
 * Whether a passkey can sign in on this page: the browser has WebAuthn and the site is named by a
 * domain (WebAuthn refuses a site reached by its IP address, decision 0121), so a site opened by its
 * address neither shows the passkey button nor asks the server for options it would refuse.
 */
export function passkeysPossibleHere(): boolean {
  return browserSupportsWebAuthn() && !IP_HOSTNAME.test(window.location.hostname);
}
