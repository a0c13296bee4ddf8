/**
 * The contact form's signed token: `<issued ms>.<HMAC-SHA256(secret, issued ms) base64url>`. The
 * server hands one out when the form is shown (`GET /api/messages/token`) and a message must carry
 * one at least the minimum fill time old and at most {@link TOKEN_MAX_AGE_MS} old. The key lives in
 * the `secrets` table (made on first use), so tokens survive restarts and hold across processes.
 * Source: docs/decisions/0051-contact-abuse-limits.md.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { namedSecret } from '../../lib/named-secret.js';

/** A token is accepted up to a day after it was issued. */
export const TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const SECRET_NAME = 'contact-form-hmac';

/** The form-token key (32 random bytes, hex), created once and shared by every process. */
export function formTokenSecret(db: Kysely<Database>): Promise<string> {
  return namedSecret(db, SECRET_NAME);
}

const sign = (secret: string, issued: string) =>
  createHmac('sha256', secret).update(issued).digest('base64url');

/** A token issued at `nowMs`. */
export function issueFormToken(secret: string, nowMs: number): string {
  const issued = String(Math.floor(nowMs));
  return `${issued}.${sign(secret, issued)}`;
}

/**
 * Check a token: `ok`, `tooFast` (younger than `minFillMs`), or `invalid` (forged, malformed,
 * from the future or older than {@link TOKEN_MAX_AGE_MS}).
 */
export function checkFormToken(
  secret: string,
  token: string,
  nowMs: number,
  minFillMs: number,
): 'ok' | 'tooFast' | 'invalid' {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return 'invalid';
  const [, issued, signature] = match as unknown as [string, string, string];
  const expected = Buffer.from(sign(secret, issued));
  if (!timingSafeEqual(expected, Buffer.from(signature))) return 'invalid';
  const age = nowMs - Number(issued);
  if (age < 0 || age > TOKEN_MAX_AGE_MS) return 'invalid';
  return age < minFillMs ? 'tooFast' : 'ok';
}
