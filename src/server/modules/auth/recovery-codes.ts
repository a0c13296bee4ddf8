/**
 * Recovery codes: 10 characters of a 31-letter alphabet without look-alikes (about 50 bits), shown as
 * `xxxxx-xxxxx`; only their SHA-256 is stored (two-factor.ts).
 *
 * Source: docs/product.md §23; docs/decisions/0120-two-factor-sign-in.md.
 */
import { createHash, randomInt } from 'node:crypto';

/** Recovery codes made at enrolment (docs/product.md §23). */
export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code as the owner may type it: lowercase, without spaces and dashes. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]+/g, '');
}

/** The SHA-256 (hex) a recovery code is stored as, of its normalized form. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');
}

/** Ten new recovery codes `xxxxx-xxxxx`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}
