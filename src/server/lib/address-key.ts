/**
 * A client address as the throttles keep it: HMAC-SHA256 of the address under a random key of this
 * database, 22 base64url characters (docs/decisions/0237-no-addresses-in-the-throttles.md). The same
 * address gives the same key on every server process of the database, so the throttles still count
 * across processes; the rows never hold the address itself (docs/product.md §23: "Vitae stores no
 * network addresses"). The key lives in table `secrets` (created once by whichever process needs it
 * first), never in a backup or an answer.
 *
 * Used by the sign-in throttle (modules/auth/login-throttle.ts), the refused sign-ins' audit roll-up
 * (modules/audit/audit.ts) and the link-miss throttle (modules/versions/miss-throttle.ts).
 * Errors: database errors reach the caller.
 */
import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { namedSecret } from './named-secret.js';

const SECRET_NAME = 'address-key-hmac';

/** The key per database handle, read (or made) once. */
const keys = new WeakMap<Kysely<Database>, Promise<string>>();

/** The keyed hash of `address` (`request.ip`): 22 base64url characters, never the address. */
export async function addressKey(db: Kysely<Database>, address: string): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = namedSecret(db, SECRET_NAME);
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return createHmac('sha256', await key)
    .update(address)
    .digest('base64url')
    .slice(0, 22);
}
