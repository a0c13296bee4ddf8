/**
 * An authenticator app's time-based codes (TOTP, RFC 6238: SHA-1, 6 digits, 30-second steps, one
 * step of clock drift either way): the TOTP of a base32 secret and the time step a code belongs to.
 *
 * Source: docs/product.md §23; docs/decisions/0120-two-factor-sign-in.md.
 */
import { Secret, TOTP } from 'otpauth';

/** The issuer an authenticator app shows beside the account (docs/product.md §23). */
export const TOTP_ISSUER = 'Vitae';
export const TOTP_PERIOD_SECONDS = 30;

/** The TOTP of `secret` (base32), shown in an authenticator app as `label` of {@link TOTP_ISSUER}. */
export function totpFor(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The time step (RFC 6238 "T") that `code` belongs to at `now` (ms), or undefined when wrong. */
export function totpStep(secret: string, code: string, now = Date.now()): number | undefined {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return undefined;
  const delta = totpFor(secret, 'check').validate({ token, timestamp: now, window: 1 });
  if (delta === null) return undefined;
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}
