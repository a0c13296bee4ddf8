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
import { createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

const SECRET_NAME = 'address-key-hmac';

/** The key per database handle, read (or made) once. */
const keys = new WeakMap<Kysely<Database>, Promise<string>>();

async function readKey(db: Kysely<Database>): Promise<string> {
  await db
    .insertInto('secrets')
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('hex') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('secrets')
    .select('value')
    .where('name', '=', SECRET_NAME)
    .executeTakeFirstOrThrow();
  return row.value;
}

/** The keyed hash of `address` (`request.ip`): 22 base64url characters, never the address. */
export async function addressKey(db: Kysely<Database>, address: string): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = readKey(db);
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return createHmac('sha256', await key)
    .update(address)
    .digest('base64url')
    .slice(0, 22);
}
