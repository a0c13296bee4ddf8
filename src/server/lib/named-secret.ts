/**
 * A server secret kept in table `secrets` under `name`: 32 random bytes as hex, created by whichever
 * process asks first (a conflicting insert does nothing), the same for every process of the
 * database; never in a backup or an answer (docs/decisions/0051-contact-abuse-limits.md,
 * docs/decisions/0237-no-addresses-in-the-throttles.md).
 * Errors: database errors reach the caller.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

/** The secret named `name` (64 hex characters), made on first use. */
export async function namedSecret(db: Kysely<Database>, name: string): Promise<string> {
  await db
    .insertInto('secrets')
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
