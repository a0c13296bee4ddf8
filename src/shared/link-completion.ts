/**
 * A link completed the way its writer meant it (docs/decisions/0097-links-as-people-type-them.md). Pure,
 * without zod.
 */
import { isSafeLink } from './safe-links.js';

/** An email address as people type it: `name@host.tld`, nothing that could be a URL around it. */
const EMAIL_ADDRESS = /^[^\s@/\\:<>()[\],;"]+@[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)*\.\p{L}{2,63}$/u;
/** A phone number as people type it: digits with spaces, dots, dashes and brackets, `+` first. */
const PHONE_NUMBER = /^\+?[0-9().\-\s]+$/;
/** A host name with a top-level domain of letters, an optional port, path, query or fragment. */
const BARE_DOMAIN =
  /^([\p{L}\p{N}]([\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,63}(:\d{1,5})?([/?#][^\s]*)?$/u;

/**
 * A link completed the way its writer meant it (docs/decisions/0097-links-as-people-type-them.md):
 * an email address gets `mailto:`, a phone number (6 to 20 digits) `tel:`, a bare domain such as
 * `hooli.example.com/about` `https://`. A value that is already a safe link ({@link isSafeLink}), an empty one and anything else are returned
 * trimmed and otherwise unchanged, so the schema still refuses what is unsafe (`javascript:`,
 * `ftp://`, `//host`). Pure; the forms show its result before saving and the server applies it.
 */
export function normalizeLink(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || isSafeLink(trimmed)) return trimmed;
  if (EMAIL_ADDRESS.test(trimmed)) return `mailto:${trimmed}`;
  if (PHONE_NUMBER.test(trimmed)) {
    const digits = trimmed.replace(/\D/g, '').length;
    if (digits >= 6 && digits <= 20) return `tel:${trimmed}`;
  }
  if (BARE_DOMAIN.test(trimmed)) return `https://${trimmed}`;
  return trimmed;
}
