/**
 * WebAuthn challenges: 32 random bytes kept in `webauthnChallenges` for five minutes and consumed by
 * the check itself (one DELETE), so each works once, on any server process (passkeys.ts).
 *
 * Source: docs/product.md §23; docs/decisions/0121-passkeys.md.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { nowIso } from '../../lib/ids.js';

/** How long a ceremony may take, from options to answer. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/** A new challenge of `kind` (for registration: `userId`'s), stored until it expires; expired ones are deleted. */
export async function newChallenge(
  db: Kysely<Database>,
  kind: 'register' | 'authenticate',
  userId: string | null,
): Promise<string> {
  const challenge = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db.deleteFrom('webauthnChallenges').where('expiresAt', '<=', new Date(now).toISOString()).execute();
  await db
    .insertInto('webauthnChallenges')
    .values({ challenge, kind, userId, expiresAt: new Date(now + CHALLENGE_TTL_MS).toISOString() })
    .execute();
  return challenge;
}

/** Use up `challenge` if it is live, of this kind and (for registration) this account's. */
export async function consumeChallenge(
  db: Kysely<Database>,
  challenge: string,
  kind: 'register' | 'authenticate',
  userId: string | null,
): Promise<boolean> {
  let query = db
    .deleteFrom('webauthnChallenges')
    .where('challenge', '=', challenge)
    .where('kind', '=', kind)
    .where('expiresAt', '>', nowIso());
  if (userId) query = query.where('userId', '=', userId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
